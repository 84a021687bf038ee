import { defineRoute } from '../route';
import { publicSettingsSchema } from '../settings';

/**
 * The part of the configuration the browser needs (no secrets): public, read by the evidence
 * screens before they offer an upload and by the "Forgot password?" page.
 */
export const settingsRoutes = {
  settings: defineRoute({
    method: 'GET',
    path: '/api/settings',
    tag: 'settings',
    answers: { 200: publicSettingsSchema },
    access: 'public',
  }),
};
