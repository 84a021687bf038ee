import { describe, expect } from 'vitest';
import { EVIDENCE_EXTENSIONS, EVIDENCE_MAX_BYTES, UPLOAD_LINK_MINUTES } from '../../src/contract/constants';
import { publicSettingsSchema } from '../../src/contract/settings';
import { evidenceForm } from '../support/evidence-files';
import { registerClient } from '../support/factories';
import { HttpClient } from '../support/http-client';
import { it } from '../support/api-test';
import type { TestApp } from '../support/test-app';

const TWO_MB = 2 * 1024 * 1024;

describe('GET /api/settings', () => {
  describe('with EVIDENCE_MAX_BYTES=2 MB and UPLOAD_LINK_MINUTES=30', () => {
    let app: TestApp;
    it.beforeAll(async ({ startApp }) => {
      app = await startApp({ EVIDENCE_MAX_BYTES: String(TWO_MB), UPLOAD_LINK_MINUTES: '30' });
    });

    it('tells anyone, signed in or not, the configured limits', async () => {
      const response = await new HttpClient(app.baseUrl).get('/api/settings');
      expect(response.status).toBe(200);
      expect(publicSettingsSchema.parse(response.json)).toEqual({
        evidenceMaxBytes: TWO_MB,
        evidenceExtensions: [...EVIDENCE_EXTENSIONS],
        uploadLinkMinutes: 30,
        passwordResetByEmail: false,
        supportContact: null,
      });
    });

    it('is the limit the server enforces: one byte more is refused with 413', async () => {
      const browser = new HttpClient(app.baseUrl);
      await registerClient(browser);
      const upload = (bytes: number) =>
        browser.send(
          'POST',
          '/api/evidence/upload-direct',
          evidenceForm('AC.L1-3.1.1', 'log.txt', Buffer.alloc(bytes, 0x61)),
        );
      expect((await upload(TWO_MB + 1)).status).toBe(413);
      expect((await upload(TWO_MB)).status).toBe(201);
    });
  });

  describe('without configuration', () => {
    let app: TestApp;
    it.beforeAll(async ({ startApp }) => {
      app = await startApp();
    });

    it('answers the defaults of the documents (10 MB, 15 minutes)', async () => {
      const response = await new HttpClient(app.baseUrl).get('/api/settings');
      expect(response.json).toMatchObject({
        evidenceMaxBytes: EVIDENCE_MAX_BYTES,
        uploadLinkMinutes: UPLOAD_LINK_MINUTES,
      });
    });
  });
});
