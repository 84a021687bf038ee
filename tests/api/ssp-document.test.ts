import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { routes } from '../../src/contract/routes';
import { activityLog } from '../../src/server/db/schema';
import { meetEverything } from '../support/affirmation';
import { it } from '../support/api-test';
import { registerClient, registration } from '../support/factories';
import { HttpClient } from '../support/http-client';
import { docx, pdf, POPPLER, SOFFICE, pdfText, tmpFolder } from '../support/plan-files';
import { createConsoleAdmin, createStaff } from '../support/staff';
import type { TestApp } from '../support/test-app';
import { uploadEvidence } from '../support/world';
import { evidenceForm } from '../support/evidence-files';
import { deflateSync, crc32 } from 'node:zlib';
import { unzipSync } from 'fflate';

/*
 * The system security plan as a document (issue 27 items 2 and 5, D32): generated from the
 * organization's records as DOCX and PDF, read back the way its reader would (mammoth for the
 * Word file, poppler's pdftotext for the PDF, LibreOffice where installed). Downloading it records
 * nothing (D36): the revision it shows is the one an owner approved (tests/api/ssp-revisions.test.ts).
 */

const STATEMENT = 'Only named accounts in our Microsoft 365 tenant; Eve reviews the list every quarter.';
const BOUNDARY = 'The Microsoft 365 tenant and the two office laptops; the shop floor is outside.';

interface Member {
  browser: HttpClient;
  id: string;
}

async function ok(response: Promise<{ status: number; text: string; json: any }>) {
  const answer = await response;
  expect(answer.status, answer.text.slice(0, 300)).toBeLessThan(300);
  return answer.json;
}

/** A member of `owner`'s organization in `role`, joined through an invitation. */
async function join(
  app: TestApp,
  owner: HttpClient,
  role: 'editor' | 'viewer',
  firstName: string,
  lastName: string,
) {
  const form = registration({ firstName, lastName });
  const invited = await ok(owner.call(routes.invite, { body: { email: form.email, role } }));
  const browser = new HttpClient(app.baseUrl);
  const { businessName: _name, industry: _industry, businessNumber: _number, ...personal } = form;
  const token = decodeURIComponent((invited.acceptUrl as string).split('/invite/')[1]!);
  const joined = await ok(browser.call(routes.register, { body: { ...personal, invitationToken: token } }));
  return { browser, id: joined.id as string };
}

const save = (browser: HttpClient, objectiveId: string, body: Record<string, unknown>) =>
  ok(browser.call(routes.saveFinding, { params: { objectiveId }, body: body as never }));

/** A 400 x 200 PNG in two colours: the network diagram the plan draws (D36, issue 40 item 6). */
function diagramPng(): Buffer {
  const width = 400;
  const height = 200;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set(x < width / 2 ? [30, 90, 160] : [200, 90, 40], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The plan's numbered parts, in the order of NIST's SP 800-171 SSP template (D36, item 6). */
const PARTS = [
  '1. System identification',
  '2. System environment',
  '3. Assets by category (32 CFR 170.19)',
  '4. External service providers',
  '5. Interconnections (3.12.4[f])',
  '6. Roles and responsibilities',
  '7. Requirements and their implementation',
  '8. Self-assessment summary',
  '9. Record of changes',
];

/** Each part's heading found once, after the one before it. */
function expectInOrder(text: string, headings: string[]) {
  let at = 0;
  for (const heading of headings) {
    const found = text.indexOf(heading, at);
    expect(found, `${heading} after position ${at}`).toBeGreaterThanOrEqual(0);
    at = found + heading.length;
  }
}

/** The Level 2 organization of the tests: what its plan is made of. */
interface Level2Org {
  owner: Member;
  editor: Member;
  viewer: Member;
  businessName: string;
  sha256: string;
  systems: { id: string; name: string }[];
}

async function level2Organization(app: TestApp): Promise<Level2Org> {
  const browser = new HttpClient(app.baseUrl);
  const { user, form } = await registerClient(browser, { businessName: `Acme Machining ${Date.now()}` });
  await ok(browser.call(routes.updateOrganization, { body: { targetLevel: 2 } }));
  const editor = await join(app, browser, 'editor', 'Eve', 'Editor');
  const viewer = await join(app, browser, 'viewer', 'Vic', 'Viewer');
  // The tenant's FedRAMP standing is its provider's (D36).
  const microsoft = await ok(
    browser.call(routes.createProvider, {
      body: { name: 'Microsoft', kind: 'csp', handlesCui: true, fedrampStatus: 'authorized' },
    }),
  );
  const diagram = await ok(
    browser.call(routes.uploadEvidenceDirect, {
      body: evidenceForm('AC.L2-3.1.1', 'network-diagram.png', diagramPng(), 'image/png'),
    }),
  );
  const scope = await ok(
    browser.call(routes.saveScope, {
      body: {
        diagramEvidenceId: diagram.id,
        systemOwnerUserId: user.id,
        securityContactUserId: editor.id,
        userCount: 9,
        privilegedUserCount: 2,
        hardwareList: 'Two Dell Latitude 5450 laptops; one FortiGate 40F firewall.',
        fciDescription: 'Drawings marked CUI from two primes, kept in SharePoint only.',
        systems: [
          {
            name: 'Microsoft 365 GCC High',
            kind: 'cloud_service',
            description: 'E-mail and files',
            category: 'cui',
            hostingProviderId: microsoft.id,
          },
          {
            name: 'Office laptops',
            kind: 'endpoints',
            description: 'Two Windows 11 laptops',
            category: 'cui',
            count: 2,
            location: 'Office, and home over the VPN',
            owner: 'Office manager',
          },
          {
            name: 'FortiGate firewall',
            kind: 'network',
            description: 'The office firewall and VPN',
            category: 'security_protection',
            location: 'Office rack',
          },
        ],
        people: 'Owner, one engineer, one office manager.',
        facilities: 'One office and shop at 12 Main St.',
        serviceProviders: 'Acme IT manages the laptops and the firewall; Microsoft runs the tenant.',
        specializedAssets: 'Two CNC mills on their own network.',
        cageCodes: ['1ABC2'],
        systemName: 'Acme CUI enclave',
        systemPurpose: 'Machining parts for DoD primes.',
        boundary: BOUNDARY,
        environment: 'A leased office; the laptops also work from home.',
        connections: 'The prime contractor portal, by browser only.',
        enduringExceptions: [
          {
            requirementId: 'SI.L2-3.14.2',
            description: 'The CNC controllers cannot run antivirus.',
            mitigations: 'They sit on their own network, with no route to the office network.',
          },
        ],
        sspReviewMonths: 12,
      },
    }),
  );
  const systems = scope.scope.systems as { id: string; name: string }[];
  await meetEverything(browser);
  // A NOT MET on the POA&M, an N/A with its justification, an enduring exception.
  await save(browser, 'AC.L2-3.1.3[b]', { finding: 'not_met', note: 'The firewall lets everything out.' });
  await save(browser, 'AC.L2-3.1.22[a]', {
    finding: 'not_applicable',
    justification: 'We publish nothing on public systems.',
  });
  await save(browser, 'SI.L2-3.14.2[a]', {
    finding: 'not_met',
    basis: 'enduring_exception',
    basisDescription: 'The CNC controllers cannot run antivirus; they sit on their own network.',
  });
  await save(browser, 'AC.L2-3.1.1[a]', {
    finding: 'met',
    methods: ['examine', 'interview'],
    note: 'User list checked against the HR roster.',
  });
  await ok(
    browser.call(routes.createPoamItem, {
      body: {
        requirementId: 'AC.L2-3.1.3',
        plannedCompletion: '2027-01-31',
        milestones: [{ text: 'Outbound rules written', due: '2026-12-15' }],
        responsibleUserId: editor.id,
      },
    }),
  );
  await ok(
    browser.call(routes.saveImplementation, {
      body: {
        controlId: 'AC.L2-3.1.1',
        status: 'completed',
        implementationStatement: STATEMENT,
        responsibleUserId: editor.id,
        systemIds: systems.map((system) => system.id),
      },
    }),
  );
  const evidenceId = await uploadEvidence(browser, 'AC.L2-3.1.1');
  const files = (await ok(browser.call(routes.evidence))) as { id: string; sha256: string | null }[];
  const sha256 = files.find((file) => file.id === evidenceId)!.sha256!;
  expect(sha256).toMatch(/^[0-9a-f]{64}$/);
  return {
    owner: { browser, id: user.id },
    editor,
    viewer,
    businessName: form.businessName,
    sha256,
    systems,
  };
}

/** The organization's approved revisions, newest first, and its activity entries of the plan. */
async function planRecords(app: TestApp, browser: HttpClient, organizationId: string) {
  const revisions = (await browser.ok(routes.sspRevisions)) as { version: string }[];
  const entries = await app.db
    .select({ action: activityLog.action })
    .from(activityLog)
    .where(eq(activityLog.organizationId, organizationId));
  return {
    revisions: revisions.map((revision) => revision.version),
    planEntries: entries.filter((entry) => entry.action.startsWith('ssp_')).length,
  };
}

/** The cover's version row of a plan whose latest approved revision is 1.0, by the owner. */
const APPROVED_1 = /Version 1\.0, approved \w{3} \d{2}, \d{4} by Dana Reyes/;

/** The 110 Level 2 requirement ids, from the catalog the API serves. */
async function level2Ids(browser: HttpClient): Promise<string[]> {
  const controls = (await ok(browser.call(routes.controls, { query: { level: '2' } }))) as { id: string }[];
  expect(controls).toHaveLength(110);
  return controls.map((control) => control.id);
}

/** Whether `text` names the requirement `id` as its own (not as the start of 3.1.10). */
const names = (text: string, id: string) => new RegExp(`${id.replace(/\./g, '\\.')}(?![0-9])`).test(text);

describe('the Level 2 plan', () => {
  let org: Level2Org;
  let ids: string[];
  it.beforeAll(async ({ app }) => {
    org = await level2Organization(app);
    ids = await level2Ids(org.owner.browser);
  }, 180_000);

  it('as DOCX: real headings, tables with header rows, every requirement and what the records hold', async ({
    app,
  }) => {
    const before = await planRecords(app, org.owner.browser, org.owner.id);
    const doc = await docx(org.owner.browser, '/api/reports/ssp.docx');
    // Word's own heading styles, so that the navigation pane and a table of contents find them.
    expect(doc.xml).toContain('<w:pStyle w:val="Heading1"/>');
    expect(doc.xml).toContain('<w:pStyle w:val="Heading4"/>');
    expect(doc.xml).toContain('<w:tblHeader/>');
    expect(doc.html).toContain('<h1>System Security Plan</h1>');
    // The parts in the order of NIST's SP 800-171 SSP template (D36, issue 40 item 6).
    const h2 = [...doc.html.matchAll(/<h2>([^<]+)<\/h2>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
    expect(h2).toEqual(['Approval', ...PARTS]);
    expect(doc.html).toContain('<h3>Enduring exceptions</h3>');
    expect(doc.html).toContain('<h3>CUI Assets</h3>');
    expect(doc.html).toContain('<h3>Security Protection Assets</h3>');
    expect(doc.html).toContain('<h3>Microsoft</h3>');
    // The PNG diagram is drawn into the document, with its text alternative.
    expect(
      Object.keys(unzipSync(new Uint8Array(doc.bytes))).some((name) => /^word\/media\/.+\.png$/.test(name)),
    ).toBe(true);
    expect(doc.xml).toContain(
      'descr="The network and data-flow diagram of the system (evidence file network-diagram.png)."',
    );
    expect(doc.text).toContain('The evidence file network-diagram.png.');
    expect(doc.html).toContain('<h3>Access Control (AC)</h3>');
    expect(doc.html).toMatch(/<h4>AC\.L2-3\.1\.1 [^<]+<\/h4>/);
    expect(doc.html).toContain('<th><p><strong>Objective</strong></p></th>');

    // The cover: organization, system, level, the approved version, date, who generated it, the approval.
    expect(doc.text).toContain(org.businessName);
    expect(doc.text).toContain('System Acme CUI enclave');
    expect(doc.text).toContain(
      'CMMC level Level 2 (Self): the 110 requirements of NIST SP 800-171 Rev 2, 32 CFR 170.16',
    );
    // meetEverything completed the plan and had the owner approve it as 1.0 (tests/support/ssp-plan.ts).
    expect(doc.text).toMatch(APPROVED_1);
    expect(doc.text).toContain('Generated by Dana Reyes (owner)');
    expect(doc.text).toContain('must review it and correct or complete it');
    expect(doc.text).toMatch(
      /Approval The latest revision approved by an owner of the organization \(revision 1\): Version 1\.0 Approved on \w{3} \d{2}, \d{4} Approved by Dana Reyes What changed The plan as the test wrote it/,
    );
    // The score summary near the front: 3.1.3 NOT MET (1 point) leaves 109; the exception counts as MET.
    expect(doc.text).toContain('Self-assessed SPRS score: 109 of 110');
    expect(doc.text.indexOf('7. Requirements')).toBeLessThan(doc.text.indexOf('Self-assessed SPRS score'));
    // Identification: the system, its owner and contact, the counts; the security roles in part 6.
    expect(doc.text).toContain('System name Acme CUI enclave Organization');
    expect(doc.text).toContain('CAGE codes 1ABC2');
    expect(doc.text).toContain('System owner Dana Reyes Security contact Eve Editor');
    expect(doc.text).toContain('Users 9 Privileged users 2');
    expect(doc.text).toContain('Two Dell Latitude 5450 laptops; one FortiGate 40F firewall.');
    expect(doc.text).toContain(
      'Office laptops Two Windows 11 laptops Computers and phones 2 Office, and home over the VPN Office manager',
    );

    // Every requirement, by its id, and the records of AC.L2-3.1.1.
    for (const id of ids) expect(names(doc.text, id), id).toBe(true);
    expect(doc.text).toContain(STATEMENT);
    expect(doc.text).toMatch(/Responsible Eve Editor/);
    expect(doc.text).toContain('Systems Microsoft 365 GCC High, Office laptops');
    expect(doc.text).toContain('User list checked against the HR roster.');
    expect(doc.compact).toContain(org.sha256);
    expect(doc.text).toContain('policy.pdf');
    // Every other requirement has the statement the plan needs for 3.12.4[e] (D35: meetEverything
    // completes the plan before a Level 2 result can be scored).
    expect(doc.text).toContain('How AC.L2-3.1.2 is met, in our words.');
    // Findings: MET, NOT MET, N/A with its justification, the enduring exception.
    expect(doc.text).toContain('Justification: We publish nothing on public systems.');
    expect(doc.text).toContain('The CNC controllers cannot run antivirus; they sit on their own network.');
    expect(doc.text).toContain(
      'MET (a NOT MET objective counts as MET by rule: enduring exception described in the SSP, 32 CFR 170.24(b)(1))',
    );
    // The POA&M item under its requirement and in the summary.
    expect(doc.text).toContain('Open, planned completion Jan 31, 2027');
    expect(doc.text).toContain('Dec 15, 2026: Outbound rules written');
    // Systems, connections, providers, roles.
    expect(doc.text).toContain(
      'Microsoft 365 GCC High E-mail and files Cloud service — — — Microsoft (FedRAMP Certified at the Moderate baseline or higher)',
    );
    expect(doc.text).toContain(
      'Kind Cloud service provider (CSP) Services Not described CUI Stores, processes or transmits CUI FedRAMP FedRAMP Certified at the Moderate baseline or higher Customer responsibility matrix None on file Hosts Microsoft 365 GCC High',
    );
    expect(doc.text).toContain(BOUNDARY);
    expect(doc.text).toContain('The prime contractor portal, by browser only.');
    expect(doc.text).toContain('Acme IT manages the laptops and the firewall');
    // Security roles, not the platform's: members' roles only in who keeps the plan.
    expect(doc.text).toContain(
      'Who keeps this plan in CMMC Readiness: Dana Reyes (owner), Eve Editor (editor).',
    );
    expect(doc.text).not.toContain('Vic Viewer');
    // The approved revision is in the history, with the stated frequency kept.
    expect(doc.text).toMatch(/1\.0 \w{3} \d{2}, \d{4} Dana Reyes Level 2 The plan as the test wrote it/);
    expect(doc.text).toContain(
      'Reviewed every 12 months (the frequency the organization defined, NIST SP 800-171A 3.12.4[g]).',
    );
    expect(doc.text).toMatch(/One revision has been approved, on \w{3} \d{2}, \d{4}\./);

    // The download recorded nothing: no revision, no activity entry (D36).
    expect(await planRecords(app, org.owner.browser, org.owner.id)).toEqual(before);
    expect(before.revisions).toEqual(['1.0']);
  });

  it.skipIf(!POPPLER)(
    'as PDF: the same content, tagged, every footer naming the approved version',
    async ({ app }) => {
      const before = await planRecords(app, org.owner.browser, org.owner.id);
      const doc = await pdf(org.editor.browser, '/api/reports/ssp.pdf');
      expect(doc.info).toMatch(/^Tagged:\s+yes$/m);
      expect(doc.info).toMatch(new RegExp(`^Title:\\s+System Security Plan: ${org.businessName}$`, 'm'));
      expect(doc.text).toContain('System Security Plan');
      expect(doc.text).toMatch(APPROVED_1);
      expect(doc.text).toContain('Generated by Eve Editor (editor)');
      for (const id of ids) expect(names(doc.text, id), id).toBe(true);
      expect(doc.text).toContain(STATEMENT);
      expect(doc.text).toContain('Self-assessed SPRS score: 109 of 110');
      // The hash on two lines of 32 digits.
      expect(doc.compact).toContain(org.sha256);
      // The parts in the template's order, and the PNG diagram drawn as an image.
      expectInOrder(doc.text, PARTS);
      const images = spawnSync('pdfimages', ['-list', doc.file], { encoding: 'utf8' });
      expect(images.status, images.stderr).toBe(0);
      expect(images.stdout).toMatch(/^\s*\d+\s+\d+\s+image\s+400\s+200\s/m);
      // The history: the approved revision, by the owner.
      expect(doc.text).toMatch(/1\.0 \w{3} \d{2}, \d{4} Dana Reyes Level 2/);
      // Every page's footer names the approved version and counts the pages.
      const footers = [...doc.layout.matchAll(/· Version (\S+)\s+Generated .* UTC · Page (\d+) of (\d+)/g)];
      expect(footers).toHaveLength(doc.pages);
      expect(new Set(footers.map((match) => match[1]))).toEqual(new Set(['1.0']));
      expect(doc.pages).toBeGreaterThan(20);
      expect(await planRecords(app, org.owner.browser, org.owner.id)).toEqual(before);
    },
  );

  // Four plans made in a row (owner, viewer, auditor, admin): a minute on a loaded two-core host.
  it('gives a viewer and staff the plan, saying who made the copy, and refuses anyone else', async ({
    app,
  }) => {
    const before = await planRecords(app, org.owner.browser, org.owner.id);

    const viewer = await docx(org.viewer.browser, '/api/reports/ssp.docx');
    expect(viewer.text).toMatch(APPROVED_1);
    expect(viewer.text).toContain('Generated by Vic Viewer (viewer)');

    const auditor = await createStaff(app, 'auditor');
    const staff = await docx(auditor, `/api/auditor/clients/${org.owner.id}/reports/ssp.docx`);
    expect(staff.text).toMatch(APPROVED_1);
    expect(staff.text).toContain('Copy made for review by the agency.');
    expect(staff.text).toMatch(/Copy made by \S+ \(auditor at the agency\)/);
    expect(staff.text).toContain(STATEMENT);
    // The history: the approved revision.
    expect(staff.text).toMatch(/1\.0 \w{3} \d{2}, \d{4} Dana Reyes Level 2/);

    const consoleAdmin = await createConsoleAdmin(app);
    const viaConsole = await docx(consoleAdmin, `/api/admin/organizations/${org.owner.id}/reports/ssp.docx`);
    expect(viaConsole.text).toMatch(/Copy made by \S+ \(administrator at the agency\) CAGE codes/);
    if (POPPLER) {
      const staffPdf = await pdf(auditor, `/api/auditor/clients/${org.owner.id}/reports/ssp.pdf`);
      expect(staffPdf.text).toContain('Copy made for review by the agency.');
      expect(staffPdf.layout).toMatch(/· Version 1\.0\s+Generated/);
    }

    // An administrator viewing the organization as its owner gets a copy too (D32, as D33 for the affirmation).
    const impersonating = await createConsoleAdmin(app);
    await ok(impersonating.call(routes.impersonate, { body: { userId: org.owner.id } }));
    const asOwner = await docx(impersonating, '/api/reports/ssp.docx');
    expect(asOwner.text).toContain('Copy made for review by the agency.');
    expect(asOwner.text).toContain('viewing the organization as Dana Reyes');

    expect(await planRecords(app, org.owner.browser, org.owner.id)).toEqual(before);

    // Another organization's owner cannot reach this plan; nobody signed out gets any.
    const stranger = new HttpClient(app.baseUrl);
    await registerClient(stranger);
    const refused = await stranger.get(`/api/auditor/clients/${org.owner.id}/reports/ssp.docx`);
    expect(refused.status).toBe(403);
    const own = await docx(stranger, '/api/reports/ssp.docx');
    expect(own.text).not.toContain(org.businessName);
    expect((await new HttpClient(app.baseUrl).get('/api/reports/ssp.pdf')).status).toBe(401);
    expect(
      (await auditor.get('/api/auditor/clients/5f0c7d2e-1111-4a1b-9c2d-3e4f5a6b7c8d/reports/ssp.pdf')).status,
    ).toBe(404);
  }, 180_000);

  it.skipIf(!SOFFICE || !POPPLER)(
    'opens in LibreOffice, which converts it to PDF with its content',
    async () => {
      const doc = await docx(org.viewer.browser, '/api/reports/ssp.docx');
      const tmp = tmpFolder();
      const file = path.join(tmp, 'plan.docx');
      fs.writeFileSync(file, doc.bytes);
      const converted = spawnSync(
        'soffice',
        [
          `-env:UserInstallation=file://${tmp}/lo-profile`,
          '--headless',
          '--convert-to',
          'pdf',
          '--outdir',
          tmp,
          file,
        ],
        { encoding: 'utf8', timeout: 170_000 },
      );
      expect(converted.status, converted.stderr).toBe(0);
      const out = pdfText(path.join(tmp, 'plan.pdf'));
      expect(out.text).toContain('System Security Plan');
      expect(out.text).toContain(STATEMENT);
      expect(names(out.text, 'SI.L2-3.14.7')).toBe(true);
      // The footer's fields are filled in: "Page 1 of N".
      expect(out.text).toMatch(new RegExp(`Page 1 of ${out.pages}`));
    },
    180_000,
  );
});

describe('the Level 1 plan', () => {
  it('groups the 17 practices under the 15 FAR requirements and says a plan is not required', async ({
    app,
  }) => {
    const browser = new HttpClient(app.baseUrl);
    await registerClient(browser);
    await ok(
      browser.call(routes.saveImplementation, {
        body: {
          controlId: 'IA.L1-3.5.1',
          status: 'in_progress',
          implementationStatement: 'Named accounts only.',
        },
      }),
    );
    const doc = await docx(browser, '/api/reports/ssp.docx');
    expect(doc.text).toContain(
      'CMMC level Level 1 (Self): the 15 requirements of FAR 52.204-21(b)(1), 32 CFR 170.15',
    );
    expect(doc.text).toContain('At Level 1 a system security plan is not required');
    expect(doc.text).toContain('System Not named yet');
    expect(doc.text).toContain('Level 1 result: NOT MET: 0 of 15 requirements met');
    expect(doc.text).not.toContain('SPRS score');
    expect(doc.text).toContain('Review frequency: not stated.');
    expect(doc.text).toContain('No assets are named in the scope yet.');
    expect(doc.text).toContain('Who keeps this plan in CMMC Readiness: Dana Reyes (owner).');
    expect(doc.text).toContain('Named accounts only.');
    const requirementHeadings = doc.html.match(
      /<h3>Requirement [A-Z]{2}\.L1-b\.1\.[ivx]+ \(FAR 52\.204-21\(b\)\(1\)\([ivx]+\)\)/g,
    );
    expect(requirementHeadings).toHaveLength(15);
    expect(doc.html.match(/<h4>[A-Z]{2}\.L1-3\.\d+\.\d+ /g)).toHaveLength(17);
    // Nobody approved it: a draft, and the download approved nothing (D36).
    expect(doc.text).toContain('Version Draft: no revision of this plan has been approved yet');
    expect(doc.text).toContain('No revision of this plan has been approved yet: this document is a draft.');
    expect(doc.text).toContain('No revision has been approved yet.');
    expect(await browser.ok(routes.sspRevisions)).toEqual([]);
    if (POPPLER) {
      const second = await pdf(browser, '/api/reports/ssp.pdf');
      expect(second.text).toContain('Version Draft: no revision of this plan has been approved yet');
      expect(second.layout).toMatch(/· Draft, no approved revision\s+Generated/);
      expect(second.text).toContain('FAR 52.204-21(b)(1) text: "Limit information system access');
    }
  });
});

describe('a plan with little in it', () => {
  it('says what is missing, and keeps odd characters from breaking either file', async ({ app }) => {
    const browser = new HttpClient(app.baseUrl);
    await registerClient(browser);
    await ok(browser.call(routes.updateOrganization, { body: { targetLevel: 2 } }));
    // Markup is the user's text like any other; a control character is dropped on the way in
    // (issue 38), NUL refused.
    const odd = 'Bell\u0007 rings; <b>tags</b> & "quotes" stay text; a rocket 🚀.';
    await ok(
      browser.call(routes.saveImplementation, {
        body: { controlId: 'AC.L2-3.1.2', status: 'in_progress', implementationStatement: odd },
      }),
    );
    const doc = await docx(browser, '/api/reports/ssp.docx');
    expect(doc.text).toContain(
      'Self-assessed SPRS score: none yet. Requirement 3.12.4 (the system security plan) is not found MET',
    );
    expect(doc.text).toContain('Review frequency: not stated. NIST SP 800-171A 3.12.4[g] asks');
    // (The bell was dropped when the statement was saved.)
    expect(doc.text.includes('Bell rings; <b>tags</b> & "quotes" stay text; a rocket 🚀.')).toBe(true);
    // NIST SP 800-171A 3.12.4: [b] the boundary, [c] the environment of operation (issue 40 item 1).
    expect(doc.text).toContain('System boundary (3.12.4[b]) Not described in the records yet.');
    expect(doc.text).toContain('Environment of operation (3.12.4[c])');
    expect(doc.text).toContain(
      'a plan describes [b] the system boundary, [c] the environment of operation, [f] the relationship ' +
        'with or connection to other systems (part 5), [e] how each requirement is implemented and [d] ' +
        'the requirements found not applicable (part 7).',
    );
    expect(doc.text).toContain('The 110 requirements of NIST SP 800-171 Rev 2 (NIST SP 800-171A 3.12.4[e]).');
    if (POPPLER) {
      const printed = await pdf(browser, '/api/reports/ssp.pdf');
      // The PDF's standard fonts have no rocket: it prints as "?" rather than a wrong glyph.
      expect(printed.text.includes('Bell rings; <b>tags</b> & "quotes" stay text; a rocket ?.')).toBe(true);
      expect(printed.text).toContain('Implementation status In Progress');
    }
  });
});
