import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect } from 'vitest';
import type { SaveFindingInput } from '../../src/contract/assessment';
import { routes } from '../../src/contract/routes';
import { it } from '../support/api-test';
import type { TestApp } from '../support/test-app';
import { SYSTEM_ACTOR } from '../../src/server/access/actor';
import { createUser } from '../../src/server/auth/users';
import { REQUIREMENTS } from '../../src/server/catalog/data';
import { registerClient } from '../support/factories';
import { HttpClient } from '../support/http-client';
import { createStaff } from '../support/staff';
import { uploadEvidence } from '../support/world';
import { meetEverything } from '../support/affirmation';

/*
 * The compliance report as a PDF made on the server (D25), read back the way an auditor's tools
 * read it: Debian's poppler-utils extract its text (pdftotext), its properties (pdfinfo) and
 * render a page (pdftoppm). Clients get their own; auditors and admins any client's.
 */

const POPPLER = spawnSync('pdftotext', ['-v']).status === 0;
if (!POPPLER && process.env.CI) throw new Error('pdftotext is missing: apt-get install poppler-utils');

let auditor: HttpClient;
let adminConsole: HttpClient;
let practiceIds: string[];
let objectiveIds: string[];
let a: { browser: HttpClient; id: string; businessName: string };
let b: { browser: HttpClient; id: string; businessName: string };
let c: { browser: HttpClient; id: string; businessName: string };
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cmmc-pdf-'));

const OFFICIAL = {
  officialName: 'Dana Reyes',
  officialTitle: 'Chief Executive Officer',
  officialEmail: 'dana@example.com',
  officialPhone: '+1 (555) 010-2000',
  statementAccepted: true as const,
  // Most practices here rest on no file: the official confirms the evidence exists elsewhere (D28).
  acknowledgeMissingEvidence: true,
};

async function newClient(app: TestApp) {
  const browser = new HttpClient(app.baseUrl);
  const { user, form } = await registerClient(browser, { businessNumber: '98-7654321' });
  return { browser, id: user.id, businessName: form.businessName };
}

async function ok(response: Promise<{ status: number; text: string; json: any }>) {
  const answer = await response;
  expect(answer.status, answer.text).toBeLessThan(300);
  return answer.json;
}

/** A: every objective assessed (one N/A, one with a note), evidence, scope, affirmed, two verdicts. */
async function prepareA() {
  const { browser } = a;
  const evidenceId = await uploadEvidence(browser, 'AC.L1-3.1.1');
  await ok(
    browser.call(routes.saveEvidenceLinks, {
      params: { id: evidenceId },
      body: {
        controlIds: ['AC.L1-3.1.1', 'IA.L1-3.5.1'],
        objectiveIds: ['AC.L1-3.1.1[a]'],
      },
    }),
  );
  for (const id of objectiveIds) {
    const body: SaveFindingInput =
      id === 'AC.L1-3.1.1[a]'
        ? {
            finding: 'met',
            methods: ['examine', 'interview'],
            note: 'User list checked against the HR roster.',
          }
        : id === 'AC.L1-3.1.22[b]'
          ? { finding: 'not_applicable', justification: 'We publish nothing on public systems.' }
          : { finding: 'met', methods: ['test'] };
    await ok(browser.call(routes.saveFinding, { params: { objectiveId: id }, body }));
  }
  const approved = await ok(
    browser.call(routes.saveImplementation, { body: { controlId: 'AC.L1-3.1.1', status: 'completed' } }),
  );
  const rejected = await ok(
    browser.call(routes.saveImplementation, { body: { controlId: 'IA.L1-3.5.1', status: 'completed' } }),
  );
  await ok(
    browser.call(routes.saveScope, {
      body: {
        fciDescription: 'Purchase orders and drawings without markings from two primes.',
        systems: [{ name: 'Microsoft 365 tenant, two office laptops', kind: 'other' }],
        people: 'Owner and three office staff.',
        facilities: 'One office at 12 Main St.',
        serviceProviders: 'Acme IT.',
        specializedAssets: 'Two CNC mills on their own network.',
        cageCodes: ['1ABC2', '9Z9Z9'],
        holdsCui: false,
      },
    }),
  );
  await ok(browser.call(routes.affirm, { body: OFFICIAL }));
  await ok(
    auditor.call(routes.reviewImplementationSingular, {
      params: { implementationId: approved.id },
      body: {
        auditorStatus: 'approved',
        auditorNotes: 'Account list matches the roster.',
        basedOn: approved.version,
      },
    }),
  );
  await ok(
    auditor.call(routes.reviewImplementationSingular, {
      params: { implementationId: rejected.id },
      body: {
        auditorStatus: 'rejected',
        auditorNotes: 'The kiosk accounts are missing.',
        basedOn: rejected.version,
      },
    }),
  );
}

/** C: every objective MET, but the scope says the business holds CUI; not affirmed. */
async function prepareC() {
  for (const id of objectiveIds) {
    await ok(
      c.browser.call(routes.saveFinding, {
        params: { objectiveId: id },
        body: {
          finding: 'met',
          methods: ['examine'],
        },
      }),
    );
  }
  await ok(c.browser.call(routes.saveScope, { body: { holdsCui: true } }));
}

it.beforeAll(async ({ app }) => {
  auditor = await createStaff(app, 'auditor');
  const admin = { username: `admin_${Date.now()}`, password: 'admin-password-1' };
  await createUser(
    app.db,
    SYSTEM_ACTOR,
    {
      ...admin,
      email: `${admin.username}@agency.example`,
      role: 'admin',
    },
    'by a test',
  );
  adminConsole = new HttpClient(app.baseUrl);
  await ok(adminConsole.call(routes.adminLogin, { body: admin }));
  a = await newClient(app);
  b = await newClient(app);
  c = await newClient(app);
  const controls = (await a.browser.call(routes.controls)).json as {
    id: string;
    objectives: { id: string }[];
  }[];
  practiceIds = controls.map((control) => control.id);
  objectiveIds = controls.flatMap((control) => control.objectives.map((objective) => objective.id));
  await prepareA();
  await prepareC();
}, 120_000);

afterAll(async () => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** Downloads a PDF and reads it back: its text (layout kept, whitespace joined) and pdfinfo. */
async function download(browser: HttpClient, url: string) {
  const response = await browser.get(url);
  expect(response.status, response.text.slice(0, 200)).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  expect(response.headers.get('content-disposition')).toMatch(
    /^attachment; filename="cmmc-compliance-report-\d{4}-\d{2}-\d{2}\.pdf"/,
  );
  expect(response.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const file = path.join(tmp, `${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, response.bytes);
  const run = (tool: string, args: string[]) => {
    const result = spawnSync(tool, args, { encoding: 'utf8' });
    expect(result.stderr, `${tool} complains`).toBe('');
    expect(result.status).toBe(0);
    return result.stdout;
  };
  const layout = run('pdftotext', ['-layout', file, '-']);
  const info = run('pdfinfo', [file]);
  const pages = Number(/^Pages:\s+(\d+)$/m.exec(info)![1]);
  return { file, bytes: response.bytes, layout, text: layout.replace(/\s+/g, ' '), info, pages };
}

describe.skipIf(!POPPLER)('the compliance report PDF (D25)', () => {
  it('holds the organization, the result, every practice, the verdicts, the scope and the affirmation', async () => {
    const pdf = await download(a.browser, '/api/reports/compliance.pdf');
    expect(pdf.text).toContain('CMMC Level 1 Compliance Assessment');
    expect(pdf.text).toContain(a.businessName);
    expect(pdf.text).toContain('Business number 98-7654321');
    expect(pdf.text).toContain('CAGE codes 1ABC2, 9Z9Z9');
    expect(pdf.text).toContain('Level 1 result: MET');
    expect(pdf.text).toContain('Requirements MET 15 of 15');
    expect(practiceIds).toHaveLength(17);
    for (const id of practiceIds) expect(pdf.text).toContain(id);
    // The auditor's verdicts, with who and why; the untouched controls say so.
    expect(pdf.text).toMatch(/AC\.L1-3\.1\.1 Approved \S+ \S+ .*Account list matches the roster\./);
    expect(pdf.text).toMatch(/IA\.L1-3\.5\.1 Rejected .*The kiosk accounts are missing\./);
    expect(pdf.text).toContain('Not submitted');
    // Objective findings with methods, notes and justifications.
    expect(pdf.text).toContain('User list checked against the HR roster.');
    expect(pdf.text).toContain('Justification: We publish nothing on public systems.');
    expect(pdf.text).toMatch(/\[a\] authorized users are identified; MET Examine, .*Interview/);
    // The scope summary and the evidence index (a file linked to two controls is listed once).
    expect(pdf.text).toContain('Systems: Microsoft 365 tenant, two office laptops (other). People: Owner');
    expect(pdf.text).toContain('Federal Contract Information only, no CUI');
    expect(pdf.text.match(/policy\.pdf AC\.L1-3\.1\.1, IA\.L1-3\.5\.1/g)).toHaveLength(1);
    // The affirmation block.
    expect(pdf.text).toContain('Affirming official Dana Reyes');
    expect(pdf.text).toContain('Title Chief Executive Officer');
    expect(pdf.text).toContain(`I affirm that ${a.businessName} has implemented and will maintain`);
  });

  it('numbers every page "Page N of M" with M the real page count, beside the generation time', async () => {
    const pdf = await download(a.browser, '/api/reports/compliance.pdf');
    expect(pdf.pages).toBeGreaterThan(3);
    const footers = [
      ...pdf.layout.matchAll(/Generated \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC · Page (\d+) of (\d+)/g),
    ];
    expect(footers.map((match) => Number(match[1]))).toEqual([...Array(pdf.pages)].map((_, i) => i + 1));
    expect(new Set(footers.map((match) => Number(match[2])))).toEqual(new Set([pdf.pages]));
    expect(pdf.text).toContain(`Page 1 of ${pdf.pages}`);
  });

  it('is accessible: tagged, titled, in a declared language, real text', async () => {
    const pdf = await download(a.browser, '/api/reports/compliance.pdf');
    expect(pdf.info).toMatch(/^Tagged:\s+yes$/m);
    expect(pdf.info).toMatch(
      new RegExp(`^Title:\\s+CMMC Level 1 Compliance Assessment: ${a.businessName}$`, 'm'),
    );
    // The catalog's entries are plain (not compressed) objects.
    const raw = pdf.bytes.toString('latin1');
    expect(raw).toContain('/Lang (en-US)');
    expect(raw).toContain('/DisplayDocTitle true');
    expect(raw).toContain('/StructTreeRoot');
    // A page renders (what an auditor looks at): pdftoppm, as the issue asks.
    const prefix = path.join(tmp, 'page');
    execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', pdf.file, prefix]);
    const png = fs.readdirSync(tmp).find((name) => name.startsWith('page') && name.endsWith('.png'));
    expect(fs.statSync(path.join(tmp, png!)).size).toBeGreaterThan(10_000);
  });

  it('tells an organization that has done nothing where it stands', async () => {
    const pdf = await download(b.browser, '/api/reports/compliance.pdf');
    expect(pdf.text).toContain(b.businessName);
    expect(pdf.text).not.toContain(a.businessName);
    expect(pdf.text).toContain('Level 1 result: NOT MET: 0 of 15 requirements met');
    expect(pdf.text).toContain('Not affirmed: assessment cycle 1 has not been affirmed.');
    expect(pdf.text).toContain('No evidence files have been uploaded.');
    expect(pdf.text).toContain('CAGE codes None recorded');
  });
});

/** A progress rating of document 2, as the PDF once printed it beside MET: "12% (Critical)". */
const RATING = /\d+% \((Excellent|Good|Needs Improvement|Critical)\)/;
const NOTICE = 'a self-assessment record, not a DoD or C3PAO assessment; SPRS is the official record';

describe.skipIf(!POPPLER)('the compliance report PDF says what it is and lets the findings lead', () => {
  it('says before the result that it is a self-assessment record and SPRS the official record', async () => {
    const pdf = await download(a.browser, '/api/reports/compliance.pdf');
    expect(pdf.text).toContain(`This report is ${NOTICE}.`);
    expect(pdf.text).toContain('makes the binding affirmation in SPRS (32 CFR 170.22(b))');
    expect(pdf.text.indexOf(NOTICE)).toBeLessThan(pdf.text.indexOf('Level 1 result:'));
    // Every page's footer names it a self-assessment record too.
    const footers = pdf.layout.match(new RegExp(`Self-assessment record · ${a.businessName}`, 'g'));
    expect(footers).toHaveLength(pdf.pages);
  });

  it('prints the FAR 52.204-21(b)(1) text of each of the 15 requirements beside its result', async () => {
    const pdf = await download(a.browser, '/api/reports/compliance.pdf');
    expect(REQUIREMENTS).toHaveLength(15);
    for (const { id, farReference, text } of REQUIREMENTS) {
      expect(pdf.text).toContain(
        `Requirement ${id} (FAR ${farReference}): MET FAR 52.204-21(b)(1) text: "${text}"`,
      );
    }
  });

  it('never prints a progress rating or a "Status" mark once objectives are assessed', async () => {
    // A: every objective assessed and MET, but only 2 of the 17 controls marked completed.
    const pdf = await download(a.browser, '/api/reports/compliance.pdf');
    expect(pdf.text).toContain('Level 1 result: MET');
    expect(pdf.text).toContain('Objectives MET or N/A 59 of 59');
    expect(pdf.text).toContain('AC - Access Control 19 of 19 4 of 4');
    expect(pdf.text).not.toMatch(RATING);
    expect(pdf.text).not.toContain('Status: Not Started');
    expect(pdf.text).not.toContain('Status: Completed');
    expect(pdf.text).not.toContain('controls completed');
  });

  it('shows the progress of the status marks only while no objective is assessed, beside NOT MET', async () => {
    const pdf = await download(b.browser, '/api/reports/compliance.pdf');
    expect(pdf.text).toContain('Level 1 result: NOT MET: 0 of 15 requirements');
    expect(pdf.text).toContain('Overall progress 0% (Critical): 0 of 17 controls completed');
    expect(pdf.text).toContain('Status: Not Started');
    expect(pdf.text).not.toMatch(/Level 1 result: MET/);
  });

  it('never shows a business that holds CUI a plain MET: Level 1 cannot cover it', async () => {
    const pdf = await download(c.browser, '/api/reports/compliance.pdf');
    expect(pdf.text).toContain('Level 1 result: MET, not affirmable at Level 1 (the business holds CUI)');
    expect(pdf.text).not.toMatch(/Level 1 result: MET(?!, not affirmable at Level 1)/);
    expect(pdf.text).toContain(
      'Level 1 covers Federal Contract Information only (32 CFR 170.14(c)(2)): it cannot cover the CUI, and this result cannot be affirmed at Level 1.',
    );
    expect(pdf.text).toContain(
      'FCI-or-CUI check The business holds CUI (controlled unclassified information): Level 1 cannot cover it, and the result cannot be affirmed at Level 1.',
    );
    expect(pdf.text).not.toContain('Federal Contract Information only, no CUI');
    expect(pdf.text).not.toMatch(RATING);
  });
});

describe('who may download which report', () => {
  const staffPaths = (id: string) => [
    `/api/auditor/clients/${id}/reports/compliance.pdf`,
    `/api/admin/organizations/${id}/reports/compliance.pdf`,
  ];

  it.skipIf(!POPPLER)("gives auditors and the admin console any client's report", async () => {
    const fromAuditor = await download(auditor, staffPaths(a.id)[0]!);
    expect(fromAuditor.text).toContain(a.businessName);
    expect(fromAuditor.text).toContain('IA.L1-3.5.1 Rejected');
    const fromConsole = await download(adminConsole, staffPaths(a.id)[1]!);
    expect(fromConsole.text).toContain(a.businessName);
  });

  it('refuses clients the staff routes, and staff the own route', async ({ app }) => {
    const [auditorRoute, consoleRoute] = staffPaths(a.id);
    expect((await b.browser.get(auditorRoute!)).status).toBe(403);
    expect((await b.browser.get(consoleRoute!)).status).toBe(401);
    expect((await a.browser.get(auditorRoute!)).status).toBe(403);
    expect((await auditor.get(consoleRoute!)).status).toBe(401);
    expect((await auditor.call(routes.compliancePdf)).status).toBe(403);
    expect((await new HttpClient(app.baseUrl).call(routes.compliancePdf)).status).toBe(401);
  });

  it('answers 404 for what is not a client organization', async () => {
    const auditorId = (await auditor.call(routes.currentUser)).json.id as string;
    for (const id of [auditorId, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      for (const [index, url] of staffPaths(id).entries()) {
        const response = await (index === 0 ? auditor : adminConsole).get(url);
        expect(response.status, url).toBe(404);
        expect(response.json.message).toBe('Client not found');
      }
    }
  });
});

describe.skipIf(!POPPLER)('the compliance report at Level 2 (issue 26)', () => {
  it('leads with the self-assessed score and status, lists the deductions and the POA&M, and each of the 110 with its statement', async ({
    app,
  }) => {
    const d = await newClient(app);
    await ok(d.browser.call(routes.updateOrganization, { body: { targetLevel: 2 } }));
    await meetEverything(d.browser);
    const save = (objectiveId: string, body: SaveFindingInput) =>
      ok(d.browser.call(routes.saveFinding, { params: { objectiveId }, body }));
    await save('AC.L2-3.1.3[b]', { finding: 'not_met' });
    await save('SC.L2-3.13.11[a]', { finding: 'not_met', partial: 'not_fips_validated' });
    await ok(
      d.browser.call(routes.createPoamItem, {
        body: { requirementId: 'AC.L2-3.1.3', plannedCompletion: '2027-01-31' },
      }),
    );
    const pdf = await download(d.browser, '/api/reports/compliance.pdf');
    if (process.env.KEEP_LEVEL2_PDF) fs.copyFileSync(pdf.file, process.env.KEEP_LEVEL2_PDF);
    expect(pdf.text).toContain('CMMC Level 2 (Self) Compliance Assessment');
    // 110 - 1 (3.1.3) - 3 (3.13.11 not FIPS-validated) = 106; 3.1.3 on an allowed POA&M, 3.13.11 not.
    expect(pdf.text).toContain('Your self-assessed SPRS score: 106 of 110 · No CMMC Status');
    expect(pdf.text).toContain('Score deductions');
    expect(pdf.text).toMatch(/SC\.L2-3\.13\.11 3 NOT MET \(\[a\]\), partial credit/);
    expect(pdf.text).toContain('Partial credit: Cryptography protects CUI but is not');
    expect(pdf.text).toContain(
      'NIST SP 800-171 Rev 2, 3.13.11: "Employ FIPS-validated cryptography when used to protect the confidentiality of CUI."',
    );
    expect(pdf.text).toContain('AC.L2-3.1.3 AC.L2-3.1.3 Control CUI Flow: NOT MET: [b] Jan 31, 2027 — Open');
    // Only the practices an auditor has judged are listed at Level 2: none here.
    expect(pdf.text).toContain('No requirement has an auditor verdict yet.');
    expect(pdf.text).not.toContain('FAR 52.204-21');
    expect(pdf.text).not.toContain('Level 1 result');
    expect(pdf.pages).toBeGreaterThan(20);
  }, 120_000);
});
