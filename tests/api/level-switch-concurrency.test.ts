import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { levelOfId, type Level } from '../../src/contract/level2';
import { routes } from '../../src/contract/routes';
import { controlImplementations, objectiveFindings, poamItems } from '../../src/server/db/schema';
import { it } from '../support/api-test';
import type { HttpClient } from '../support/http-client';
import { createStaff } from '../support/staff';
import { assessmentResults, importOscal } from '../support/oscal';
import type { TestApp } from '../support/test-app';
import { uploadEvidence } from '../support/world';

/*
 * Writes that depend on the organization's target level, racing a switch of that level (issue 38
 * item 3): real concurrent requests, several rounds. The switch and each such write take the one
 * organization lock and read the level under it, so that a write lands wholly before a switch or
 * is refused after it: 200, or 409 `level_changed` when the level changed under it (404 when the
 * request started at the other level already, as for any control not of the organization's
 * level), never a 500; and what is stored is what the answers said.
 */

const ROUNDS = 4;
const WRITES_PER_ROUND = 30;
/** A switch is sent after every this many writes of a round: three switches among 30 writes. */
const SWITCH_EVERY = 10;

type Answer = Awaited<ReturnType<HttpClient['call']>>;

const switchTo = (browser: HttpClient, targetLevel: Level) =>
  browser.call(routes.updateOrganization, { body: { targetLevel } });

async function atLevel(browser: HttpClient, level: Level) {
  expect((await switchTo(browser, level)).status).toBe(200);
}

const otherLevel = (level: Level): Level => (level === 1 ? 2 : 1);

/**
 * The ids of a level's catalog, controls and objectives; the races leave out 3.12.4 (`racing`),
 * whose MET needs the plan (D35).
 */
async function catalogOf(browser: HttpClient, level: Level, { racing = true } = {}) {
  const controls = (await browser.ok(routes.controls, { query: { level: String(level) as '1' | '2' } })) as {
    id: string;
    objectives: { id: string }[];
  }[];
  const kept = controls.filter((control) => !racing || !control.id.endsWith('3.12.4'));
  return {
    controlIds: kept.map((control) => control.id),
    objectiveIds: kept.flatMap((control) => control.objectives.map((objective) => objective.id)),
  };
}

/**
 * One round: the writes and switches sent at once, in this order (a switch after every
 * SWITCH_EVERY writes, to the levels given in turn); the answers of the writes, in order. Every
 * switch succeeds.
 */
async function race(
  browser: HttpClient,
  writes: (() => Promise<Answer>)[],
  switches: Level[],
): Promise<Answer[]> {
  const sent: Promise<Answer>[] = [];
  const switched: Promise<Answer>[] = [];
  writes.forEach((write, index) => {
    sent.push(write());
    const turn = Math.floor(index / SWITCH_EVERY);
    if (index % SWITCH_EVERY === SWITCH_EVERY / 2 && turn < switches.length)
      switched.push(switchTo(browser, switches[turn]!));
  });
  const [answers, switchAnswers] = await Promise.all([Promise.all(sent), Promise.all(switched)]);
  expect(switchAnswers.map((answer) => `${answer.status} ${answer.text.slice(0, 200)}`)).toEqual(
    switches.map(() => expect.stringMatching(/^200 /)),
  );
  return answers;
}

/**
 * What a racing write may answer, never a 5xx: success; 409 `level_changed`, with its sentence; or
 * one of the refusals the write gives at the other level without any race (`alsoAllowed`: the 404
 * of a control not of the organization's level, say).
 */
function expectRaceAnswers(answers: Answer[], alsoAllowed: (answer: Answer) => boolean = () => false) {
  for (const answer of answers) {
    expect(answer.status, answer.text).toBeLessThan(500);
    if (answer.status < 300) continue;
    if (answer.status === 409 && answer.json.code === 'level_changed') {
      expect(answer.json.message).toMatch(
        /^The organization now works at Level [12]: this change, made for Level [12], was not saved\./,
      );
      continue;
    }
    expect(alsoAllowed(answer), `${answer.status} ${answer.text}`).toBe(true);
  }
}

const notFound = (message: string) => (answer: Answer) =>
  answer.status === 404 && answer.json.message === message;

/** The organization, its open cycle and the roll-ups of both levels agree and read (200). */
async function expectConsistentLevels(browser: HttpClient) {
  const organization = (await browser.ok(routes.organization)) as { targetLevel: Level };
  const current = await browser.ok(routes.currentCycle);
  expect(current.cycle.level).toBe(organization.targetLevel);
  for (const level of [otherLevel(organization.targetLevel), organization.targetLevel]) {
    await atLevel(browser, level);
    const assessment = await browser.call(routes.assessment);
    expect(assessment.status, assessment.text).toBe(200);
    expect(assessment.json.level).toBe(level);
  }
}

/** Half the writes of a round for each level, on ids no earlier round of the test used (as far as they go). */
function plannedRound<T>(
  ids: Record<Level, string[]>,
  round: number,
  make: (id: string, index: number) => T,
) {
  return Array.from({ length: WRITES_PER_ROUND }, (_, index) => {
    const list = ids[index % 2 === 0 ? 1 : 2];
    return make(list[(round * WRITES_PER_ROUND + index) % list.length]!, index);
  });
}

function tally(counts: Map<number, number>, answers: Answer[]) {
  for (const answer of answers) counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
}

async function storedNotes(app: TestApp, organizationId: string) {
  const rows = await app.db
    .select({ objectiveId: objectiveFindings.objectiveId, note: objectiveFindings.note })
    .from(objectiveFindings)
    .where(eq(objectiveFindings.organizationId, organizationId));
  return new Map(rows.map((row) => [row.objectiveId, row.note]));
}

async function storedImplementationNotes(app: TestApp, organizationId: string) {
  const rows = await app.db
    .select({ controlId: controlImplementations.controlId, notes: controlImplementations.notes })
    .from(controlImplementations)
    .where(eq(controlImplementations.organizationId, organizationId));
  return new Map(rows.map((row) => [row.controlId, row.notes]));
}

describe('Objective saves racing a switch of the target level', () => {
  it('answer 200 or 409 (404 when sent at the other level), never a 500, and store what the answers said', async ({
    app,
    client,
  }) => {
    const objectives = {
      1: (await catalogOf(client.browser, 1)).objectiveIds,
      2: (await catalogOf(client.browser, 2)).objectiveIds,
    };
    const counts = new Map<number, number>();
    for (let round = 0; round < ROUNDS; round++) {
      await atLevel(client.browser, 1);
      const planned = plannedRound(objectives, round, (objectiveId, index) => ({
        objectiveId,
        note: `round ${round} save ${index}`,
      }));
      const answers = await race(
        client.browser,
        planned.map(
          ({ objectiveId, note }) =>
            () =>
              client.browser.call(routes.saveFinding, {
                params: { objectiveId },
                body: { finding: 'not_met', note },
              }),
        ),
        [2, 1, 2],
      );
      expectRaceAnswers(answers, notFound('Objective not found'));
      tally(counts, answers);
      const stored = await storedNotes(app, client.user.id);
      answers.forEach((answer, index) => {
        const { objectiveId, note } = planned[index]!;
        if (answer.status === 200) {
          // Saved, and rolled up at the objective's own level.
          expect(stored.get(objectiveId)).toBe(note);
          expect(levelOfId(answer.json.practice.controlId)).toBe(levelOfId(objectiveId));
        } else {
          expect(stored.get(objectiveId) ?? null).not.toBe(note);
        }
      });
      await expectConsistentLevels(client.browser);
    }
    // The rounds did race: some saves were refused because the level changed under them.
    expect(counts.get(409) ?? 0, JSON.stringify([...counts])).toBeGreaterThan(0);
  });
});

describe('Implementation saves ("Mark Complete") racing a switch of the target level', () => {
  it('answer 200 or 409 (404 when sent at the other level), never a 500, and store what the answers said', async ({
    app,
    client,
  }) => {
    const controls = {
      1: (await catalogOf(client.browser, 1)).controlIds,
      2: (await catalogOf(client.browser, 2)).controlIds,
    };
    const counts = new Map<number, number>();
    for (let round = 0; round < ROUNDS; round++) {
      await atLevel(client.browser, 1);
      const planned = plannedRound(controls, round, (controlId, index) => ({
        controlId,
        notes: `round ${round} save ${index}`,
      }));
      const answers = await race(
        client.browser,
        planned.map(
          ({ controlId, notes }) =>
            () =>
              client.browser.call(routes.saveImplementation, {
                body: { controlId, status: 'completed', notes },
              }),
        ),
        [2, 1, 2],
      );
      expectRaceAnswers(answers, notFound('Control not found'));
      tally(counts, answers);
      const stored = await storedImplementationNotes(app, client.user.id);
      answers.forEach((answer, index) => {
        const { controlId, notes } = planned[index]!;
        if (answer.status === 200) expect(stored.get(controlId)).toBe(notes);
        else expect(stored.get(controlId) ?? null).not.toBe(notes);
      });
      await expectConsistentLevels(client.browser);
      // Once the switch has answered, a save made for the level left is refused.
      const organization = (await client.browser.ok(routes.organization)) as { targetLevel: Level };
      const left = controls[otherLevel(organization.targetLevel)][round]!;
      const late = await client.browser.call(routes.saveImplementation, {
        body: { controlId: left, status: 'completed', notes: `round ${round} late` },
      });
      expect([404, 409], late.text).toContain(late.status);
    }
    expect(counts.get(409) ?? 0, JSON.stringify([...counts])).toBeGreaterThan(0);
  });
});

describe('POA&M writes racing a switch of the target level', () => {
  it('answer 200 or 409, never a 500, and the item keeps the plan of a write that succeeded', async ({
    app,
    client,
  }) => {
    await atLevel(client.browser, 2);
    // Every objective MET but one of 3.1.3 (a 1-point requirement a POA&M item may hold, D31), in one import.
    const { objectiveIds } = await catalogOf(client.browser, 2, { racing: false });
    const imported = await importOscal(
      client.browser,
      assessmentResults(
        objectiveIds.map((targetId) => ({
          targetId,
          state: targetId === 'AC.L2-3.1.3[b]' ? ('not-satisfied' as const) : ('satisfied' as const),
        })),
      ),
    );
    expect(imported.status, imported.text).toBe(200);
    const item = await client.browser.ok(routes.createPoamItem, {
      body: { requirementId: 'AC.L2-3.1.3', plannedCompletion: '2027-01-31', weakness: 'before the rounds' },
    });
    const counts = new Map<number, number>();
    let weakness = 'before the rounds';
    for (let round = 0; round < ROUNDS; round++) {
      await atLevel(client.browser, 2);
      const planned = Array.from({ length: WRITES_PER_ROUND }, (_, index) => `round ${round} plan ${index}`);
      const answers = await race(
        client.browser,
        planned.map(
          (text) => () =>
            client.browser.call(routes.updatePoamItem, { params: { id: item.id }, body: { weakness: text } }),
        ),
        [1, 2, 1],
      );
      // Sent at Level 1, a POA&M write is refused as Level 1 never allows one (170.21(a)(1)).
      expectRaceAnswers(answers, (answer) => answer.status === 409 && answer.json.code === 'poam_refused');
      tally(counts, answers);
      const [stored] = await app.db
        .select({ weakness: poamItems.weakness })
        .from(poamItems)
        .where(eq(poamItems.id, item.id));
      const saved = planned.filter((_, index) => answers[index]!.status === 200);
      expect([weakness, ...saved]).toContain(stored!.weakness);
      weakness = stored!.weakness;
      for (const [index, answer] of answers.entries())
        if (answer.status === 200) expect(answer.json.weakness).toBe(planned[index]);
      await expectConsistentLevels(client.browser);
      await atLevel(client.browser, 2);
      expect((await client.browser.ok(routes.poam)).items).toEqual([
        expect.objectContaining({ id: item.id, weakness }),
      ]);
    }
    expect(counts.get(409) ?? 0, JSON.stringify([...counts])).toBeGreaterThan(0);
  });
});

describe('Other writes that depend on the level, racing a switch', () => {
  it('evidence links, the OSCAL import and the diagnostic answer 2xx or a 4xx, never a 500', async ({
    client,
  }) => {
    const fileId = await uploadEvidence(client.browser, 'AC.L1-3.1.1');
    const document = assessmentResults([{ targetId: '3.5.2[a]', state: 'not-satisfied' }]);
    const writes = [
      () =>
        client.browser.call(routes.saveEvidenceLinks, {
          params: { id: fileId },
          body: { controlIds: ['AC.L1-3.1.1'], objectiveIds: ['AC.L1-3.1.1[a]'] },
        }),
      () =>
        client.browser.call(routes.saveEvidenceLinks, {
          params: { id: fileId },
          body: { controlIds: ['AC.L2-3.1.1'], objectiveIds: ['AC.L2-3.1.1[a]'] },
        }),
      () => importOscal(client.browser, document),
      () => client.browser.call(routes.runDiagnostic),
      () =>
        client.browser.call(routes.saveFinding, {
          params: { objectiveId: 'IA.L1-3.5.2[a]' },
          body: { finding: 'met' },
        }),
    ];
    for (let round = 0; round < ROUNDS; round++) {
      await atLevel(client.browser, 1);
      const answers = await race(
        client.browser,
        Array.from({ length: WRITES_PER_ROUND }, (_, index) => writes[index % writes.length]!),
        [2, 1, 2],
      );
      // Links to the other level's catalog are refused as unknown (400); a finding's objective of it is not found.
      expectRaceAnswers(
        answers,
        (answer) =>
          (answer.status === 400 && /^Unknown (control|objective) /.test(answer.json.message)) ||
          notFound('Objective not found')(answer),
      );
      await expectConsistentLevels(client.browser);
    }
  });
});

describe('A control of the other level', () => {
  it('is not found by PUT /api/implementations, and never reaches the auditors queue', async ({
    app,
    client,
  }) => {
    const auditor = await createStaff(app, 'auditor');
    const queued = async () =>
      (await auditor.ok(routes.reviewQueue, { query: { search: client.form.businessName } })).items.map(
        (item) => item.controlId,
      );

    // At Level 1, a Level 2 requirement: 404, as the findings route answers for its objectives.
    const atOne = await client.browser.call(routes.saveImplementation, {
      body: { controlId: 'AC.L2-3.1.3', status: 'completed', notes: 'Done' },
    });
    expect(atOne.status, atOne.text).toBe(404);
    expect(atOne.json).toEqual({ message: 'Control not found' });
    // At Level 2, a Level 1 practice: 404 too.
    await atLevel(client.browser, 2);
    const atTwo = await client.browser.call(routes.saveImplementation, {
      body: { controlId: 'AC.L1-3.1.1', status: 'completed', notes: 'Done' },
    });
    expect(atTwo.status, atTwo.text).toBe(404);
    // Nothing was stored, and the auditor's queue holds none of it; the level's own control is queued.
    await client.browser.ok(routes.saveImplementation, {
      body: { controlId: 'AC.L2-3.1.1', status: 'completed', notes: 'Done' },
    });
    expect(await queued()).toEqual(['AC.L2-3.1.1']);
    expect((await client.browser.ok(routes.implementations)).map((one) => one.controlId)).toEqual([
      'AC.L2-3.1.1',
    ]);
  });
});
