import { unzipSync } from 'fflate';
import pg from 'pg';
import { describe, expect } from 'vitest';
import type { AffirmationState } from '../../src/contract/cycles';
import { routes } from '../../src/contract/routes';
import { it } from '../support/api-test';
import type { TestApp } from '../support/test-app';
import { SYSTEM_ACTOR } from '../../src/server/access/actor';
import { createUser } from '../../src/server/auth/users';
import { evidenceForm, PDF_BYTES, TEXT_BYTES } from '../support/evidence-files';
import { registerClient } from '../support/factories';
import { meetEverything, OFFICIAL, SCOPE } from '../support/affirmation';
import { HttpClient } from '../support/http-client';
import { createStaff } from '../support/staff';
import { uploadEvidence } from '../support/world';

/*
 * Yearly cycles, scope, affirmation and SPRS (D23): affirming needs all 15 requirements MET and
 * freezes the cycle; nothing changes a frozen cycle; the next cycle asks for every finding again.
 */

let auditor: HttpClient;

it.beforeAll(async ({ app }) => {
  auditor = await createStaff(app, 'auditor');
});

/** How many blockers of each code a list holds. */
const codesOf = (blockers: { code: string }[]) =>
  blockers.reduce<Record<string, number>>(
    (counts, { code }) => ({ ...counts, [code]: (counts[code] ?? 0) + 1 }),
    {},
  );

async function newClient(app: TestApp) {
  const browser = new HttpClient(app.baseUrl);
  const { user, form } = await registerClient(browser);
  return {
    browser,
    id: user.id,
    businessName: form.businessName,
    username: form.username,
    email: form.email,
  };
}

describe('the current cycle and its scope', () => {
  it('opens cycle 1 on first use, never affirmed, with the statement naming the business', async ({
    app,
  }) => {
    const { browser, businessName } = await newClient(app);
    const current = (await browser.call(routes.currentCycle)).json;
    expect(current.cycle).toMatchObject({ number: 1, status: 'open', affirmation: null, nextDueAt: null });
    expect(current.due).toEqual({ nextDueAt: null, daysLeft: null, state: 'never' });
    expect(current.statement).toContain(`I affirm that ${businessName} has implemented and will maintain`);
    expect((await browser.call(routes.cycles)).json).toHaveLength(1);
  });

  it('saves the fields sent, upper-cases CAGE codes, and refuses malformed ones', async ({ app }) => {
    const { browser } = await newClient(app);
    const saved = await browser.call(routes.saveScope, { body: SCOPE });
    expect(saved.status).toBe(200);
    expect(saved.json.scope).toMatchObject({ ...SCOPE, cageCodes: ['1ABC2', '9Z9Z9'] });
    const partial = await browser.call(routes.saveScope, { body: { holdsCui: true } });
    expect(partial.json.scope).toMatchObject({ systems: SCOPE.systems, holdsCui: true });
    const bad = await browser.call(routes.saveScope, { body: { cageCodes: ['ABCD'] } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({ 'cageCodes.0': 'A CAGE code is exactly 5 letters or digits' });
    expect((await browser.put('/api/assessment/scope', { holdsCui: 'maybe' })).status).toBe(400);
    const nothing = await browser.call(routes.saveScope, { body: {} });
    expect(nothing.status).toBe(200);
    expect(nothing.json.scope.holdsCui).toBe(true);
    const entries = (await browser.call(routes.activity, { query: { pageSize: 10 } })).json.items as {
      description: string;
    }[];
    expect(entries[0]!.description).toBe('Cycle 1: the business holds CUI, so Level 1 is not enough');
  });
});

describe('affirmation', () => {
  it('is refused while anything of the gate is open, each blocker listed as the check lists it (D28)', async ({
    app,
  }) => {
    const { browser } = await newClient(app);
    const check = (await browser.call(routes.affirmationCheck)).json;
    expect(check.ready).toBe(false);
    // Nothing assessed, no scope: 15 requirements + FCI, systems, CUI answer + no CAGE code = 19.
    expect(codesOf(check.blockers)).toEqual({ not_met: 15, scope_incomplete: 3, no_cage_code: 1 });
    expect(check.blockers[0]).toMatchObject({
      code: 'not_met',
      requirementId: 'AC.L1-b.1.i',
      controlId: 'AC.L1-3.1.1',
      message: expect.stringContaining('is Not yet assessed'),
    });
    const early = await browser.call(routes.affirm, { body: OFFICIAL });
    expect(early.status).toBe(409);
    expect(early.json).toMatchObject({ code: 'affirmation_blocked', blockers: check.blockers });
    expect(early.json.message).toBe('The affirmation is refused: 19 items stand in the way.');
    expect((await browser.call(routes.sprs)).status).toBe(404);
  });

  it('lists the practices MET with no file, lifted only by the official confirming the evidence exists elsewhere', async ({
    app,
  }) => {
    const { browser } = await newClient(app);
    await meetEverything(browser);
    expect((await browser.call(routes.saveScope, { body: SCOPE })).status).toBe(200);
    await uploadEvidence(browser, 'AC.L1-3.1.1');
    const check = (await browser.call(routes.affirmationCheck)).json;
    // 17 practices MET, one with a file: 16 without.
    expect(codesOf(check.blockers)).toEqual({ missing_evidence: 16 });
    expect(check.blockers.map((blocker: any) => blocker.controlId)).not.toContain('AC.L1-3.1.1');
    const { acknowledgeMissingEvidence: _confirmed, ...withoutConfirmation } = OFFICIAL;
    const refused = await browser.call(routes.affirm, { body: withoutConfirmation });
    expect(refused.status).toBe(409);
    expect(codesOf(refused.json.blockers)).toEqual({ missing_evidence: 16 });
    const affirmed = await browser.call(routes.affirm, { body: OFFICIAL });
    expect(affirmed.status).toBe(200);
    // The confirmation is stored with the affirmation, naming the 16 practices.
    expect(affirmed.json.affirmation.evidenceOutsideTool).toHaveLength(16);
    expect(affirmed.json.snapshot.affirmation.evidenceOutsideTool).toContain('SI.L1-3.14.4');
    const activity = (await browser.call(routes.activity)).json;
    expect(JSON.stringify(activity)).toContain('confirmed evidence outside the tool for AC.L1-3.1.2');
    // An affirmed cycle has no gate to check.
    expect((await browser.call(routes.affirmationCheck)).status).toBe(409);
  });

  it('refuses a business that holds CUI, one without a CAGE code, and one with an open verdict', async ({
    app,
  }) => {
    const { browser } = await newClient(app);
    await meetEverything(browser);
    await uploadEvidence(browser, 'AC.L1-3.1.1');
    await browser.call(routes.saveScope, { body: { ...SCOPE, holdsCui: true, cageCodes: [] } });
    const implementation = await browser.call(routes.saveImplementation, {
      body: {
        controlId: 'AC.L1-3.1.1',
        status: 'completed',
        notes: 'Accounts listed.',
      },
    });
    expect(implementation.status).toBe(200);
    const review = await auditor.call(routes.reviewImplementationSingular, {
      params: { implementationId: implementation.json.id },
      body: {
        auditorStatus: 'rejected',
        auditorNotes: 'The account list is missing the shop PC.',
        basedOn: implementation.json.version,
      },
    });
    expect(review.status).toBe(200);
    const refused = await browser.call(routes.affirm, { body: OFFICIAL });
    expect(refused.status).toBe(409);
    const blockers = refused.json.blockers.filter((blocker: any) => blocker.code !== 'missing_evidence');
    expect(blockers.map((blocker: any) => blocker.code)).toEqual([
      'holds_cui',
      'no_cage_code',
      'open_verdict',
    ]);
    expect(blockers[0].message).toContain('32 CFR 170.23(a)(1)');
    expect(blockers[2]).toMatchObject({
      controlId: 'AC.L1-3.1.1',
      message: expect.stringContaining('Rejected'),
    });
    // Answering the verdict and fixing the scope opens the gate.
    await auditor.call(routes.reviewImplementationSingular, {
      params: { implementationId: implementation.json.id },
      body: {
        auditorStatus: 'approved',
        auditorNotes: 'Fixed.',
        basedOn: implementation.json.version,
      },
    });
    await browser.call(routes.saveScope, { body: SCOPE });
    const check = (await browser.call(routes.affirmationCheck)).json;
    expect(codesOf(check.blockers)).toEqual({ missing_evidence: 16 });
  });

  it('counts a requirement whose objectives are all N/A as MET, shown N/A with its reasons on the SPRS sheet', async ({
    app,
  }) => {
    const { browser } = await newClient(app);
    await meetEverything(browser);
    // AC.L1-3.1.22 (requirement AC.L1-b.1.iv) has five objectives, [a] to [e]: all N/A.
    for (const letter of ['a', 'b', 'c', 'd', 'e']) {
      const saved = await browser.call(routes.saveFinding, {
        params: { objectiveId: `AC.L1-3.1.22[${letter}]` },
        body: {
          finding: 'not_applicable',
          justification: 'We post nothing publicly: no website, no social media.',
        },
      });
      expect(saved.status).toBe(200);
    }
    const assessment = (await browser.call(routes.assessment)).json;
    expect(assessment.requirements.find((r: any) => r.id === 'AC.L1-b.1.iv').result).toBe('not_applicable');
    expect(assessment.overall).toMatchObject({ result: 'met', requirementsMet: 15 });
    await browser.call(routes.saveScope, { body: SCOPE });
    const check = (await browser.call(routes.affirmationCheck)).json;
    // 17 practices, one N/A (needs no file): 16 without a file.
    expect(codesOf(check.blockers)).toEqual({ missing_evidence: 16 });
    expect(check.blockers.map((blocker: any) => blocker.controlId)).not.toContain('AC.L1-3.1.22');
    expect((await browser.call(routes.affirm, { body: OFFICIAL })).status).toBe(200);
    const sprs = (await browser.call(routes.sprs)).json;
    const row = sprs.requirements.find((r: any) => r.id === 'AC.L1-b.1.iv');
    expect(row).toMatchObject({ result: 'not_applicable', farReference: '52.204-21(b)(1)(iv)' });
    expect(row.notApplicable).toEqual(
      ['a', 'b', 'c', 'd', 'e'].map((letter) => ({
        objectiveId: `AC.L1-3.1.22[${letter}]`,
        justification: 'We post nothing publicly: no website, no social media.',
      })),
    );
  });

  it('validates the official and the accepted statement', async ({ app }) => {
    const { browser } = await newClient(app);
    // A body the route's type refuses, sent raw for the server to judge. The official's e-mail is
    // the account's (D27): one sent is dropped, never judged nor stored.
    const refused = await browser.post('/api/assessment/affirm', {
      ...OFFICIAL,
      officialEmail: 'not-an-email',
      officialPhone: 'call me',
      statementAccepted: false,
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.json.errors).sort()).toEqual(['officialPhone', 'statementAccepted']);
  });

  it('freezes the cycle, sets the next due a year later, and fills the SPRS sheet', async ({ app }) => {
    const registered = await newClient(app);
    const { browser, businessName } = registered;
    await meetEverything(browser);
    await browser.call(routes.saveScope, { body: SCOPE });
    const affirmed = await browser.call(routes.affirm, { body: OFFICIAL });
    expect(affirmed.status).toBe(200);
    expect(affirmed.json.status).toBe('affirmed');
    const affirmedAt = new Date(affirmed.json.affirmation.affirmedAt);
    const due = new Date(affirmed.json.nextDueAt);
    expect(due.getUTCFullYear()).toBe(affirmedAt.getUTCFullYear() + 1);
    expect(due.getUTCMonth()).toBe(affirmedAt.getUTCMonth());
    expect(affirmed.json.snapshot.assessment.overall).toMatchObject({ result: 'met', requirementsMet: 15 });
    expect(affirmed.json.affirmation.statement).toContain(businessName);

    const current = (await browser.call(routes.currentCycle)).json;
    expect(current.due.state).toBe('affirmed');
    expect(current.due.daysLeft).toBeGreaterThanOrEqual(364);

    const sprs = await browser.call(routes.sprs);
    expect(sprs.status).toBe(200);
    expect(sprs.json).toMatchObject({
      cmmcLevel: 'Level 1 (Self)',
      // The status date is the date of the SPRS submission (32 CFR 170.4): none recorded yet.
      cmmcStatusDate: null,
      cmmcUid: null,
      bindingNotice: expect.stringContaining('made in SPRS by the affirming official (32 CFR 170.22(b))'),
      disclaimer: 'A self-assessment record, not a DoD or C3PAO assessment; SPRS is the official record.',
      cageCodes: ['1ABC2', '9Z9Z9'],
      complianceResult: 'MET',
      // The official is the member who affirmed, by their account's name and e-mail (D27).
      official: { name: 'Dana Reyes', title: 'Owner', email: registered.email, phone: '+1 (555) 010-2000' },
    });
    expect(sprs.json.assessmentScope).toContain('Systems: Microsoft 365 tenant');
    expect(sprs.json.assessmentScope).toContain('Specialized assets (not assessed): Two CNC mills');

    // Nothing changes a frozen cycle: every write is 409, and the database refuses it too.
    expect(
      (await browser.call(routes.saveScope, { body: { systems: [{ name: 'changed', kind: 'other' }] } }))
        .status,
    ).toBe(409);
    expect((await browser.call(routes.affirm, { body: OFFICIAL })).status).toBe(409);
    const finding = await browser.call(routes.saveFinding, {
      params: { objectiveId: 'AC.L1-3.1.1[a]' },
      body: {
        finding: 'not_met',
      },
    });
    expect(finding.status).toBe(409);
    expect(finding.json.message).toMatch(/affirmed and frozen/);
    const client = new pg.Client({ connectionString: app.databaseUrl });
    await client.connect();
    try {
      await expect(
        client.query(`UPDATE assessment_cycles SET people = 'tampered' WHERE id = $1`, [affirmed.json.id]),
      ).rejects.toThrow(/affirmed and frozen/);
    } finally {
      await client.end();
    }
  });
});

/** A client whose cycle 1 is affirmed. */
async function affirmedClient(app: TestApp) {
  const client = await newClient(app);
  await meetEverything(client.browser);
  await client.browser.call(routes.saveScope, { body: SCOPE });
  const affirmed = await client.browser.call(routes.affirm, { body: OFFICIAL });
  expect(affirmed.status).toBe(200);
  return { ...client, cycleId: affirmed.json.id as string };
}

const today = () => new Date().toISOString().slice(0, 10);

describe('the SPRS entry (D28)', () => {
  it('keeps one whole entry when two are saved at once, and logs both', async ({ app }) => {
    const { browser } = await affirmedClient(app);
    // The cycle started today, so today is the only submission date both can give.
    const entries = ['L1AAAAAAAA', 'L1BBBBBBBB'].map((cmmcUid) => ({ cmmcUid, submittedAt: today() }));
    const answers = await Promise.all(
      entries.map((entry) => browser.call(routes.recordSprsEntry, { body: entry })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const sprs = (await browser.call(routes.sprs)).json;
    // The last one under the cycle lock stands, as both answers said of themselves in turn.
    expect(['L1AAAAAAAA', 'L1BBBBBBBB']).toContain(sprs.cmmcUid);
    expect(sprs.cmmcStatusDate).toBe(today());
    const activity = JSON.stringify((await browser.call(routes.activity)).json);
    expect(activity).toContain('CMMC UID L1AAAAAAAA');
    expect(activity).toContain('CMMC UID L1BBBBBBBB');
  });

  it('records the CMMC UID and submission date: the status date, with the next affirmation a year after it', async ({
    app,
  }) => {
    const { browser, cycleId } = await affirmedClient(app);
    const submittedAt = today();
    const saved = await browser.call(routes.recordSprsEntry, {
      body: { cmmcUid: ' L1X7Q2Z9A0 ', submittedAt },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.sprsEntry).toMatchObject({ cmmcUid: 'L1X7Q2Z9A0', submittedAt });
    const sprs = (await browser.call(routes.sprs)).json;
    expect(sprs).toMatchObject({ cmmcStatusDate: submittedAt, cmmcUid: 'L1X7Q2Z9A0' });
    // One year after the status date, same calendar day.
    const [year, month, day] = submittedAt.split('-');
    expect(sprs.nextDueAt.slice(0, 10)).toBe(
      `${Number(year) + 1}-${month}-${day === '29' && month === '02' ? '28' : day}`,
    );
    const current = (await browser.call(routes.currentCycle)).json;
    expect(current.due.nextDueAt).toBe(sprs.nextDueAt);
    expect(current.cycle.sprsEntry.cmmcUid).toBe('L1X7Q2Z9A0');
    // A later call corrects it; the rest of the frozen row still cannot change.
    expect(
      (await browser.call(routes.recordSprsEntry, { body: { cmmcUid: 'L1X7Q2Z9A1', submittedAt } })).status,
    ).toBe(200);
    const client = new pg.Client({ connectionString: app.databaseUrl });
    await client.connect();
    try {
      await expect(
        client.query(`UPDATE assessment_cycles SET cmmc_uid = 'X1234', people = 'tampered' WHERE id = $1`, [
          cycleId,
        ]),
      ).rejects.toThrow(/affirmed and frozen/);
    } finally {
      await client.end();
    }
    const activity = JSON.stringify((await browser.call(routes.activity)).json);
    expect(activity).toContain('Recorded the SPRS entry of cycle 1: CMMC UID L1X7Q2Z9A1');
  });

  it('refuses a malformed identifier, an impossible date, a future date and one before the cycle started', async ({
    app,
  }) => {
    const { browser } = await affirmedClient(app);
    const tomorrowPlusOne = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    // Malformed: 400. A real date outside the status date's window (D35): 409 sprs_date_window.
    for (const [body, field, status] of [
      [{ cmmcUid: 'no spaces!', submittedAt: today() }, 'cmmcUid', 400],
      [{ cmmcUid: 'L1X7Q2Z9A0', submittedAt: '2026-02-30' }, 'submittedAt', 400],
      [{ cmmcUid: 'L1X7Q2Z9A0', submittedAt: '26/11/2026' }, 'submittedAt', 400],
      [{ cmmcUid: 'L1X7Q2Z9A0', submittedAt: tomorrowPlusOne }, 'submittedAt', 409],
      [{ cmmcUid: 'L1X7Q2Z9A0', submittedAt: '2020-01-01' }, 'submittedAt', 409],
    ] as const) {
      const refused = await browser.call(routes.recordSprsEntry, { body });
      expect(refused.status, JSON.stringify(body)).toBe(status);
      expect(Object.keys(refused.json.errors)).toEqual([field]);
      if (status === 409) expect(refused.json.code).toBe('sprs_date_window');
    }
    expect((await browser.call(routes.sprs)).json.cmmcStatusDate).toBeNull();
  });
});

describe('a requirement reported no longer met after affirming (D28)', () => {
  it('is recorded once when the button is pressed several times at once', async ({ app }) => {
    const { browser } = await affirmedClient(app);
    const body = { requirementId: 'SI.L1-b.1.xiii', note: 'AV subscription lapsed.' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => browser.call(routes.reportChange, { body })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(answers.find((answer) => answer.status === 409)!.json.message).toContain('already reported');
    expect((await browser.call(routes.currentCycle)).json.changes).toHaveLength(1);
    // Another requirement is its own report.
    const other = await browser.call(routes.reportChange, {
      body: { ...body, requirementId: 'SI.L1-b.1.xii' },
    });
    expect(other.status).toBe(201);
  });

  it('is refused before any affirmation and for an unknown requirement', async ({ app }) => {
    const { browser } = await newClient(app);
    const early = await browser.call(routes.reportChange, {
      body: {
        requirementId: 'SI.L1-b.1.xiii',
        note: 'Lapsed.',
      },
    });
    expect(early.status).toBe(404);
    const { browser: affirmed } = await affirmedClient(app);
    const unknown = await affirmed.call(routes.reportChange, {
      body: {
        requirementId: 'XX.L1-b.9.z',
        note: 'x',
      },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors).toEqual({ requirementId: 'Unknown requirement' });
    const empty = await affirmed.call(routes.reportChange, {
      body: {
        requirementId: 'SI.L1-b.1.xiii',
        note: '  ',
      },
    });
    expect(empty.status).toBe(400);
  });

  it('is said by the current cycle, the SPRS sheet and the cycle list until a later cycle is affirmed', async ({
    app,
  }) => {
    const { browser, cycleId } = await affirmedClient(app);
    const reported = await browser.call(routes.reportChange, {
      body: {
        requirementId: 'SI.L1-b.1.xiii',
        note: 'AV subscription lapsed on the office laptops.',
      },
    });
    expect(reported.status).toBe(201);
    expect(reported.json).toMatchObject({ cycleNumber: 1, requirementId: 'SI.L1-b.1.xiii' });
    // The reporter reads as the member's name (its username when it has none).
    expect(reported.json.reportedBy).toBe('Dana Reyes');
    const current = (await browser.call(routes.currentCycle)).json;
    expect(current.changes).toEqual([reported.json]);
    expect((await browser.call(routes.sprs)).json.changes).toEqual([reported.json]);
    const cycles = (await browser.call(routes.cycles)).json;
    expect(cycles.find((cycle: any) => cycle.id === cycleId).changes).toEqual([reported.json]);
    const activity = JSON.stringify((await browser.call(routes.activity)).json);
    expect(activity).toContain(
      'Reported requirement SI.L1-b.1.xiii no longer met after the affirmation of cycle 1',
    );
    // Starting the next cycle does not undo it: the affirmed result in SPRS is still the old one.
    expect((await browser.call(routes.startNextCycle)).status).toBe(201);
    expect((await browser.call(routes.currentCycle)).json.changes).toHaveLength(1);
    // Affirming the next cycle does.
    await meetEverything(browser);
    expect((await browser.call(routes.affirm, { body: OFFICIAL })).status).toBe(200);
    expect((await browser.call(routes.currentCycle)).json.changes).toEqual([]);
  });
});

describe('an affirmation sent together with writes (D33)', () => {
  const OBJECTIVES = [
    'AC.L1-3.1.1[a]',
    'AC.L1-3.1.1[b]',
    'AC.L1-3.1.1[c]',
    'AC.L1-3.1.1[d]',
    'AC.L1-3.1.1[e]',
    'AC.L1-3.1.2[a]',
    'AC.L1-3.1.2[b]',
    'AC.L1-3.1.20[a]',
    'AC.L1-3.1.22[a]',
    'IA.L1-3.5.1[a]',
    'IA.L1-3.5.1[b]',
    'IA.L1-3.5.2[a]',
    'MP.L1-3.8.3[a]',
    'PE.L1-3.10.1[a]',
    'PE.L1-3.10.3[a]',
    'SC.L1-3.13.1[a]',
    'SC.L1-3.13.5[a]',
    'SI.L1-3.14.1[a]',
    'SI.L1-3.14.2[a]',
    'SI.L1-3.14.4[a]',
  ];

  it('never affirms what the stored findings and scope contradict: the writes come first or get 409', async ({
    app,
  }) => {
    const outcomes: string[] = [];
    for (let round = 0; round < 5; round++) {
      const { browser } = await newClient(app);
      await meetEverything(browser);
      expect((await browser.call(routes.saveScope, { body: SCOPE })).status).toBe(200);
      // The affirmation first, then 20 "not met" findings and a scope change, all in flight at once.
      const affirmation = browser.call(routes.affirm, { body: OFFICIAL });
      const writes = [
        ...OBJECTIVES.map((id) =>
          browser.call(routes.saveFinding, { params: { objectiveId: id }, body: { finding: 'not_met' } }),
        ),
        browser.call(routes.saveScope, {
          body: { systems: [{ name: `Changed in round ${round}`, kind: 'other' }] },
        }),
      ];
      const [affirmed, ...written] = await Promise.all([affirmation, ...writes]);
      const stored = (await browser.call(routes.assessment)).json;
      const cycle = (await browser.call(routes.currentCycle)).json.cycle;
      if (affirmed.status === 200) {
        // Every finding write came after the affirmation, saw the cycle frozen and changed nothing.
        expect(written.slice(0, 20).map((response) => response.status)).toEqual(Array(20).fill(409));
        expect(stored.overall.result).toBe('met');
        expect(stored.objectives.filter((o: any) => o.finding === 'not_met')).toEqual([]);
        expect(cycle.snapshot.assessment.overall.result).toBe('met');
        // The scope write came before (and is in the snapshot) or after (refused): never in between.
        expect(cycle.snapshot.scope.systems).toEqual(cycle.scope.systems);
        expect([200, 409]).toContain(written[20]!.status);
        outcomes.push('affirmed');
      } else {
        // Some writes came first: the affirmation saw them and was refused; nothing was frozen.
        expect(affirmed.status).toBe(409);
        expect(affirmed.json.code).toBe('affirmation_blocked');
        expect(affirmed.json.blockers.some((blocker: any) => blocker.code === 'not_met')).toBe(true);
        expect(written.every((response) => response.status === 200)).toBe(true);
        expect(cycle.status).toBe('open');
        outcomes.push('refused');
      }
    }
    // The race was run: at least one round's affirmation got the lock first.
    expect(outcomes).toContain('affirmed');
  });
});

describe('evidence of an affirmed cycle (D33)', () => {
  const upload = async (browser: HttpClient, name: string, bytes: Buffer) => {
    const response = await browser.call(routes.uploadEvidenceDirect, {
      body: evidenceForm('AC.L1-3.1.1', name, bytes),
    });
    expect(response.status).toBe(201);
    return response.json as { id: string };
  };

  it('is kept: deletion is refused with the reason, unlinking keeps the bytes, the package keeps the file', async ({
    app,
  }) => {
    const { browser } = await newClient(app);
    const policy = await upload(browser, 'Access Policy.pdf', PDF_BYTES);
    await meetEverything(browser);
    await browser.call(routes.saveScope, { body: SCOPE });
    expect((await browser.call(routes.affirm, { body: OFFICIAL })).status).toBe(200);

    const refused = await browser.call(routes.deleteEvidence, { params: { id: policy.id } });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      '"Access Policy.pdf" supports the self-assessment affirmed in cycle 1, so it is kept as long as the organization exists and cannot be deleted. You can unlink it from your current work with Edit links instead.',
    );
    // The next cycle does not release it.
    expect((await browser.call(routes.startNextCycle)).status).toBe(201);
    expect((await browser.call(routes.deleteEvidence, { params: { id: policy.id } })).status).toBe(409);

    // Unlinked from the current work: no control, still listed as kept, the bytes still served.
    const unlinked = await browser.call(routes.saveEvidenceLinks, {
      params: { id: policy.id },
      body: {
        controlIds: [],
        objectiveIds: [],
      },
    });
    expect(unlinked.status).toBe(200);
    expect(unlinked.json).toMatchObject({ controlIds: [], objectiveIds: [], keptForCycle: 1 });
    const content = await browser.call(routes.evidenceContent, { params: { id: policy.id } });
    expect(content.status).toBe(200);
    expect(Buffer.from(content.bytes).equals(PDF_BYTES)).toBe(true);
    const pkg = await browser.call(routes.evidencePackage);
    expect(pkg.status).toBe(200);
    const entries = Object.keys(unzipSync(new Uint8Array(pkg.bytes)));
    expect(entries.filter((name) => name.endsWith('Access Policy.pdf'))).toHaveLength(1);

    // A file added after the affirmation is the current work's own: it can be deleted, and one
    // that is not kept still needs a control.
    const later = await upload(browser, 'notes.txt', TEXT_BYTES);
    expect(
      (await browser.call(routes.saveEvidenceLinks, { params: { id: later.id }, body: { controlIds: [] } }))
        .status,
    ).toBe(400);
    expect((await browser.call(routes.deleteEvidence, { params: { id: later.id } })).status).toBe(204);
  });

  it('is either deleted before an affirmation reads it or kept by it, when both are sent at once', async ({
    app,
  }) => {
    for (let round = 0; round < 3; round++) {
      const { browser } = await newClient(app);
      await meetEverything(browser);
      await browser.call(routes.saveScope, { body: SCOPE });
      const file = await upload(browser, `log-${round}.txt`, TEXT_BYTES);
      const [affirmed, deleted] = await Promise.all([
        browser.call(routes.affirm, { body: OFFICIAL }),
        browser.call(routes.deleteEvidence, { params: { id: file.id } }),
      ]);
      expect(affirmed.status).toBe(200);
      const listed = affirmed.json.snapshot.evidence.map((item: { id: string }) => item.id);
      if (deleted.status === 204) expect(listed).not.toContain(file.id);
      else {
        expect(deleted.status).toBe(409);
        expect(listed).toContain(file.id);
        expect((await browser.call(routes.evidenceContent, { params: { id: file.id } })).status).toBe(200);
      }
    }
  });
});

describe('the next cycle', () => {
  it('starts from the last findings, each to be confirmed again, and keeps the past cycle readable', async ({
    app,
  }) => {
    const { browser, id } = await newClient(app);
    expect((await browser.call(routes.startNextCycle)).status).toBe(409);
    await meetEverything(browser);
    await browser.call(routes.saveScope, { body: SCOPE });
    await browser.call(routes.affirm, { body: OFFICIAL });
    const next = await browser.call(routes.startNextCycle);
    expect(next.status).toBe(201);
    expect(next.json).toMatchObject({ number: 2, status: 'open', scope: { systems: SCOPE.systems } });

    const assessment = (await browser.call(routes.assessment)).json;
    expect(assessment.overall).toMatchObject({ result: 'not_met', requirementsMet: 0 });
    expect(assessment.objectives[0]).toMatchObject({ finding: null, previousFinding: 'met' });
    const confirmed = await browser.call(routes.saveFinding, {
      params: { objectiveId: 'AC.L1-3.1.2[a]' },
      body: {
        finding: 'met',
      },
    });
    expect(confirmed.json).toMatchObject({ finding: 'met', previousFinding: null });

    const cycles = (await browser.call(routes.cycles)).json;
    expect(cycles.map((cycle: { number: number; status: string }) => [cycle.number, cycle.status])).toEqual([
      [2, 'open'],
      [1, 'affirmed'],
    ]);
    expect(cycles[1].snapshot.assessment.overall.result).toBe('met');
    const current = (await browser.call(routes.currentCycle)).json;
    expect(current.cycle.number).toBe(2);
    expect(current.due.state).toBe('affirmed');

    const seen = await auditor.call(routes.clientCycles, { params: { clientId: id } });
    expect(seen.status).toBe(200);
    expect(seen.json).toHaveLength(2);
  });

  it('keeps each organization to its own cycles and is for clients only', async ({ app }) => {
    const first = await newClient(app);
    const second = await newClient(app);
    await first.browser.call(routes.saveScope, { body: { systems: [{ name: 'Only ours', kind: 'other' }] } });
    expect((await second.browser.call(routes.currentCycle)).json.cycle.scope.systems).toEqual([]);
    expect(
      (await auditor.call(routes.saveScope, { body: { systems: [{ name: 'x', kind: 'other' }] } })).status,
    ).toBe(403);
    expect((await auditor.call(routes.affirm, { body: OFFICIAL })).status).toBe(403);
    expect((await new HttpClient(app.baseUrl).call(routes.currentCycle)).status).toBe(401);
    expect((await first.browser.call(routes.clientCycles, { params: { clientId: second.id } })).status).toBe(
      403,
    );
  });
});

describe('the admin console filters organizations by affirmation (D23)', () => {
  it('tells affirmed, due within 30 days, overdue and never apart', async ({ app }) => {
    const tag = `Affirm ${Date.now().toString(36)}`;
    const made = async (name: string) => {
      const browser = new HttpClient(app.baseUrl);
      const { user } = await registerClient(browser, { businessName: `${tag} ${name}` });
      return { browser, id: user.id };
    };
    const affirmed = await made('affirmed');
    await meetEverything(affirmed.browser);
    await affirmed.browser.call(routes.saveScope, { body: SCOPE });
    expect((await affirmed.browser.call(routes.affirm, { body: OFFICIAL })).status).toBe(200);
    await made('never');
    // Affirmed cycles cannot be changed, so these two are written as affirmed, with their due dates
    // (each organization's first cycle, opened when it was founded).
    const client = new pg.Client({ connectionString: app.databaseUrl });
    await client.connect();
    try {
      for (const [name, dueInDays] of [
        ['overdue', -3],
        ['soon', 10],
      ] as const) {
        const { id } = await made(name);
        await client.query(
          `UPDATE assessment_cycles SET affirmed_at = now() - interval '1 year',
             next_due_at = now() + make_interval(days => $2), official_name = 'Official', snapshot = '{}'::jsonb
           WHERE organization_id = $1 AND number = 1`,
          [id, dueInDays],
        );
      }
    } finally {
      await client.end();
    }
    await createUser(
      app.db,
      SYSTEM_ACTOR,
      {
        username: `filter_admin_${Date.now().toString(36)}`,
        password: 'admin-password-1',
        email: `filter_admin_${Date.now().toString(36)}@agency.example`,
        role: 'admin',
      },
      'by a test',
    ).then(async (admin) => {
      const adminBrowser = new HttpClient(app.baseUrl);
      expect(
        (
          await adminBrowser.call(routes.adminLogin, {
            body: {
              username: admin.username,
              password: 'admin-password-1',
            },
          })
        ).status,
      ).toBe(200);
      const names = async (affirmation: AffirmationState | 'all') =>
        (
          (await adminBrowser.call(routes.allAssessments, { query: { userSearch: tag, affirmation } })).json
            .users as { businessName: string }[]
        ).map((user) => user.businessName.replace(`${tag} `, ''));
      expect(await names('affirmed')).toEqual(['affirmed']);
      expect(await names('due_soon')).toEqual(['soon']);
      expect(await names('overdue')).toEqual(['overdue']);
      expect(await names('never')).toEqual(['never']);
      expect((await names('all')).sort()).toEqual(['affirmed', 'never', 'overdue', 'soon']);
      expect((await adminBrowser.get('/api/admin/all-assessments?affirmation=sometimes')).status).toBe(400);
      const listed = (
        await adminBrowser.call(routes.allAssessments, { query: { userSearch: `${tag} affirmed` } })
      ).json.users[0];
      expect(new Date(listed.nextAffirmationDueAt).getTime()).toBeGreaterThan(Date.now() + 360 * 86_400_000);
    });
  });
});
