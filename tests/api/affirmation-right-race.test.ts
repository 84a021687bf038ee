import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { ACTIVITY_ACTIONS } from '../../src/contract/activity';
import { routes } from '../../src/contract/routes';
import { meetEverything, OFFICIAL, SCOPE } from '../support/affirmation';
import { it } from '../support/api-test';
import { registerClient, registration } from '../support/factories';
import { HttpClient } from '../support/http-client';
import type { TestApp } from '../support/test-app';

/*
 * The affirmation rechecks, under its lock, that the signed-in member may still affirm (issue 38
 * item 4; 32 CFR 170.22(a)): an owner taking the right away, or removing the member, while the
 * member affirms either comes after the affirmation or refuses it; never an affirmation recorded
 * by a member whose right was removed before it committed.
 */

const ROUNDS = 12;

/** The token at the end of an invitation's link. */
const tokenOf = (invitation: { acceptUrl: string }) =>
  decodeURIComponent(invitation.acceptUrl.split('/invite/')[1]!);

/** The owner invites this address as an editor allowed to affirm. */
async function inviteOfficial(owner: HttpClient, email: string) {
  const invited = await owner.call(routes.invite, { body: { email, role: 'editor', canAffirm: true } });
  expect(invited.status).toBe(201);
  return tokenOf(invited.json);
}

/** An organization ready to affirm, and a member (an editor) allowed to affirm for it. */
async function organizationWithOfficial(app: TestApp) {
  const owner = new HttpClient(app.baseUrl);
  const { user } = await registerClient(owner);
  const form = registration();
  const official = new HttpClient(app.baseUrl);
  const { username, password, confirmPassword, email, firstName, lastName } = form;
  const joined = await official.call(routes.register, {
    body: {
      username,
      password,
      confirmPassword,
      email,
      firstName,
      lastName,
      invitationToken: await inviteOfficial(owner, email),
    },
  });
  expect(joined.status).toBe(201);
  expect((await owner.call(routes.saveScope, { body: SCOPE })).status).toBe(200);
  await meetEverything(owner);
  return { owner, official, email, organizationId: user.id, officialId: joined.json.id as string };
}
type Ready = Awaited<ReturnType<typeof organizationWithOfficial>>;

/** After a refused round the organization is still ready: the owner gives the right back. */
async function giveBackTheRight(ready: Ready, removed: boolean) {
  if (removed) {
    const token = await inviteOfficial(ready.owner, ready.email);
    expect((await ready.official.call(routes.acceptInvitation, { params: { token } })).status).toBe(200);
  } else {
    const restored = await ready.owner.call(routes.updateMember, {
      params: { userId: ready.officialId },
      body: { canAffirm: true },
    });
    expect(restored.status).toBe(200);
  }
}

/**
 * The transaction numbers of the organization's affirmation and member-change entries not seen
 * before. PostgreSQL numbers a transaction when it first locks a row: both at the organization's
 * lock, their first step. A member change that had to wait for the affirmation therefore carries
 * the higher number; one that went first, the lower.
 */
async function newTransactionNumbers(app: TestApp, organizationId: string, seen: Set<string>) {
  const { rows } = await app.db.execute<{ id: string; action: string; xid: string }>(
    sql`select id, action, xmin::text as xid from activity_log
        where organization_id = ${organizationId}
          and action in (${ACTIVITY_ACTIONS.affirmation}, ${ACTIVITY_ACTIONS.memberChanged}, ${ACTIVITY_ACTIONS.memberRemoved})`,
  );
  const fresh = rows.filter((row) => !seen.has(row.id));
  for (const row of fresh) seen.add(row.id);
  const of = (actions: string[]) =>
    fresh.filter((row) => actions.includes(row.action)).map((row) => Number(row.xid));
  return {
    affirmation: of([ACTIVITY_ACTIONS.affirmation]),
    memberChange: of([ACTIVITY_ACTIONS.memberChanged, ACTIVITY_ACTIONS.memberRemoved]),
  };
}

describe('an owner removing the right to affirm while the member affirms', () => {
  it(`either comes after the affirmation or refuses it (${ROUNDS} rounds of real concurrent requests)`, async ({
    app,
  }) => {
    const outcomes: string[] = [];
    let ready: Ready | null = null;
    let seen = new Set<string>();
    for (let round = 0; round < ROUNDS; round++) {
      // A new organization after an affirmation (its cycle is frozen); the same one otherwise.
      if (!ready) {
        ready = await organizationWithOfficial(app);
        seen = new Set();
        await newTransactionNumbers(app, ready.organizationId, seen);
      }
      const { owner, official, organizationId, officialId } = ready;
      // Every other round the owner removes the member instead of the right alone.
      const removing = round % 2 === 1;
      const revoke = () =>
        removing
          ? owner.call(routes.removeMember, { params: { userId: officialId } })
          : owner.call(routes.updateMember, { params: { userId: officialId }, body: { canAffirm: false } });
      const [affirmed, revoked] = await Promise.all([
        official.call(routes.affirm, { body: OFFICIAL }),
        revoke(),
      ]);
      const where = `round ${round} (${removing ? 'removal' : 'right taken away'})`;
      expect(revoked.status, where).toBe(removing ? 204 : 200);
      expect([200, 403], where).toContain(affirmed.status);
      const numbers = await newTransactionNumbers(app, organizationId, seen);
      expect(numbers.memberChange, where).toHaveLength(1);
      const cycle = (await owner.call(routes.currentCycle)).json.cycle;
      if (affirmed.status === 200) {
        // The affirmation committed first: the member change waited for it.
        expect(numbers.affirmation, where).toHaveLength(1);
        expect(numbers.affirmation[0]!, where).toBeLessThan(numbers.memberChange[0]!);
        expect(cycle.status, where).toBe('affirmed');
        outcomes.push('affirmed, then revoked');
        ready = null;
      } else {
        expect(numbers.affirmation, where).toEqual([]);
        expect(cycle.status, where).toBe('open');
        outcomes.push('refused');
        await giveBackTheRight(ready, removing);
        await newTransactionNumbers(app, organizationId, seen);
      }
    }
    expect(outcomes).toHaveLength(ROUNDS);
  }, 120_000);
});
