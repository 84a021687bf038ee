import { z } from 'zod';
import { EVIDENCE_EXTENSIONS, EVIDENCE_MAX_BYTES, UPLOAD_LINK_MINUTES } from './constants';

/**
 * GET /api/settings: what the browser must know of the server's configuration to describe
 * and check uploads before sending them (the server checks again), whether password reset by
 * e-mail is on, and whom to ask for help with an account. Public: nothing secret.
 */
export const publicSettingsSchema = z.object({
  /** EVIDENCE_MAX_BYTES of the server (D7). */
  evidenceMaxBytes: z.number().int().positive(),
  evidenceExtensions: z.array(z.enum(EVIDENCE_EXTENSIONS)),
  /** UPLOAD_LINK_MINUTES of the server (D9). */
  uploadLinkMinutes: z.number().int().positive(),
  /** Whether "Forgot password?" can send a link by e-mail: SMTP_URL is set (D20). */
  passwordResetByEmail: z.boolean(),
  /**
   * SUPPORT_CONTACT of the server: whom users ask for help with their account (issue 23), plain
   * text to show as text; null when unset.
   */
  supportContact: z.string().nullable(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

/** What the browser assumes if the settings cannot be read: the defaults of the documents. */
export const DEFAULT_PUBLIC_SETTINGS: PublicSettings = {
  evidenceMaxBytes: EVIDENCE_MAX_BYTES,
  evidenceExtensions: [...EVIDENCE_EXTENSIONS],
  uploadLinkMinutes: UPLOAD_LINK_MINUTES,
  passwordResetByEmail: false,
  supportContact: null,
};
