import { z } from 'zod';
import { formatDay } from './format';
import { poamCloseBy } from './poam';

/**
 * What an organization's last affirmation stands for today, as the lists of staff show it (issue
 * 39 item 8, D35; D28): the screens of the organization, the auditor's client list, the admin
 * console and the compliance PDF tell one story.
 *
 * - A requirement reported no longer met since the affirmation (POST /api/assessment/changes,
 *   while that affirmed cycle is the current one) takes the affirmed result away: "NOT MET since
 *   the affirmation" (an affirmation attests continuing compliance, 32 CFR 170.22(a)).
 * - A Conditional Level 2 (Self) status lasts until its POA&M closeout, within 180 days of its
 *   status date (170.21(b)); after that day, without a closeout, it has expired. The 180 days run
 *   from the affirmation until the SPRS entry gives the status date (D35).
 * - Otherwise the affirmation stands (Level 1 MET, Final Level 2 (Self), or a closed-out
 *   Conditional): the due date of the next affirmation tells the rest.
 */
export const affirmedStandingSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('changed'), requirementIds: z.array(z.string()) }),
  z.object({ kind: z.literal('conditional'), closeBy: z.string() }),
  z.object({ kind: z.literal('expired'), closeBy: z.string() }),
  z.object({ kind: z.literal('affirmed') }),
]);
export type AffirmedStanding = z.infer<typeof affirmedStandingSchema>;

export interface AffirmedFacts {
  /** The affirmed snapshot's Level 2 status; null for a Level 1 affirmation. */
  level2Status: string | null;
  /** YYYY-MM-DD of the affirmation. */
  affirmedOn: string;
  /** The SPRS status date, once recorded (170.4). */
  statusDate: string | null;
  /** The POA&M closeout's date, once recorded (170.21(b)). */
  closedOutAt: string | null;
  /** Requirements reported no longer met since this affirmation, while it is the current cycle's. */
  changedRequirements: string[];
}

export function affirmedStanding(facts: AffirmedFacts, today: string): AffirmedStanding {
  if (facts.changedRequirements.length)
    return { kind: 'changed', requirementIds: [...new Set(facts.changedRequirements)] };
  if (facts.level2Status === 'conditional' && !facts.closedOutAt) {
    const closeBy = poamCloseBy(facts.statusDate ?? facts.affirmedOn)!;
    return today > closeBy ? { kind: 'expired', closeBy } : { kind: 'conditional', closeBy };
  }
  return { kind: 'affirmed' };
}

/** The words of a standing that is not a plain affirmation; null when the affirmation stands. */
export function affirmedStandingLabel(standing: AffirmedStanding): string | null {
  switch (standing.kind) {
    case 'changed':
      return `NOT MET since the affirmation: ${standing.requirementIds.join(', ')}`;
    case 'conditional':
      return `Conditional Level 2 (Self), close out by ${formatDay(standing.closeBy)}`;
    case 'expired':
      return `Conditional status expired: not closed out by ${formatDay(standing.closeBy)}`;
    case 'affirmed':
      return null;
  }
}
