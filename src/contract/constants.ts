/** Business constants of document 1 section 9 and document 2 section 9, in one place. */

export const PRODUCT_NAME = 'CMMC Readiness';

export const TOTAL_CONTROLS = 17;
export const PRIORITY_ACTIONS_LIMIT = 3;

/** Progress colour rule: green at 75% or more, yellow at 50% or more, red below. */
export const PROGRESS_THRESHOLDS = { good: 75, fair: 50 } as const;

/** Default per-file limit (D7); the server's EVIDENCE_MAX_BYTES overrides it (GET /api/settings). */
export const EVIDENCE_MAX_BYTES = 10_485_760;
/** Default lifetime of an upload link (D9); the server's UPLOAD_LINK_MINUTES overrides it. */
export const UPLOAD_LINK_MINUTES = 15;
/** The evidence library's uploader (document 2 section 9): files per upload, parallel requests. */
export const UPLOADER = { maxFiles: 5, concurrency: 6 } as const;
export const EVIDENCE_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'txt',
  'csv',
  'jpg',
  'jpeg',
  'png',
  'zip',
] as const;

export const SIMULATED_UPLOAD = { stepPercent: 10, intervalMs: 200, capPercent: 90 } as const;
export const LOGIN_REDIRECT_DELAY_MS = 500;

export const CONFIRM_PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MIN_LENGTH = 8;
/** The password rule of D20: 8 to 128 characters. */
export const PASSWORD_MAX_LENGTH = 128;
/**
 * What a sign-in accepts: passwords set before D20 may be up to 256 characters. Anything longer is
 * refused by the schema, before any hashing.
 */
export const LOGIN_PASSWORD_MAX_LENGTH = 256;

/** Text caps that the zod schemas apply and the database repeats as CHECK constraints. */
export const USERNAME_MAX_LENGTH = 64;
export const EMAIL_MAX_LENGTH = 254;
export const BUSINESS_NAME_MAX_LENGTH = 200;
/** A user's file name as kept for display (see cleanFileName). */
export const EVIDENCE_FILE_NAME_MAX_LENGTH = 255;

export const TOAST = { limit: 1, durationMs: 5000, maxWidthPx: 420 } as const;
/**
 * Document 1's tooltip timings. No screen shows a tooltip today, so no tooltip provider is mounted
 * (it would put the positioning library in every first load); a tooltip brings its provider with these.
 */
export const TOOLTIP = { delayMs: 700, skipDelayMs: 300 } as const;

export const ROLES = ['client', 'auditor', 'admin'] as const;

/**
 * A member's role in an organization (D27): an owner does everything, members included; an editor
 * records statuses, notes, findings, evidence and scope; a viewer reads.
 */
export const MEMBER_ROLES = ['owner', 'editor', 'viewer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = 'client';

export const IMPLEMENTATION_STATUSES = ['not_started', 'in_progress', 'completed'] as const;
export type ImplementationStatus = (typeof IMPLEMENTATION_STATUSES)[number];
export const DEFAULT_IMPLEMENTATION_STATUS: ImplementationStatus = 'not_started';

/** An auditor's verdict on an implementation; no verdict yet is null ("Pending Review"). */
export const REVIEW_STATUSES = ['approved', 'rejected', 'needs_clarification'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** A finding on one assessment objective (D22); none yet is null. */
export const FINDINGS = ['met', 'not_met', 'not_applicable'] as const;
export type Finding = (typeof FINDINGS)[number];

/** The assessment methods of NIST SP 800-171A. */
export const ASSESSMENT_METHODS = ['examine', 'interview', 'test'] as const;

/** The diagnostic's readiness level (D15). */
export const READINESS_LEVELS = ['audit_ready', 'partially_ready', 'not_ready'] as const;
export type ReadinessLevel = (typeof READINESS_LEVELS)[number];

export const INDUSTRIES = [
  'Aerospace & Defense',
  'Information Technology',
  'Manufacturing',
  'Engineering Services',
  'Telecommunications',
  'Cybersecurity',
  'Consulting Services',
  'Research & Development',
  'Software Development',
  'Government Contracting',
  'Other',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

/**
 * Machine-readable reasons, for the few refusals a client must tell apart from the others with
 * the same status: a sign-in that needs the second step of D20, or whose code was wrong, or a
 * staff account that must enrol in two-step sign-in before it can sign in (D33).
 */
/**
 * The refusals of a POA&M closeout (D35, 32 CFR 170.21(b)), judged by contract/poam-closeout.ts;
 * each is also an error code of the API. Kept here, the leaf of the contract, so the error codes
 * need not import the closeout rule.
 */
export const CLOSEOUT_REFUSAL_CODES = [
  'no_conditional_status',
  'closeout_recorded',
  'conditional_expired',
  'closeout_in_future',
  'closeout_before_status_date',
  'closeout_after_180_days',
  'poam_not_met',
  'closeout_sprs_entry_window',
] as const;

export const ERROR_CODES = [
  'totp_required',
  'totp_invalid',
  'totp_enrolment_required',
  'affirmation_blocked',
  /** A client account that is a member of no organization asked for an organization's data (D27). */
  'no_organization',
  /**
   * A request named an organization (ORGANIZATION_HEADER) its account is not, or no longer, a member
   * of (D34): the page should fall back to the session's organization.
   */
  'not_a_member',
  /** A Level 2 read asked of an organization at Level 1, such as the SPRS score (issue 26). */
  'level_1',
  /** A POA&M item 32 CFR 170.21 does not allow (D31). */
  'poam_refused',
  /** An OSCAL POA&M asked of a POA&M with no item: NIST's schema requires one (D32). */
  'no_poam_items',
  /**
   * A write made for one target level that found the organization at the other once it held the
   * organization's lock: a switch of level came first (issue 38).
   */
  'level_changed',
  /** An SPRS status date outside its window, or one that would move an overdue or expired status (D35). */
  'sprs_date_window',
  /** A review of an implementation changed since the reviewer read it (issue 38): the new versions in `changed`. */
  'changed_since_read',
  /**
   * A session of an account whose password an administrator reset (issue 38): until it chooses a
   * new one, it may only change its password, read its own account and sign out.
   */
  'password_change_required',
  /** An invitation or an affirmation that needs the account's confirmed e-mail address (D34). */
  'email_unconfirmed',
  /** 3.5.3's partial case asked where it does not hold: [a]-[c] MET, only [d] NOT MET (D35). */
  'partial_not_applicable',
  /** A POA&M closeout the rule refuses (D35, 32 CFR 170.21(b); contract/poam-closeout.ts). */
  ...CLOSEOUT_REFUSAL_CODES,
  /** A MET finding on a part of 3.12.4 ([b]-[h]) the plan lacks (D35): the part in `part`. */
  'ssp_part_missing',
  /** An enduring exception on a requirement the plan does not list as one (D35, 170.24(b)(1)(i)). */
  'exception_not_in_ssp',
  /** A temporary deficiency without its plan of action or its dates (D35, 170.24(b)(1)(ii)). */
  'deficiency_without_plan',
  /** An enduring exception or a temporary deficiency on 3.12.4, which is never either (D35). */
  'basis_on_ssp',
  /** A provider deleted while an asset (or later a requirement) still names it (D36): the message lists them. */
  'provider_in_use',
  /** An approval as not applicable of a requirement whose findings do not make it N/A (D36, 3.12.4[d]). */
  'not_applicable_only',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The header by which every client request of the web app names the organization it acts in (D34):
 * the tab's own, so that a switch in another tab never moves it. Without it, the session's.
 */
export const ORGANIZATION_HEADER = 'X-Organization-Id';

/** Where the client sends a user whose session has ended (D4). */
export const LOGIN_REDIRECT_PATH = '/api/login';
/** Where the admin console sends an admin whose console session has ended (document 2 section 4). */
export const ADMIN_LOGIN_PATH = '/admin';
