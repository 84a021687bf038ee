import { affirmationStatement, dueState, type CurrentCycle } from '../../contract/cycles';
import type { Actor } from '../access/actor';
import { authorize, organizationOf } from '../access/authorize';
import {
  changesOfOrganization,
  lastAffirmed,
  latestCycle,
  organizationName,
  toCycle,
} from '../cycles/queries';
import type { Db } from '../db/client';
import { readTogether } from '../db/read-together';
import { level2StandingOf } from '../poam/queries';

/**
 * The current cycle with the statement its official would affirm (D23). It lives beside the
 * affirmation, not in cycles/, because at Level 2 the statement depends on the status the findings
 * and the POA&M would support, which cycles/ (read by findings/ and poam/) cannot ask for.
 */
export async function getCurrentCycle(db: Db, actor: Actor | null): Promise<CurrentCycle> {
  authorize(actor, 'workspace:read:own');
  return currentOf(db, organizationOf(actor));
}

async function currentOf(db: Db, organizationId: string, now = new Date()): Promise<CurrentCycle> {
  const [cycle, affirmed, name, changes] = await readTogether(
    db,
    () => latestCycle(db, organizationId),
    () => lastAffirmed(db, organizationId),
    () => organizationName(db, organizationId),
    () => changesOfOrganization(db, organizationId),
  );
  // At Level 2 the statement names the Level 2 requirements and the status the findings would
  // give if affirmed now: Final when every requirement counts as MET, else Conditional, the one
  // other status affirmed (170.22(a)(2); D31, D35). The Level 1 text never stands for a Level 2 result.
  const level2Status =
    cycle.level === 2
      ? (await level2StandingOf(db, organizationId)).answer.wouldBe === 'final'
        ? ('final' as const)
        : ('conditional' as const)
      : undefined;
  return {
    cycle: toCycle(cycle, changes.get(cycle.id)),
    due: dueState(affirmed?.nextDueAt ?? null, now),
    statement: affirmationStatement(name, level2Status),
    level2Statements:
      cycle.level === 2
        ? {
            final: affirmationStatement(name, 'final'),
            conditional: affirmationStatement(name, 'conditional'),
          }
        : null,
    changes: (affirmed && changes.get(affirmed.id)) ?? [],
  };
}
