import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { ORGANIZATION_HEADER } from '../../src/contract/constants';
import { routes } from '../../src/contract/routes';
import type { SspRequirementEntry } from '../../src/contract/ssp-requirements';
import { activityLog, controlImplementations, users } from '../../src/server/db/schema';
import { it } from '../support/api-test';
import { registerClient, registration } from '../support/factories';
import { createConsoleAdmin } from '../support/staff';
import { HttpClient } from '../support/http-client';
import { assessmentResults, importOscal } from '../support/oscal';
import type { TestApp } from '../support/test-app';

/*
 * Each requirement's entry in the system security plan (issue 40 item 3, D36): statement,
 * responsible role and member, systems, the status the findings give, and an owner's approval of
 * a requirement found not applicable, by name and date (NIST SP 800-171A 3.12.4[d]), which lapses
 * when a finding of it leaves N/A.
 */

/** At Level 1, SC.L1-3.13.5 (publicly accessible subnetworks) may be N/A (Assessment Guide L1). */
const NA_CONTROL = 'SC.L1-3.13.5';
const OTHER_CONTROL = 'IA.L1-3.5.1';

async function join(
  app: TestApp,
  owner: HttpClient,
  role: 'editor' | 'viewer',
  options: { canAffirm?: boolean; firstName?: string; lastName?: string } = {},
) {
  const form = registration({
    firstName: options.firstName ?? 'Eve',
    lastName: options.lastName ?? 'Editor',
  });
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

async function objectiveIdsOf(browser: HttpClient, controlId: string): Promise<string[]> {
  const level = controlId.includes('.L2-') ? '2' : '1';
  const controls = await browser.ok(routes.controls, { query: { level } });
  return controls.find((control) => control.id === controlId)!.objectives.map((objective) => objective.id);
}

const finding = (browser: HttpClient, objectiveId: string, body: Record<string, unknown>) =>
  browser.call(routes.saveFinding, { params: { objectiveId }, body: body as never });

async function allNotApplicable(browser: HttpClient, controlId: string) {
  for (const objectiveId of await objectiveIdsOf(browser, controlId)) {
    const saved = await finding(browser, objectiveId, {
      finding: 'not_applicable',
      justification: 'No system of ours is publicly accessible.',
    });
    expect(saved.status, saved.text).toBe(200);
  }
}

async function entryOf(browser: HttpClient, controlId: string): Promise<SspRequirementEntry> {
  const list = await browser.ok(routes.sspRequirements);
  return list.find((entry) => entry.requirementId === controlId)!;
}

const approve = (browser: HttpClient, requirementId: string) =>
  browser.call(routes.approveNotApplicable, { params: { requirementId } });

async function approvalRow(app: TestApp, organizationId: string, controlId: string) {
  const [row] = await app.db
    .select({
      by: controlImplementations.notApplicableApprovedBy,
      name: controlImplementations.notApplicableApprovedByName,
      at: controlImplementations.notApplicableApprovedAt,
    })
    .from(controlImplementations)
    .where(
      and(
        eq(controlImplementations.organizationId, organizationId),
        eq(controlImplementations.controlId, controlId),
      ),
    );
  return row ?? null;
}

describe('the plan entry of each requirement', () => {
  it('lists every requirement of the level with the status the findings give', async ({ client }) => {
    const list = await client.browser.ok(routes.sspRequirements);
    // Level 1: the 17 practices, each a NIST SP 800-171 requirement; nothing assessed: planned.
    expect(list).toHaveLength(17);
    expect(new Set(list.map((entry) => entry.status))).toEqual(new Set(['planned']));
    const [a, ...rest] = await objectiveIdsOf(client.browser, OTHER_CONTROL);
    await finding(client.browser, a!, { finding: 'met', methods: ['examine'] });
    expect((await entryOf(client.browser, OTHER_CONTROL)).status).toBe('partially_implemented');
    for (const id of rest) await finding(client.browser, id, { finding: 'met', methods: ['examine'] });
    expect((await entryOf(client.browser, OTHER_CONTROL)).status).toBe('implemented');
    await allNotApplicable(client.browser, NA_CONTROL);
    expect(await entryOf(client.browser, NA_CONTROL)).toMatchObject({
      status: 'not_applicable',
      notApplicableApproval: null,
      approvalNeeded: true,
    });
    // At Level 2: the 110 requirements.
    await client.browser.ok(routes.updateOrganization, { body: { targetLevel: 2 } });
    expect(await client.browser.ok(routes.sspRequirements)).toHaveLength(110);
  });

  it('saves statement, role, member and systems through the one write of the record', async ({
    app,
    client,
  }) => {
    const editor = await join(app, client.browser, 'editor');
    const scope = await client.browser.ok(routes.saveScope, {
      body: { systems: [{ name: 'Office laptops', kind: 'endpoints' }] },
    });
    const laptops = scope.scope.systems[0]!.id;
    const saved = await editor.browser.call(routes.saveSspRequirement, {
      params: { requirementId: OTHER_CONTROL },
      body: {
        implementationStatement: '  Each person has a named account.  ',
        responsibleRole: ' IT administrator ',
        responsibleUserId: editor.id,
        systemIds: [laptops],
      },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json).toMatchObject({
      requirementId: OTHER_CONTROL,
      nist: '3.5.1',
      implementationStatement: 'Each person has a named account.',
      responsibleRole: 'IT administrator',
      responsibleUserId: editor.id,
      systemIds: [laptops],
      status: 'planned',
      version: 2,
    });
    // The checklist's record shows the same fields, and its save keeps what it does not send.
    const records = await client.browser.ok(routes.implementations);
    const record = records.find((one) => one.controlId === OTHER_CONTROL)!;
    expect(record).toMatchObject({ responsibleRole: 'IT administrator', status: 'not_started' });
    await client.browser.ok(routes.saveImplementation, {
      body: { controlId: OTHER_CONTROL, status: 'in_progress', responsibleRole: 'Facility security officer' },
    });
    expect(await entryOf(client.browser, OTHER_CONTROL)).toMatchObject({
      responsibleRole: 'Facility security officer',
      implementationStatement: 'Each person has a named account.',
      systemIds: [laptops],
    });
    // A new role names who answers for it: the version (what a reviewer judged) stays; a new
    // statement raises it (issue 38). Clearing the role with an empty text.
    const version = (await entryOf(client.browser, OTHER_CONTROL)).version!;
    const role = await client.browser.ok(routes.saveSspRequirement, {
      params: { requirementId: OTHER_CONTROL },
      body: { responsibleRole: '' },
    });
    expect(role).toMatchObject({ responsibleRole: null, version });
    const statement = await client.browser.ok(routes.saveSspRequirement, {
      params: { requirementId: OTHER_CONTROL },
      body: { implementationStatement: 'Named accounts, reviewed quarterly.' },
    });
    expect(statement.version).toBe(version + 1);
    const entries = await app.db
      .select({ description: activityLog.description })
      .from(activityLog)
      .where(eq(activityLog.organizationId, client.user.id));
    expect(entries.map((entry) => entry.description)).toContain(
      'Updated the responsible role of IA.L1-3.5.1 Identification',
    );
  });

  it('refuses what is not the organization’s, too long, or of the other level', async ({ app, client }) => {
    const other = new HttpClient(app.baseUrl);
    const { user: stranger } = await registerClient(other);
    const cases: [Record<string, unknown>, string][] = [
      [{ responsibleRole: 'x'.repeat(201) }, 'responsibleRole'],
      [{ responsibleRole: 42 }, 'responsibleRole'],
      [{ responsibleUserId: stranger.id }, 'responsibleUserId'],
      [{ responsibleUserId: 'not-a-uuid' }, 'responsibleUserId'],
      [{ systemIds: ['5f0c7d2e-1111-4a1b-9c2d-3e4f5a6b7c8d'] }, 'systemIds'],
      [{ implementationStatement: 'a\u0000b' }, 'implementationStatement'],
    ];
    for (const [body, field] of cases) {
      const answer = await client.browser.call(routes.saveSspRequirement, {
        params: { requirementId: OTHER_CONTROL },
        body: body as never,
      });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.json.errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    for (const requirementId of ['IA.L2-3.5.1', 'XX.L1-9.9.9', 'IA.L1-b.1.v']) {
      const answer = await client.browser.call(routes.saveSspRequirement, {
        params: { requirementId },
        body: { responsibleRole: 'IT administrator' },
      });
      expect(answer.status, requirementId).toBe(404);
      expect((await approve(client.browser, requirementId)).status, requirementId).toBe(404);
    }
    // Nothing was written, and a save that changes nothing makes no record either.
    expect(await entryOf(client.browser, OTHER_CONTROL)).toMatchObject({
      version: null,
      responsibleRole: null,
    });
    const empty = await client.browser.call(routes.saveSspRequirement, {
      params: { requirementId: OTHER_CONTROL },
      body: { responsibleRole: '', systemIds: [] },
    });
    expect(empty.status).toBe(200);
    expect(empty.json).toMatchObject({ version: null, responsibleRole: null });
  });
});

describe('an owner approves each requirement found not applicable (3.12.4[d])', () => {
  it('records who and when; only an owner; only while N/A; and keeps the name', async ({ app, client }) => {
    const editor = await join(app, client.browser, 'editor', { canAffirm: true });
    const viewer = await join(app, client.browser, 'viewer', { firstName: 'Vic', lastName: 'Viewer' });
    // Not N/A: refused on its merits.
    const early = await approve(client.browser, NA_CONTROL);
    expect(early.status).toBe(409);
    expect(early.json.code).toBe('not_applicable_only');
    await allNotApplicable(editor.browser, NA_CONTROL);
    for (const member of [editor, viewer])
      expect((await approve(member.browser, NA_CONTROL)).status).toBe(403);
    expect(await approvalRow(app, client.user.id, NA_CONTROL)).toBeNull();

    const before = Date.now();
    const approved = await approve(client.browser, NA_CONTROL);
    expect(approved.status, approved.text).toBe(200);
    const ownerName = `${client.form.firstName} ${client.form.lastName}`;
    expect(approved.json).toMatchObject({
      status: 'not_applicable',
      approvalNeeded: false,
      notApplicableApproval: { approvedByUserId: client.user.id, approvedByName: ownerName },
    });
    const at = Date.parse(approved.json.notApplicableApproval.approvedAt);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    // Approving again keeps the first approval; viewers and editors read it.
    expect((await approve(client.browser, NA_CONTROL)).json.notApplicableApproval.approvedAt).toBe(
      approved.json.notApplicableApproval.approvedAt,
    );
    expect((await entryOf(viewer.browser, NA_CONTROL)).notApplicableApproval?.approvedByName).toBe(ownerName);
    const record = (await viewer.browser.ok(routes.implementations)).find(
      (one) => one.controlId === NA_CONTROL,
    );
    expect(record?.notApplicableApproval?.approvedByName).toBe(ownerName);

    // A new justification keeps the requirement N/A, and the approval.
    const [first] = await objectiveIdsOf(client.browser, NA_CONTROL);
    await finding(editor.browser, first!, {
      finding: 'not_applicable',
      justification: 'Still nothing public.',
    });
    expect((await entryOf(client.browser, NA_CONTROL)).notApplicableApproval).not.toBeNull();
  });

  it('keeps the approver’s name after the account is gone', async ({ app, client }) => {
    const second = await join(app, client.browser, 'editor', { firstName: 'Olga', lastName: 'Owner' });
    await client.browser.ok(routes.updateMember, { params: { userId: second.id }, body: { role: 'owner' } });
    await allNotApplicable(client.browser, NA_CONTROL);
    expect((await approve(second.browser, NA_CONTROL)).status).toBe(200);
    await app.db.delete(users).where(eq(users.id, second.id));
    expect(await entryOf(client.browser, NA_CONTROL)).toMatchObject({
      status: 'not_applicable',
      approvalNeeded: false,
      notApplicableApproval: { approvedByUserId: null, approvedByName: 'Olga Owner' },
    });
  });

  it('lapses, in the finding’s transaction, when a finding of it leaves N/A', async ({ app, client }) => {
    await allNotApplicable(client.browser, NA_CONTROL);
    expect((await approve(client.browser, NA_CONTROL)).status).toBe(200);
    const [first] = await objectiveIdsOf(client.browser, NA_CONTROL);
    const met = await finding(client.browser, first!, { finding: 'met', methods: ['examine'] });
    expect(met.status).toBe(200);
    // The finding's answer carries the record as it now stands: no approval.
    expect(met.json.implementation?.notApplicableApproval).toBeNull();
    expect(await approvalRow(app, client.user.id, NA_CONTROL)).toMatchObject({
      by: null,
      name: null,
      at: null,
    });
    expect(await entryOf(client.browser, NA_CONTROL)).toMatchObject({
      status: 'implemented',
      notApplicableApproval: null,
      approvalNeeded: false,
    });
    const lapsed = await app.db
      .select({ description: activityLog.description, metadata: activityLog.metadata })
      .from(activityLog)
      .where(eq(activityLog.organizationId, client.user.id));
    expect(lapsed.filter((entry) => entry.description.includes('as not applicable lapsed'))).toEqual([
      {
        description: `The approval of ${NA_CONTROL} as not applicable lapsed: a finding of it is no longer N/A`,
        metadata: { controlId: NA_CONTROL, notApplicableApproval: 'lapsed' },
      },
    ]);
    // N/A again: it asks for a new approval.
    await finding(client.browser, first!, { finding: 'not_applicable', justification: 'Nothing public.' });
    expect(await entryOf(client.browser, NA_CONTROL)).toMatchObject({
      status: 'not_applicable',
      approvalNeeded: true,
    });
    // A cleared finding leaves N/A too.
    expect((await approve(client.browser, NA_CONTROL)).status).toBe(200);
    await finding(client.browser, first!, { finding: null });
    expect((await entryOf(client.browser, NA_CONTROL)).notApplicableApproval).toBeNull();
  });

  it('lapses when an OSCAL import takes an objective out of N/A', async ({ app, client }) => {
    await allNotApplicable(client.browser, NA_CONTROL);
    expect((await approve(client.browser, NA_CONTROL)).status).toBe(200);
    const [first] = await objectiveIdsOf(client.browser, NA_CONTROL);
    const imported = await importOscal(
      client.browser,
      assessmentResults([{ targetId: first!, state: 'satisfied' }]),
    );
    expect(imported.status, imported.text).toBe(200);
    expect(await approvalRow(app, client.user.id, NA_CONTROL)).toMatchObject({ at: null });
  });

  it('at Level 2, a requirement N/A without approval keeps 3.12.4[d] from being MET', async ({ client }) => {
    await client.browser.ok(routes.updateOrganization, { body: { targetLevel: 2 } });
    const requirement = 'SC.L2-3.13.5';
    await allNotApplicable(client.browser, requirement);
    const score = await client.browser.call(routes.sprsScore);
    expect(score.json.sspMissing).toContain('d');
    const refused = await finding(client.browser, 'CA.L2-3.12.4[d]', {
      finding: 'met',
      methods: ['examine'],
    });
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe('ssp_part_missing');
    expect(refused.json.message).toContain(requirement);
    expect(refused.json.message).toContain("an owner's approval of every requirement found not applicable");
    expect((await approve(client.browser, requirement)).status).toBe(200);
    expect((await client.browser.call(routes.sprsScore)).json.sspMissing).not.toContain('d');
    expect(
      (await finding(client.browser, 'CA.L2-3.12.4[d]', { finding: 'met', methods: ['examine'] })).status,
    ).toBe(200);
  });

  it('refuses an administrator viewing the business: the approval names an owner', async ({
    app,
    client,
  }) => {
    await allNotApplicable(client.browser, NA_CONTROL);
    const admin = await createConsoleAdmin(app);
    expect((await admin.call(routes.impersonate, { body: { userId: client.user.id } })).status).toBe(200);
    const refused = await approve(admin, NA_CONTROL);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toContain('names the owner who gives it');
  });
});

describe('two organizations in two tabs (D34)', () => {
  it('a member of both saves an entry naming B: it lands in B only', async ({ app, browser, client }) => {
    const created = await browser.ok(routes.createOrganization, {
      body: { businessName: 'Second Client Inc', industry: 'Aerospace & Defense' },
    });
    const a = client.user.id;
    const b = created.id;
    const tabA = browser.withHeaders({ [ORGANIZATION_HEADER]: a });
    const tabB = browser.withHeaders({ [ORGANIZATION_HEADER]: b });
    // The session works in B now; tab A writes A, tab B writes B, at once.
    const [savedA, savedB] = await Promise.all([
      tabA.call(routes.saveSspRequirement, {
        params: { requirementId: OTHER_CONTROL },
        body: { responsibleRole: 'Role in A' },
      }),
      tabB.call(routes.saveSspRequirement, {
        params: { requirementId: OTHER_CONTROL },
        body: { responsibleRole: 'Role in B' },
      }),
    ]);
    expect([savedA.status, savedB.status]).toEqual([200, 200]);
    const roles = await app.db
      .select({
        organizationId: controlImplementations.organizationId,
        role: controlImplementations.responsibleRole,
      })
      .from(controlImplementations)
      .where(
        and(
          eq(controlImplementations.controlId, OTHER_CONTROL),
          inArray(controlImplementations.organizationId, [a, b]),
        ),
      );
    expect(new Map(roles.map((row) => [row.organizationId, row.role]))).toEqual(
      new Map([
        [a, 'Role in A'],
        [b, 'Role in B'],
      ]),
    );
    expect((await entryOf(tabB, OTHER_CONTROL)).responsibleRole).toBe('Role in B');
    expect((await entryOf(tabA, OTHER_CONTROL)).responsibleRole).toBe('Role in A');
  });
});
