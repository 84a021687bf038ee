import { eq } from 'drizzle-orm';
import mammoth from 'mammoth';
import { describe, expect } from 'vitest';
import { routes } from '../../src/contract/routes';
import { INTERCONNECTIONS_MAX } from '../../src/contract/ssp-people';
import { activityLog, assessmentCycles } from '../../src/server/db/schema';
import { it } from '../support/api-test';
import { newClient, registration } from '../support/factories';
import { HttpClient } from '../support/http-client';
import type { TestApp } from '../support/test-app';
import { uploadEvidence } from '../support/world';

/*
 * The plan's people and system (issue 40 item 4, D36), on the open cycle with the scope: system
 * owner, security contact and affirming official (members), counts of users and privileged users,
 * hardware and software lists or inventory files, the network diagram (an evidence file), and the
 * interconnections. A member who leaves is no longer named.
 */

async function join(
  app: TestApp,
  owner: HttpClient,
  role: 'editor' | 'viewer',
  options: { canAffirm?: boolean; firstName: string; lastName: string },
) {
  const form = registration({ firstName: options.firstName, lastName: options.lastName });
  const invited = await owner.ok(routes.invite, {
    body: { email: form.email, role, ...(options.canAffirm ? { canAffirm: true } : {}) },
  });
  const browser = new HttpClient(app.baseUrl);
  const { businessName: _name, industry: _industry, businessNumber: _number, ...personal } = form;
  const token = decodeURIComponent(invited.acceptUrl.split('/invite/')[1]!);
  const joined = await browser.call(routes.register, { body: { ...personal, invitationToken: token } });
  expect(joined.status, joined.text).toBe(201);
  return { browser, id: (joined.json as { id: string }).id };
}

const saveScope = (browser: HttpClient, body: Record<string, unknown>) =>
  browser.call(routes.saveScope, { body: body as never });

const CONNECTION = {
  system: 'Supplier portal',
  otherParty: 'Acme Aerospace (prime)',
  kind: 'Web browser over TLS',
  agreement: 'Subcontract clause 12',
  data: 'CUI drawings, both ways',
};

async function openCycle(app: TestApp, organizationId: string) {
  const rows = await app.db
    .select()
    .from(assessmentCycles)
    .where(eq(assessmentCycles.organizationId, organizationId));
  return rows.find((row) => row.affirmedAt === null)!;
}

describe("the plan's people and system", () => {
  it('names members, counts, inventories, a diagram and interconnections', async ({ app, client }) => {
    const editor = await join(app, client.browser, 'editor', {
      canAffirm: true,
      firstName: 'Eve',
      lastName: 'Editor',
    });
    const diagram = await uploadEvidence(client.browser);
    const hardware = await uploadEvidence(client.browser, 'AC.L1-3.1.2');
    const saved = await saveScope(client.browser, {
      systemOwnerUserId: client.user.id,
      securityContactUserId: editor.id,
      affirmingOfficialUserId: editor.id,
      userCount: 12,
      privilegedUserCount: 2,
      hardwareList: '  10 Dell laptops; 1 file server  ',
      softwareList: 'Microsoft 365 GCC High; SolidWorks 2025',
      hardwareEvidenceId: hardware,
      diagramEvidenceId: diagram,
      interconnections: [CONNECTION, { ...CONNECTION, system: 'Payroll', agreement: undefined }],
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.scope).toMatchObject({
      systemOwnerUserId: client.user.id,
      securityContactUserId: editor.id,
      affirmingOfficialUserId: editor.id,
      userCount: 12,
      privilegedUserCount: 2,
      hardwareList: '10 Dell laptops; 1 file server',
      hardwareEvidenceId: hardware,
      softwareEvidenceId: null,
      diagramEvidenceId: diagram,
      interconnections: [CONNECTION, { ...CONNECTION, system: 'Payroll', agreement: '' }],
    });
    // Other fields sent alone keep these.
    const kept = await client.browser.ok(routes.saveScope, { body: { boundary: 'The office.' } });
    expect(kept.scope.userCount).toBe(12);
    expect(kept.scope.interconnections).toHaveLength(2);
    // Cleared with null and an empty list.
    const cleared = await client.browser.ok(routes.saveScope, {
      body: { diagramEvidenceId: null, interconnections: [], privilegedUserCount: null },
    });
    expect(cleared.scope).toMatchObject({
      diagramEvidenceId: null,
      interconnections: [],
      privilegedUserCount: null,
    });
  });

  it('refuses people who are not members, files not the organization’s, and counts that do not add up', async ({
    app,
    client,
  }) => {
    const viewer = await join(app, client.browser, 'viewer', { firstName: 'Vic', lastName: 'Viewer' });
    const editor = await join(app, client.browser, 'editor', { firstName: 'Ed', lastName: 'Noaffirm' });
    const stranger = await newClient(app);
    const theirFile = await uploadEvidence(stranger.browser);
    const connections = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ ...CONNECTION, system: `S${i}` }));
    const cases: [Record<string, unknown>, string][] = [
      [{ systemOwnerUserId: stranger.id }, 'systemOwnerUserId'],
      [{ securityContactUserId: 'nobody' }, 'securityContactUserId'],
      [{ affirmingOfficialUserId: viewer.id }, 'affirmingOfficialUserId'],
      [{ affirmingOfficialUserId: editor.id }, 'affirmingOfficialUserId'],
      [{ userCount: -1 }, 'userCount'],
      [{ userCount: 1.5 }, 'userCount'],
      [{ userCount: '12' }, 'userCount'],
      [{ userCount: 3, privilegedUserCount: 4 }, 'privilegedUserCount'],
      [{ hardwareList: 'x'.repeat(5001) }, 'hardwareList'],
      [{ diagramEvidenceId: theirFile }, 'diagramEvidenceId'],
      [{ softwareEvidenceId: 'not-a-file' }, 'softwareEvidenceId'],
      [{ interconnections: [{ ...CONNECTION, system: ' ' }] }, 'interconnections.0.system'],
      [{ interconnections: [{ ...CONNECTION, data: 'x'.repeat(1001) }] }, 'interconnections.0.data'],
      [{ interconnections: [{ ...CONNECTION, kind: undefined }] }, 'interconnections.0.kind'],
      [{ interconnections: connections(INTERCONNECTIONS_MAX + 1) }, 'interconnections'],
      [{ interconnections: 'none' }, 'interconnections'],
    ];
    for (const [body, field] of cases) {
      const answer = await saveScope(client.browser, body);
      expect(answer.status, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(Object.keys(answer.json.errors ?? {}), JSON.stringify(body).slice(0, 200)).toContain(field);
    }
    // The privileged users are checked against the users stored: 3 users stored, 4 privileged sent.
    await client.browser.ok(routes.saveScope, { body: { userCount: 3 } });
    const over = await saveScope(client.browser, { privilegedUserCount: 4 });
    expect(over.status).toBe(400);
    expect(over.json.errors.privilegedUserCount).toContain('at most the number of users');
    expect((await openCycle(app, client.user.id)).privilegedUserCount).toBeNull();
    // A viewer reads, never writes.
    expect((await saveScope(viewer.browser, { userCount: 5 })).status).toBe(403);
  });

  it('clears the roles of a member who leaves, and the affirming official who may no longer affirm', async ({
    app,
    client,
  }) => {
    const eve = await join(app, client.browser, 'editor', {
      canAffirm: true,
      firstName: 'Eve',
      lastName: 'Editor',
    });
    const sam = await join(app, client.browser, 'editor', {
      canAffirm: true,
      firstName: 'Sam',
      lastName: 'Second',
    });
    await client.browser.ok(routes.saveScope, {
      body: {
        systemOwnerUserId: eve.id,
        securityContactUserId: eve.id,
        affirmingOfficialUserId: sam.id,
      },
    });
    // Sam may no longer affirm: no longer the affirming official; Eve's roles stay.
    await client.browser.ok(routes.updateMember, { params: { userId: sam.id }, body: { canAffirm: false } });
    let cycle = await openCycle(app, client.user.id);
    expect([cycle.systemOwnerUserId, cycle.securityContactUserId, cycle.affirmingOfficialUserId]).toEqual([
      eve.id,
      eve.id,
      null,
    ]);
    // Eve is removed: both her roles are cleared, in the removal's transaction, and the entry says so.
    const removed = await client.browser.call(routes.removeMember, { params: { userId: eve.id } });
    expect(removed.status).toBeLessThan(300);
    cycle = await openCycle(app, client.user.id);
    expect([cycle.systemOwnerUserId, cycle.securityContactUserId]).toEqual([null, null]);
    const entries = await app.db
      .select({ description: activityLog.description, metadata: activityLog.metadata })
      .from(activityLog)
      .where(eq(activityLog.organizationId, client.user.id));
    expect(entries.map((entry) => entry.description)).toContain(
      'Removed Eve Editor from the organization; no longer system owner, security contact in the plan',
    );
    // Naming a former member is refused.
    const again = await saveScope(client.browser, { systemOwnerUserId: eve.id });
    expect(again.status).toBe(400);
  });

  it('a removal racing saves that name the member: never named once gone, never a 500', async ({
    app,
    client,
  }) => {
    for (let round = 0; round < 4; round++) {
      const member = await join(app, client.browser, 'editor', {
        canAffirm: true,
        firstName: 'Racer',
        lastName: `Number${round}`,
      });
      const saves = Array.from({ length: 6 }, (_, i) =>
        saveScope(client.browser, {
          systemOwnerUserId: member.id,
          securityContactUserId: member.id,
          affirmingOfficialUserId: member.id,
          userCount: 10 + i,
        }),
      );
      const removal = client.browser.call(routes.removeMember, { params: { userId: member.id } });
      const answers = await Promise.all([...saves, removal]);
      for (const answer of answers)
        expect([200, 204, 400], answer.text.slice(0, 200)).toContain(answer.status);
      const cycle = await openCycle(app, client.user.id);
      expect([cycle.systemOwnerUserId, cycle.securityContactUserId, cycle.affirmingOfficialUserId]).toEqual([
        null,
        null,
        null,
      ]);
    }
  });

  it('shows the people, the diagram, the interconnections and the N/A approvals in the plan', async ({
    app,
    client,
  }) => {
    const eve = await join(app, client.browser, 'editor', {
      canAffirm: true,
      firstName: 'Eve',
      lastName: 'Editor',
    });
    const diagram = await uploadEvidence(client.browser);
    await client.browser.ok(routes.saveScope, {
      body: {
        systemOwnerUserId: client.user.id,
        securityContactUserId: eve.id,
        affirmingOfficialUserId: eve.id,
        userCount: 12,
        privilegedUserCount: 2,
        softwareList: 'SolidWorks 2025',
        diagramEvidenceId: diagram,
        interconnections: [CONNECTION],
      },
    });
    const controls = await client.browser.ok(routes.controls, { query: { level: '1' } });
    const na = controls.find((control) => control.id === 'SC.L1-3.13.5')!;
    for (const objective of na.objectives)
      await client.browser.ok(routes.saveFinding, {
        params: { objectiveId: objective.id },
        body: { finding: 'not_applicable', justification: 'Nothing public.' },
      });
    await client.browser.ok(routes.approveNotApplicable, { params: { requirementId: na.id } });
    await client.browser.ok(routes.saveSspRequirement, {
      params: { requirementId: 'IA.L1-3.5.1' },
      body: { responsibleRole: 'IT administrator' },
    });
    const response = await client.browser.get('/api/reports/ssp.docx');
    expect(response.status, response.text.slice(0, 200)).toBe(200);
    const { value: html } = await mammoth.convertToHtml({ buffer: response.bytes });
    const text = html
      .replace(/<[^>]+>/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ');
    const owner = `${client.form.firstName} ${client.form.lastName}`;
    expect(text).toContain('1. System identification');
    expect(text).toContain(`System owner ${owner}`);
    expect(text).toContain('Security contact Eve Editor');
    expect(text).toContain('Affirming official (32 CFR 170.22) Eve Editor');
    expect(text).toContain('Privileged users 2');
    expect(text).toContain('The diagram is the evidence file policy.pdf.');
    expect(text).toContain(
      'Supplier portal Acme Aerospace (prime) Web browser over TLS Subcontract clause 12',
    );
    expect(text).toMatch(new RegExp(`Approved as not applicable \\(3\\.12\\.4\\[d\\]\\) ${owner}, `));
    expect(text).toContain('Status in the plan Not applicable');
    expect(text).toContain('Responsible role IT administrator');
  });
});
