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
  diagnosticRun: 'diagnostic_run',
  impersonationStart: 'impersonation_start',
  impersonationEnd: 'impersonation_end',
  passwordReset: 'password_reset',
  passwordChange: 'password_change',
  accountCreated: 'account_created',
} as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[keyof typeof ACTIVITY_ACTIONS];
