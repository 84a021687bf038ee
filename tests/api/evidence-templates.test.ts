import fs from 'node:fs';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { routes } from '../../src/contract/routes';
import { it } from '../support/api-test';
import { EVIDENCE_CONTENT_TYPES } from '../../src/contract/evidence';
import { OUTPUT_DIR } from '../../scripts/build-templates';
import { evidenceForm } from '../support/evidence-files';
import { registerClient } from '../support/factories';
import { HttpClient } from '../support/http-client';

// D24: the guide's templates, once filled in, go back into the product as evidence (D7 accepts
// DOCX and XLSX and checks that their bytes are a ZIP container).

describe('a filled-in template uploaded as evidence', () => {
  it.for([
    ['access-control-policy.docx', 'AC.L1-3.1.1', 'docx'],
    ['visitor-log.xlsx', 'PE.L1-3.10.3', 'xlsx'],
  ] as const)(
    '%s is stored for %s and served back unchanged',
    async ([file, controlId, extension], { app }) => {
      const browser = new HttpClient(app.baseUrl);
      await registerClient(browser);
      const bytes = fs.readFileSync(path.join(OUTPUT_DIR, file));

      const response = await browser.call(routes.uploadEvidenceDirect, {
        body: evidenceForm(controlId, file, bytes),
      });
      expect(response.status).toBe(201);
      expect(response.json).toMatchObject({
        controlId,
        fileName: file,
        fileType: EVIDENCE_CONTENT_TYPES[extension],
        fileSize: bytes.length,
      });
      expect(
        (await browser.call(routes.controlEvidence, { params: { controlId } })).json.map(
          (f: any) => f.fileName,
        ),
      ).toEqual([file]);
      const content = await browser.call(routes.evidenceContent, {
        params: { id: response.json.id },
        query: { download: '1' },
      });
      expect(content.status).toBe(200);
      expect(content.bytes.equals(bytes)).toBe(true);
    },
  );
});
