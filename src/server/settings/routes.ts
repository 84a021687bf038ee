import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EVIDENCE_EXTENSIONS } from '../../contract/constants';
import { publicSettingsSchema, type PublicSettings } from '../../contract/settings';
import type { AppConfig } from '../config';

/** The part of the configuration the browser needs to describe uploads and account help (no secrets). */
export function publicSettings(config: AppConfig): PublicSettings {
  return {
    evidenceMaxBytes: config.evidenceMaxBytes,
    evidenceExtensions: [...EVIDENCE_EXTENSIONS],
    uploadLinkMinutes: Math.round(config.uploadLinkSeconds / 60),
    passwordResetByEmail: config.mail !== undefined,
    supportContact: config.supportContact ?? null,
  };
}

/**
 * GET /api/settings: public, read by the evidence screens before they offer an upload and by the
 * "Forgot password?" page.
 */
export const settingsRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const settings = publicSettings(config);
  app.get(
    '/api/settings',
    { schema: { tags: ['settings'], response: { 200: publicSettingsSchema } } },
    async () => settings,
  );
};
