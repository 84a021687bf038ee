import type { CLOSEOUT_REFUSAL_CODES } from './constants';
import { poamCloseBy } from './poam';

/**
 * The POA&M closeout (D35). 32 CFR 170.21(b): "The closing of a POA&M must be confirmed by a POA&M
 * closeout assessment within 180-days of the Conditional CMMC Status Date. If the POA&M is not
 * successfully closed out within the 180-day timeframe, the Conditional CMMC Status for the
 * information system will expire." 170.16(a)(1)(ii)(B): the closeout's results are posted in SPRS
 * within those 180 days. 170.4: the Conditional status date stays the status date of the Final
 * status that follows. Pure, so the server refuses what the closeout form already keeps out.
 */

export type CloseoutRefusalCode = (typeof CLOSEOUT_REFUSAL_CODES)[number];

export interface CloseoutRefusal {
  code: CloseoutRefusalCode;
  /** Which date field the refusal is about, for the form; absent when it is about the POA&M. */
  field?: 'closedAt' | 'sprsEnteredAt';
  message: string;
}

export interface CloseoutFacts {
  /** The status the last Level 2 affirmation recorded; null when none was affirmed. */
  affirmed: 'final' | 'conditional' | null;
  /** The Conditional status date: the SPRS entry date, or the affirmation's day until recorded. */
  conditionalStatusDate: string | null;
  /** The closeout already recorded, if any. */
  closedOutAt: string | null;
  /** The POA&M items' requirements that are not MET now. */
  notMet: string[];
  /** The date of the closeout assessment. */
  closedAt: string;
  /** The date its results were entered in SPRS. */
  sprsEnteredAt: string;
  /** Today (UTC), the day the 180 days are counted on, as the status is. */
  today: string;
  /** The latest calendar day anywhere on Earth now (UTC+14): no date after it is in the past. */
  latestDay: string;
}

/**
 * Why the closeout is refused, or null when it is recorded: only on a Conditional status not yet
 * closed out and not expired; the closeout dated on or after the status date, within its 180
 * days, and not in the future; every item's requirement MET; its SPRS entry on or after the
 * closeout and within the 180 days (170.16(a)(1)(ii)(B)), not in the future.
 */
export function closeoutRefusal(facts: CloseoutFacts): CloseoutRefusal | null {
  const { closedAt, sprsEnteredAt } = facts;
  if (facts.affirmed !== 'conditional' || !facts.conditionalStatusDate)
    return {
      code: 'no_conditional_status',
      message:
        'A POA&M closeout follows an affirmed Conditional status (32 CFR 170.21(b)): affirm the result with its POA&M first.',
    };
  const statusDate = facts.conditionalStatusDate;
  const closeBy = poamCloseBy(statusDate)!;
  if (facts.closedOutAt)
    return {
      code: 'closeout_recorded',
      message: `The POA&M closeout of ${facts.closedOutAt} is already recorded: the status is Final.`,
    };
  if (facts.today > closeBy)
    return {
      code: 'conditional_expired',
      message: `The Conditional status expired on ${closeBy}, 180 days after its status date of ${statusDate} (32 CFR 170.21(b)): a closeout cannot be recorded now. A new self-assessment, affirmed, gives a new status.`,
    };
  if (closedAt > facts.latestDay)
    return {
      code: 'closeout_in_future',
      field: 'closedAt',
      message: `The closeout date cannot be in the future: give the day the closeout assessment was done, between ${statusDate} and ${closeBy}.`,
    };
  if (closedAt < statusDate)
    return {
      code: 'closeout_before_status_date',
      field: 'closedAt',
      message: `The closeout must be on or after the Conditional status date of ${statusDate}: it confirms the POA&M of that status (32 CFR 170.21(b)). Give a date between ${statusDate} and ${closeBy}.`,
    };
  if (closedAt > closeBy)
    return {
      code: 'closeout_after_180_days',
      field: 'closedAt',
      message: `The closeout must be within 180 days of the Conditional status date of ${statusDate}, by ${closeBy} (32 CFR 170.21(b)).`,
    };
  if (facts.notMet.length > 0)
    return {
      code: 'poam_not_met',
      message: `The closeout confirms that every POA&M requirement is MET (32 CFR 170.21(b)); still NOT MET: ${facts.notMet.join(', ')}. Record their MET findings first.`,
    };
  const latestEntry = closeBy < facts.latestDay ? closeBy : facts.latestDay;
  if (sprsEnteredAt < closedAt || sprsEnteredAt > latestEntry)
    return {
      code: 'closeout_sprs_entry_window',
      field: 'sprsEnteredAt',
      message: `The closeout's results are entered in SPRS after the closeout and within the 180 days of the Conditional status (32 CFR 170.16(a)(1)(ii)(B)): give the date SPRS shows, between ${closedAt} and ${latestEntry}.`,
    };
  return null;
}
