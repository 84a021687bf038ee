import { unzipSync } from 'fflate';
import mammoth from 'mammoth';
import { marked } from 'marked';
import { describe, expect } from 'vitest';
import { routes } from '../../src/contract/routes';
import { it } from '../support/api-test';
import type { HttpClient } from '../support/http-client';
import { oscalErrors } from '../support/oscal-schema';

/*
 * Issue 38: free text loses its bidi overrides and control characters on the way in, and is
 * otherwise kept as typed; in the DOCX it is text, and in OSCAL's markup fields (`remarks`,
 * `description`) it is escaped so that a viewer rendering the markup shows it, never HTML.
 */

const HIDDEN = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

/** What a person (or a script posing as one) sends: markup, a bidi override, a bell, an escape. */
const TYPED = {
  statement:
    'Named\u202E accounts\u202C only <img src=x onerror=alert(1)>; see [the list](javascript:alert(1)).',
  notes: 'Bell\u0007 and \u001B[31mred\u001B[0m; \u2066isolated\u2069 *text*\nsecond line',
  note: '<script>alert(1)</script> reviewed\u200F by Eve\u0008.',
  system: 'Tenant\u202E <b>365</b>',
};
/** The same, as stored: the hidden characters gone, the rest as typed (the RLM mark stays). */
const STORED = {
  statement: 'Named accounts only <img src=x onerror=alert(1)>; see [the list](javascript:alert(1)).',
  notes: 'Bell and [31mred[0m; isolated *text*\nsecond line',
  note: '<script>alert(1)</script> reviewed\u200F by Eve.',
  system: 'Tenant <b>365</b>',
};

async function ok(response: Promise<{ status: number; text: string; json: any }>) {
  const answer = await response;
  expect(answer.status, answer.text.slice(0, 300)).toBeLessThan(300);
  return answer.json;
}

/** The tags a Markdown renderer makes of a markup field, besides paragraphs and line breaks. */
const renderedTags = (markup: string) =>
  (marked.parse(markup, { async: false, gfm: true }).match(/<\/?[a-z][^>]*>/gi) ?? []).filter(
    (tag) => !['<p>', '</p>', '<br>'].includes(tag),
  );

/** Every string of a JSON document with the path that leads to it. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  return [];
}

async function oscal(browser: HttpClient, path: string) {
  const response = await browser.get(path);
  expect(response.status, response.text.slice(0, 300)).toBe(200);
  // No hidden character anywhere, and no markup field a renderer turns into more than paragraphs.
  for (const [where, text] of strings(response.json)) {
    expect(HIDDEN.test(text), where).toBe(false);
    if (/\.(remarks|description|title)$/.test(where)) expect(renderedTags(text), where).toEqual([]);
  }
  return response.json;
}

async function docxText(browser: HttpClient) {
  const response = await browser.get('/api/reports/ssp.docx');
  expect(response.status).toBe(200);
  const xml = Buffer.from(unzipSync(new Uint8Array(response.bytes))['word/document.xml']!).toString('utf8');
  const { value: html } = await mammoth.convertToHtml({ buffer: response.bytes });
  const text = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
  return { xml, text };
}

describe('free text with hidden characters and markup', () => {
  it('is stored without the hidden characters and reaches the DOCX and OSCAL as text', async ({ client }) => {
    const { browser } = client;
    await ok(browser.call(routes.updateOrganization, { body: { targetLevel: 2 } }));
    const scope = await ok(
      browser.call(routes.saveScope, {
        body: { systems: [{ name: TYPED.system, kind: 'cloud_service', description: TYPED.notes }] },
      }),
    );
    const systemId = scope.scope.systems[0].id as string;
    await ok(
      browser.call(routes.saveImplementation, {
        body: {
          controlId: 'AC.L2-3.1.2',
          status: 'in_progress',
          implementationStatement: TYPED.statement,
          notes: TYPED.notes,
          systemIds: [systemId],
        },
      }),
    );
    await ok(
      browser.call(routes.saveFinding, {
        params: { objectiveId: 'AC.L2-3.1.1[a]' },
        body: { finding: 'met', methods: ['examine'], note: TYPED.note },
      }),
    );

    // Stored as typed, less the hidden characters.
    const implementations = (await ok(browser.call(routes.implementations))) as {
      controlId: string;
      notes: string;
      implementationStatement: string;
    }[];
    const saved = implementations.find((one) => one.controlId === 'AC.L2-3.1.2')!;
    expect(saved.implementationStatement).toBe(STORED.statement);
    expect(saved.notes).toBe(STORED.notes);
    const assessment = await ok(browser.call(routes.assessment));
    const objective = (assessment.objectives as { objectiveId: string; note: string }[]).find(
      (one) => one.objectiveId === 'AC.L2-3.1.1[a]',
    )!;
    expect(objective.note).toBe(STORED.note);

    // The DOCX: the text as stored, no hidden character in the document.
    const doc = await docxText(browser);
    expect(HIDDEN.test(doc.xml)).toBe(false);
    expect(doc.text).toContain(STORED.statement);
    expect(doc.text).toContain('<script>alert(1)</script> reviewed\u200F by Eve.');

    // OSCAL: valid, and each field a person wrote reads, once rendered, as what was stored.
    const ssp = await oscal(browser, '/api/reports/oscal/ssp.json');
    expect(oscalErrors('ssp', ssp)).toEqual([]);
    const plan = ssp['system-security-plan'];
    const requirement = plan['control-implementation']['implemented-requirements'].find(
      (one: { props: { name: string; value: string }[] }) =>
        one.props.some((prop) => prop.name === 'requirement' && prop.value === 'AC.L2-3.1.2'),
    );
    expect(requirement.remarks).toBe('Bell and [31mred[0m; isolated \\*text\\*\nsecond line');
    expect(requirement['by-components'][0].description).toBe(
      'Named accounts only \\<img src=x onerror=alert(1)>; see [the list\\](javascript:alert(1)).',
    );
    const component = plan['system-implementation'].components.find(
      (one: { type: string }) => one.type !== 'this-system',
    );
    expect(component.title).toBe('Tenant \\<b>365\\</b>');

    const results = await oscal(browser, '/api/reports/oscal/assessment-results.json');
    expect(oscalErrors('assessment-results', results)).toEqual([]);
    const remarks = results['assessment-results'].results[0].observations.map(
      (one: { remarks?: string }) => one.remarks,
    );
    expect(remarks).toContain('\\<script>alert(1)\\</script> reviewed\u200F by Eve.');

    // Our own export imported back reads as the note that was written: nothing changes.
    const preview = await ok(browser.call(routes.importOscal, { query: { preview: 'true' }, body: results }));
    const imported = preview.objectives.find(
      (one: { objectiveId: string }) => one.objectiveId === 'AC.L2-3.1.1[a]',
    );
    expect(imported.imported.note).toBe(STORED.note);
    expect(imported.change).toBe('unchanged');
  });
});
