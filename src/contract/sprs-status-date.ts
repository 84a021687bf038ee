import { oneYearAfter, type LaterAffirmation } from './cycles';
import { addDays, POAM_CLOSEOUT_DAYS } from './poam';
import { formatDay } from './format';

/**
 * The SPRS status date (D35). The CMMC status date is the day the result was entered in SPRS
 * (32 CFR 170.4); the next affirmation is due a year after it (170.22, annual affirmation), and a
 * Conditional status must be closed out within 180 days of it (170.21(a)(2), 170.21(b)). Until the
 * SPRS entry is recorded, both count from the day of the affirmation.
 *
 * The date is entered once per affirmation, within 30 days either side of it and not in the
 * future, and may be corrected only inside that window. No entry makes an overdue affirmation
 * current or an expired Conditional status live again: the window bounds how far the date can
 * move the due dates, and an entry that would carry one of them back across today is refused.
 * Pure, so that the server refuses what the screen's date field already keeps out.
 */

/** Days either side of the affirmation within which the SPRS status date falls (D35). */
export const STATUS_DATE_WINDOW_DAYS = 30;

/** What the rule reads of an affirmed cycle. */
export interface AffirmedCycleDates {
  /** The day the cycle was affirmed (UTC), YYYY-MM-DD. */
  affirmedOn: string;
  /** The day the cycle started (UTC): nothing of it was in SPRS before. */
  startedOn: string;
  /** The SPRS status date recorded so far; null before the first entry. */
  statusDate: string | null;
  /** When the next affirmation is due now, as every screen reads it. */
  nextDueAt: Date;
  /** Level 2: the status affirmed; null at Level 1. */
  level2Status: 'final' | 'conditional' | null;
  /** Level 2: the POA&M closeout is recorded (170.21(b)). */
  poamClosedOut: boolean;
  /** Level 2: the date of the recorded closeout, which the Conditional status date precedes (D35). */
  poamClosedOutOn?: string | null;
  /** Level 2: the affirmations after the first (170.22, D31). */
  laterAffirmations: readonly Pick<LaterAffirmation, 'kind'>[];
}

/** YYYY-MM-DD of a moment, in UTC. */
const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);
/** The latest calendar day anywhere on Earth at `now` (UTC+14): no date after it is in the past. */
export const latestDayAnywhere = (now: Date) => dayOf(new Date(now.getTime() + 14 * 60 * 60 * 1000));
const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

/** The dates the SPRS status date may take today, both included (D35). */
export function statusDateWindow(cycle: AffirmedCycleDates, now: Date): { earliest: string; latest: string } {
  return {
    earliest: later(addDays(cycle.affirmedOn, -STATUS_DATE_WINDOW_DAYS), cycle.startedOn),
    latest: earlier(addDays(cycle.affirmedOn, STATUS_DATE_WINDOW_DAYS), latestDayAnywhere(now)),
  };
}

/** The day the due dates count from: the status date once recorded, else the affirmation's. */
const anchorOf = (cycle: AffirmedCycleDates) => cycle.statusDate ?? cycle.affirmedOn;

/** A Conditional status whose POA&M is not closed out: its 180 days are running (170.21(b)). */
const conditionalOpen = (cycle: AffirmedCycleDates) =>
  cycle.level2Status === 'conditional' && !cycle.poamClosedOut;

/** The last day of a Conditional status counted from `anchor` (170.21(b)). */
const conditionalLastDay = (anchor: string) => addDays(anchor, POAM_CLOSEOUT_DAYS);

/**
 * When the next affirmation is due, counted from `anchor` as the affirmations were: 180 days on
 * while a Conditional status awaits the affirmation after its closeout (170.21(b), 170.22); else
 * a year on, and a year more for each yearly affirmation since (170.22, 170.16(a)(1)). Noon UTC:
 * the same calendar day wherever it is shown.
 */
export function nextDueFrom(anchor: string, cycle: AffirmedCycleDates): Date {
  const noon = new Date(`${anchor}T12:00:00Z`);
  const closeoutAffirmed = cycle.laterAffirmations.some((one) => one.kind === 'closeout');
  if (cycle.level2Status === 'conditional' && !closeoutAffirmed)
    return new Date(`${conditionalLastDay(anchor)}T12:00:00Z`);
  const years = 1 + cycle.laterAffirmations.filter((one) => one.kind === 'annual').length;
  let due = noon;
  for (let year = 0; year < years; year++) due = oneYearAfter(due);
  return due;
}

export type StatusDateRuling = { accepted: true; nextDueAt: Date } | { accepted: false; message: string };

/**
 * Whether `submittedAt` may be recorded as the status date of the affirmed cycle at `now`, and
 * the next affirmation's due date it gives; refused with a sentence for the user otherwise.
 */
export function ruleOnStatusDate(
  submittedAt: string,
  cycle: AffirmedCycleDates,
  now: Date,
): StatusDateRuling {
  const { earliest, latest } = statusDateWindow(cycle, now);
  // Days as every screen writes them ("Nov 28, 2026"), not as the API carries them.
  const between = `between ${formatDay(earliest)} and ${formatDay(latest)}`;
  if (submittedAt > latestDayAnywhere(now))
    return refused(`The SPRS status date cannot be in the future: enter the date SPRS shows, ${between}.`);
  if (submittedAt < earliest || submittedAt > latest)
    return refused(
      `The SPRS status date must fall within ${STATUS_DATE_WINDOW_DAYS} days of the affirmation of ${formatDay(cycle.affirmedOn)}, and after the cycle started: enter the date SPRS shows, ${between}.`,
    );
  // The closeout confirmed the POA&M of a Conditional status dated on or before it (170.21(b),
  // 170.4): a correction cannot move that status date past it.
  if (cycle.poamClosedOutOn && submittedAt > cycle.poamClosedOutOn)
    return refused(
      `The POA&M closeout of ${cycle.poamClosedOutOn} confirmed the Conditional status dated on or before it (32 CFR 170.21(b), 170.4): the SPRS status date cannot be after the closeout.`,
    );
  const today = dayOf(now);
  const lastDay = conditionalLastDay(anchorOf(cycle));
  if (conditionalOpen(cycle) && today > lastDay && today <= conditionalLastDay(submittedAt))
    return refused(
      `The Conditional status expired on ${formatDay(lastDay)}, 180 days after its status date (32 CFR 170.21(a)(2), 170.21(b)): a new SPRS status date cannot bring it back. A new self-assessment, affirmed, gives a new status.`,
    );
  const nextDueAt = nextDueFrom(submittedAt, cycle);
  if (cycle.nextDueAt < now && nextDueAt >= now)
    return refused(
      `The next affirmation was due on ${formatDay(dayOf(cycle.nextDueAt))} and is overdue: a new SPRS status date cannot make it current again. Affirming again renews it (32 CFR 170.22).`,
    );
  return { accepted: true, nextDueAt };
}

const refused = (message: string): StatusDateRuling => ({ accepted: false, message });
