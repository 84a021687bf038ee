import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { routes } from '../../src/contract/routes';
import { controlImplementations, objectiveFindings } from '../../src/server/db/schema';
import { it } from '../support/api-test';
import type { HttpClient } from '../support/http-client';
import type { TestApp } from '../support/test-app';

/*
 * The plan entry's writes racing each other and the target-level switch (D36, issue 38): the
 * entry's own PUT, the checklist's PUT of the same record, a finding that moves the requirement in
 * and out of N/A, the owner's approval as not applicable, and a switch of level, sent at once,
 * several rounds. Each takes the organization's lock at its level: never a 5xx; a write lands
 * wholly or is refused (409 `level_changed` or `not_applicable_only`, 404 when it started at the
 * other level); no write loses another's field; and an approval is stored only while every
 * objective of the requirement is N/A.
 */

const CONTROL = 'SC.L1-3.13.5';
const ROUNDS = 8;

type Answer = Awaited<ReturnType<HttpClient['call']>>;

async function record(app: TestApp, organizationId: string) {
  const [row] = await app.db
    .select()
    .from(controlImplementations)
    .where(
      and(
        eq(controlImplementations.organizationId, organizationId),
        eq(controlImplementations.controlId, CONTROL),
      ),
    );
  return row;
}

async function findingsOf(app: TestApp, organizationId: string) {
  return app.db
    .select({ objectiveId: objectiveFindings.objectiveId, finding: objectiveFindings.finding })
    .from(objectiveFindings)
    .where(
      and(eq(objectiveFindings.organizationId, organizationId), eq(objectiveFindings.controlId, CONTROL)),
    );
}

const allowed = (answer: Answer, codes: string[]) =>
  answer.status === 200 ||
  answer.status === 404 ||
  (answer.status === 409 && codes.includes(answer.json?.code as string));

describe('plan entry writes racing each other and a level switch', () => {
  it('lands wholly or is refused, and keeps the approval only while N/A', async ({ app, client }) => {
    const organizationId = client.user.id;
    const browser = client.browser;
    const controls = await browser.ok(routes.controls, { query: { level: '1' } });
    const objectives = controls.find((control) => control.id === CONTROL)!.objectives.map((one) => one.id);
    for (const objectiveId of objectives)
      await browser.ok(routes.saveFinding, {
        params: { objectiveId },
        body: { finding: 'not_applicable', justification: 'Nothing public.' },
      });
    let lastVersion = 0;
    let statement: string | null = null;
    let role: string | null = null;
    let notes: string | null = null;
    for (let round = 0; round < ROUNDS; round++) {
      const toMet = round % 2 === 0;
      const writes: (() => Promise<Answer>)[] = [
        () =>
          browser.call(routes.saveSspRequirement, {
            params: { requirementId: CONTROL },
            body: {
              implementationStatement: `Statement of round ${round}`,
              responsibleRole: `Role ${round}`,
            },
          }),
        () => browser.call(routes.approveNotApplicable, { params: { requirementId: CONTROL } }),
        () =>
          browser.call(routes.saveImplementation, {
            body: {
              controlId: CONTROL,
              status: toMet ? 'in_progress' : 'completed',
              notes: `Notes of round ${round}`,
            },
          }),
        () =>
          browser.call(routes.saveFinding, {
            params: { objectiveId: objectives[0]! },
            body: toMet
              ? { finding: 'met', methods: ['examine'] }
              : { finding: 'not_applicable', justification: 'Nothing public again.' },
          }),
        () => browser.call(routes.approveNotApplicable, { params: { requirementId: CONTROL } }),
      ];
      // The switch goes out among the writes, at another place each round: some land before it,
      // some after.
      const sent: Promise<Answer>[] = [];
      let switched: Promise<Answer> | undefined;
      const switchAt = round % (writes.length + 1);
      const sendSwitch = () => {
        switched = browser.call(routes.updateOrganization, { body: { targetLevel: 2 } });
      };
      writes.forEach((write, index) => {
        if (index === switchAt) sendSwitch();
        sent.push(write());
      });
      if (switchAt === writes.length) sendSwitch();
      const [entry, approval, checklist, saved, approvalAgain] = await Promise.all(sent);
      expect((await switched!).status).toBe(200);
      for (const answer of [entry!, checklist!, saved!])
        expect(allowed(answer, ['level_changed']), `${answer.status} ${answer.text.slice(0, 200)}`).toBe(
          true,
        );
      for (const answer of [approval!, approvalAgain!])
        expect(
          allowed(answer, ['level_changed', 'not_applicable_only']),
          `${answer.status} ${answer.text.slice(0, 200)}`,
        ).toBe(true);
      expect((await browser.call(routes.updateOrganization, { body: { targetLevel: 1 } })).status).toBe(200);

      // What the answers said is what is stored; no write lost another's field.
      if (entry!.status === 200) {
        statement = `Statement of round ${round}`;
        role = `Role ${round}`;
      }
      if (checklist!.status === 200) notes = `Notes of round ${round}`;
      const row = await record(app, organizationId);
      expect(row?.implementationStatement ?? null).toBe(statement);
      expect(row?.responsibleRole ?? null).toBe(role);
      expect(row?.notes ?? null).toBe(notes);
      expect(row?.version ?? 0).toBeGreaterThanOrEqual(lastVersion);
      lastVersion = row?.version ?? 0;
      const approvedAt = row?.notApplicableApprovedAt ?? null;
      // An approval only while every objective is N/A, and what the entry says is what is stored.
      const stored = await findingsOf(app, organizationId);
      const allNotApplicable =
        stored.length === objectives.length && stored.every((one) => one.finding === 'not_applicable');
      if (approvedAt !== null) expect(allNotApplicable).toBe(true);
      const listed = (await browser.ok(routes.sspRequirements)).find((one) => one.requirementId === CONTROL)!;
      expect(listed.status === 'not_applicable').toBe(allNotApplicable);
      expect(listed.notApplicableApproval === null).toBe(approvedAt === null);
      expect(listed.approvalNeeded).toBe(allNotApplicable && approvedAt === null);
    }
  });
});
