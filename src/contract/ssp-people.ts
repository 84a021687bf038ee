import { z } from 'zod';
import { freeText, hasNoNul, NUL_MESSAGE } from './text';

/**
 * The people and the system the plan names (D36, issue 40 item 4), kept on the open cycle with
 * the scope's other plan fields and saved by PUT /api/assessment/scope: the system owner, the
 * security contact and the affirming official (members of the organization), the counts of users
 * and privileged users, the hardware and software lists (text, or an inventory file of the
 * evidence), the network and data-flow diagram (an evidence file), and the interconnections with
 * other systems. NIST's SP 800-171 SSP template asks for each: "System Owner", "System Security
 * Officer" (the security contact here), "Number of end users" and "Number of administrative /
 * privileged users", the hardware and software components, the network diagram, and the
 * interconnections ("System interconnection", the other party, the kind of connection, the
 * agreement and the data exchanged). 32 CFR 170.22: the affirming official affirms the
 * organization's compliance; the affirmation itself stays the signed-in official's own act.
 */

/** The most users a count may state: above any company a self-assessment covers. */
export const USER_COUNT_MAX = 10_000_000;
export const INVENTORY_TEXT_MAX = 5000;
export const INTERCONNECTIONS_MAX = 50;
export const INTERCONNECTION_NAME_MAX = 200;
export const INTERCONNECTION_KIND_MAX = 100;
export const INTERCONNECTION_AGREEMENT_MAX = 500;
export const INTERCONNECTION_DATA_MAX = 1000;

const text = (max: number, label: string) =>
  freeText(`Enter ${label} as text`)
    .trim()
    .max(max, `${label.charAt(0).toUpperCase()}${label.slice(1)}: at most ${max} characters`)
    .refine(hasNoNul, NUL_MESSAGE);
const required = (max: number, label: string) => text(max, label).min(1, `Enter ${label}`);

/** One connection of the system to another (NIST SP 800-171A 3.12.4[f]), each field labelled. */
export const interconnectionSchema = z.object({
  /** The other system, e.g. "Prime contractor's supplier portal". */
  system: required(INTERCONNECTION_NAME_MAX, 'the other system'),
  /** Who runs it, e.g. "Acme Aerospace (prime)". */
  otherParty: required(INTERCONNECTION_NAME_MAX, 'the other party'),
  /** How the two connect, e.g. "Web browser over TLS", "Site-to-site VPN". */
  kind: required(INTERCONNECTION_KIND_MAX, 'the kind of connection'),
  /** The agreement that governs it (an ISA, an MOU, the contract's clause), or "None". */
  agreement: text(INTERCONNECTION_AGREEMENT_MAX, 'the agreement').default(''),
  /** What data crosses it, e.g. "CUI drawings, both ways". */
  data: required(INTERCONNECTION_DATA_MAX, 'the data exchanged'),
});
export type Interconnection = z.infer<typeof interconnectionSchema>;

/** What each interconnection field is called on the screens and in the plan. */
export const INTERCONNECTION_LABELS: Record<keyof Interconnection, string> = {
  system: 'Other system',
  otherParty: 'Other party',
  kind: 'Kind of connection',
  agreement: 'Agreement',
  data: 'Data exchanged',
};

const memberId = (role: string) => z.uuid(`Choose a member of your organization as ${role}`).nullable();
const evidenceId = (what: string) => z.uuid(`Choose the evidence file that holds ${what}`).nullable();
const countOf = (what: string) => {
  const message = `Enter the number of ${what}, a whole number of 0 or more`;
  return z
    .number(message)
    .int(message)
    .min(0, message)
    .max(USER_COUNT_MAX, `At most ${USER_COUNT_MAX.toLocaleString('en-US')} ${what}`)
    .nullable();
};

/** The people and system fields of PUT /api/assessment/scope; each left out keeps what is stored. */
export const sspPeopleInputShape = {
  /** The member who owns the system (the template's "System Owner"). */
  systemOwnerUserId: memberId('the system owner').optional(),
  /** The member to contact about its security (the template's "System Security Officer"). */
  securityContactUserId: memberId('the security contact').optional(),
  /** The member allowed to affirm whom the plan names as the affirming official (32 CFR 170.22). */
  affirmingOfficialUserId: memberId('the affirming official').optional(),
  userCount: countOf('users').optional(),
  privilegedUserCount: countOf('privileged users').optional(),
  hardwareList: text(INVENTORY_TEXT_MAX, 'the hardware list').optional(),
  softwareList: text(INVENTORY_TEXT_MAX, 'the software list').optional(),
  /** An inventory file of the organization's evidence, instead of or beside the text. */
  hardwareEvidenceId: evidenceId('the hardware inventory').optional(),
  softwareEvidenceId: evidenceId('the software inventory').optional(),
  /** The network and data-flow diagram: an evidence file of the organization. */
  diagramEvidenceId: evidenceId('the network and data-flow diagram').optional(),
  /** The whole list: connections left out are removed. */
  interconnections: z
    .array(interconnectionSchema)
    .max(INTERCONNECTIONS_MAX, `At most ${INTERCONNECTIONS_MAX} interconnections`)
    .optional(),
};

/** The people and system fields as the scope answers them (defaults for scopes frozen before). */
export const sspPeopleShape = {
  systemOwnerUserId: z.string().nullable().default(null),
  securityContactUserId: z.string().nullable().default(null),
  affirmingOfficialUserId: z.string().nullable().default(null),
  userCount: z.number().int().nullable().default(null),
  privilegedUserCount: z.number().int().nullable().default(null),
  hardwareList: z.string().default(''),
  softwareList: z.string().default(''),
  hardwareEvidenceId: z.string().nullable().default(null),
  softwareEvidenceId: z.string().nullable().default(null),
  diagramEvidenceId: z.string().nullable().default(null),
  interconnections: z.array(interconnectionSchema).default([]),
};

/** What they read before anything is written, and in a snapshot frozen before D36. */
export const SSP_PEOPLE_DEFAULTS = {
  systemOwnerUserId: null as string | null,
  securityContactUserId: null as string | null,
  affirmingOfficialUserId: null as string | null,
  userCount: null as number | null,
  privilegedUserCount: null as number | null,
  hardwareList: '',
  softwareList: '',
  hardwareEvidenceId: null as string | null,
  softwareEvidenceId: null as string | null,
  diagramEvidenceId: null as string | null,
  interconnections: [] as Interconnection[],
};

/** The member fields, with what the screens and the refusals call each. */
export const SSP_PEOPLE_ROLES = {
  systemOwnerUserId: 'System owner',
  securityContactUserId: 'Security contact',
  affirmingOfficialUserId: 'Affirming official',
} as const;
export type SspPeopleRole = keyof typeof SSP_PEOPLE_ROLES;

/** The evidence fields, with what each file holds. */
export const SSP_PEOPLE_FILES = {
  hardwareEvidenceId: 'Hardware inventory file',
  softwareEvidenceId: 'Software inventory file',
  diagramEvidenceId: 'Network and data-flow diagram',
} as const;
export type SspPeopleFile = keyof typeof SSP_PEOPLE_FILES;

export const PRIVILEGED_OVER_USERS =
  'The privileged users are some of the users: at most the number of users';
export const AFFIRMING_OFFICIAL_MUST_AFFIRM =
  'The affirming official must be a member allowed to affirm (32 CFR 170.22): allow them on the Organization screen first';

/** Privileged users counted among the users (both stated): at most as many. */
export const privilegedWithinUsers = (users: number | null, privileged: number | null): boolean =>
  users === null || privileged === null || privileged <= users;

export type SspPeopleField = keyof typeof SSP_PEOPLE_DEFAULTS;

/**
 * A scope without its people and system fields: what a form that does not show them sends, so
 * that its save never puts back what another form changed since the page loaded.
 */
export function withoutSspPeople<T extends Partial<Record<SspPeopleField, unknown>>>(
  scope: T,
): Omit<T, SspPeopleField> {
  const rest: Partial<T> = { ...scope };
  for (const field of Object.keys(SSP_PEOPLE_DEFAULTS) as SspPeopleField[]) delete rest[field];
  return rest as Omit<T, SspPeopleField>;
}
