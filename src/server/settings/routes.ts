import type { FastifyPluginAsync } from 'fastify';
import { EVIDENCE_EXTENSIONS } from '../../contract/constants';
import { settingsRoutes as table } from '../../contract/routes/settings';
import type { PublicSettings } from '../../contract/settings';
import type { AppConfig } from '../config';
import { serve } from '../http/serve';

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
export const settingsRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  const settings = publicSettings(config);
  serve(app, table.settings, async () => settings);
};
