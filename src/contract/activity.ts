import { z } from 'zod';

/** Action codes of the activity log (decision D13). */
export const ACTIVITY_ACTIONS = {
  registration: 'registration',
  signIn: 'sign_in',
  signOut: 'sign_out',
  statusChange: 'status_change',
  notesUpdate: 'notes_update',
  evidenceUpload: 'evidence_upload',
  evidenceDelete: 'evidence_delete',
  review: 'review',
  /** A change to a reviewed implementation: its verdict lapses and it awaits review again. */
  resubmitted: 'resubmitted',
  diagnosticRun: 'diagnostic_run',
  /** A finding recorded, changed or cleared on an assessment objective (D22). */
  objectiveAssessed: 'objective_assessed',
  /** The controls and objectives an evidence file serves were changed (D22). */
  evidenceLinksChanged: 'evidence_links_changed',
  /** The scope of the open assessment cycle changed, or the FCI-or-CUI check was answered (D23). */
  scopeUpdate: 'scope_update',
  /** The affirming official affirmed the cycle (32 CFR 170.22), freezing it (D23). */
  affirmation: 'affirmation',
  /** A new yearly cycle started from the last one's findings (D23). */
  cycleStart: 'cycle_start',
  /** The CMMC unique identifier and submission date SPRS gave were recorded (D28). */
  sprsEntry: 'sprs_entry',
  /** A requirement was reported no longer met after the affirmation (D28). */
  requirementChange: 'requirement_change',
  impersonationStart: 'impersonation_start',
  impersonationEnd: 'impersonation_end',
  passwordReset: 'password_reset',
  passwordChange: 'password_change',
  /** The user edited their own profile (D20). */
  profileUpdate: 'profile_update',
  /**
   * A new e-mail address was asked for, a confirmation link sent for it, or the request cancelled;
   * an address confirmed by opening its link (D34, issue 38).
   */
  emailChangeRequested: 'email_change_requested',
  emailConfirmationSent: 'email_confirmation_sent',
  emailChangeCancelled: 'email_change_cancelled',
  emailConfirmed: 'email_confirmed',
  accountCreated: 'account_created',
  /**
   * A password reset link was made: by "Forgot password?" for the account's e-mail (D20), or by an
   * admin in the console to pass on by hand (issue 23; the entry names the admin).
   */
  passwordResetRequested: 'password_reset_requested',
  /** Two-step sign-in turned on or off, or its recovery codes replaced (D20). */
  totpEnabled: 'totp_enabled',
  totpDisabled: 'totp_disabled',
  recoveryCodesRenewed: 'recovery_codes_renewed',
  /** An enrolment link for two-step sign-in was made for a staff account (D33). */
  totpEnrolmentLink: 'totp_enrolment_link',
  /** An admin changed the account's role, or disabled or enabled it (D20). */
  roleChange: 'role_change',
  accountDisabled: 'account_disabled',
  accountEnabled: 'account_enabled',
  /** An organization was created, or its business fields changed (D27). */
  organizationCreated: 'organization_created',
  organizationUpdate: 'organization_update',
  /** A member was invited, an invitation revoked, or one accepted (D27). */
  memberInvited: 'member_invited',
  invitationRevoked: 'invitation_revoked',
  memberJoined: 'member_joined',
  /** A member's role or permission to affirm changed, or the member left or was removed (D27). */
  memberChanged: 'member_changed',
  memberRemoved: 'member_removed',
  /** A POA&M item was added, changed or removed, or the POA&M closed out (D31). */
  poamChange: 'poam_change',
  poamCloseout: 'poam_closeout',
  /**
   * A requirement's implementation statement, responsible member or role or systems changed (D32,
   * D36), or an owner approved it as not applicable, or that approval lapsed (D36, 3.12.4[d]).
   */
  sspEntryUpdate: 'ssp_entry_update',
  /**
   * A member downloaded the system security plan. Written before issue 40 only (D32); a download
   * is no revision (D36) and writes nothing now. Kept for the entries already in the log.
   */
  sspGenerated: 'ssp_generated',
  /** An owner approved a revision of the system security plan (D36, 800-171A 3.12.4[h]). */
  sspRevisionApproved: 'ssp_revision_approved',
  /** Findings were recorded from an OSCAL assessment-results document (D32). */
  oscalImport: 'oscal_import',
} as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[keyof typeof ACTIVITY_ACTIONS];

/** Every action code, as a list: what the database's CHECK on activity_log.action allows. */
export const ACTIVITY_ACTION_CODES = Object.values(ACTIVITY_ACTIONS) as [ActivityAction, ...ActivityAction[]];

/** How the console's activity filter and its CSV name each action (D21). */
export const ACTIVITY_ACTION_LABELS: Record<ActivityAction, string> = {
  registration: 'Registration',
  sign_in: 'Sign-in',
  sign_out: 'Sign-out',
  status_change: 'Status change',
  notes_update: 'Notes update',
  evidence_upload: 'Evidence upload',
  evidence_delete: 'Evidence deletion',
  review: 'Auditor review',
  resubmitted: 'Resubmitted for review',
  diagnostic_run: 'Diagnostic run',
  objective_assessed: 'Objective assessed',
  evidence_links_changed: 'Evidence links changed',
  scope_update: 'Scope update',
  affirmation: 'Affirmation',
  cycle_start: 'New assessment cycle',
  sprs_entry: 'SPRS entry recorded',
  requirement_change: 'Requirement no longer met',
  impersonation_start: 'Admin opened the platform',
  impersonation_end: 'Admin left the platform',
  password_reset: 'Password reset',
  password_change: 'Password change',
  profile_update: 'Profile update',
  email_change_requested: 'E-mail change asked for',
  email_confirmation_sent: 'E-mail confirmation link sent',
  email_change_cancelled: 'E-mail change cancelled',
  email_confirmed: 'E-mail address confirmed',
  account_created: 'Account created',
  password_reset_requested: 'Password reset link made',
  totp_enabled: 'Two-step sign-in on',
  totp_disabled: 'Two-step sign-in off',
  recovery_codes_renewed: 'Recovery codes renewed',
  totp_enrolment_link: 'Two-step enrolment link made',
  role_change: 'Role change',
  account_disabled: 'Account disabled',
  account_enabled: 'Account enabled',
  organization_created: 'Organization created',
  organization_update: 'Organization details changed',
  member_invited: 'Member invited',
  invitation_revoked: 'Invitation revoked',
  member_joined: 'Member joined',
  member_changed: 'Member role changed',
  member_removed: 'Member removed',
  poam_change: 'POA&M changed',
  poam_closeout: 'POA&M closed out',
  ssp_entry_update: 'SSP entry changed',
  ssp_generated: 'SSP downloaded',
  ssp_revision_approved: 'SSP revision approved',
  oscal_import: 'OSCAL import',
};

/**
 * What an admin does to an account from the console itself, not from inside the account's
 * platform: the log names the admin alone, not "as" the business (D11, D21).
 */
export const CONSOLE_ACTIONS: readonly ActivityAction[] = [
  ACTIVITY_ACTIONS.passwordReset,
  ACTIVITY_ACTIONS.accountCreated,
  ACTIVITY_ACTIONS.totpEnrolmentLink,
  ACTIVITY_ACTIONS.roleChange,
  ACTIVITY_ACTIONS.accountDisabled,
  ACTIVITY_ACTIONS.accountEnabled,
  ACTIVITY_ACTIONS.impersonationStart,
];

export const ACTIVITY_PAGE_SIZE_MAX = 100;

export const activityQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(ACTIVITY_PAGE_SIZE_MAX).default(20),
});

export const activityEntrySchema = z.object({
  id: z.string(),
  action: z.enum(ACTIVITY_ACTION_CODES),
  description: z.string(),
  createdAt: z.string(),
  /** Who acted: the member, or the staff member (an admin "as" the business) (D27). */
  actorName: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityPageSchema = z.object({
  items: z.array(activityEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;
