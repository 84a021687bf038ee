import type { PracticeStanding } from './assessment';
import type { ImplementationStatus, ReviewStatus } from './constants';
import type { PracticeResult } from './labels';
import { isOpenVerdict } from './reviews';

interface HasId {
  id: string;
}

/** What the dashboard needs of a client's record for a control. */
export interface ControlWork {
  controlId: string;
  status: ImplementationStatus;
  auditorStatus: ReviewStatus | null;
  auditorNotes: string | null;
}

/** What the to-do list needs of a practice's findings in the current cycle (D22, D23). */
export type ControlFindings = Pick<PracticeStanding, 'controlId' | 'openLetters' | 'notMetLetters'>;

/** Why a control is on the to-do list, in the order the list shows them. */
export type PriorityReason =
  'rejected' | 'needs_clarification' | 'not_met' | 'in_progress' | 'not_assessed' | 'not_started';

export interface PriorityAction<T> {
  control: T;
  reason: PriorityReason;
  /** The auditor's words, for the two verdict reasons. */
  auditorNotes: string | null;
  /** The objectives' letters the reason is about: NOT MET ones, or those without a finding. */
  letters: string[];
}

const ORDER: PriorityReason[] = [
  'rejected',
  'needs_clarification',
  'not_met',
  'in_progress',
  'not_assessed',
  'not_started',
];

/**
 * Why a control still needs work, or null when it is done. D28: the to-do list follows what the
 * Level 1 result follows, not the status flags alone. An open auditor verdict comes first (D19);
 * then an objective found NOT MET (it fails the requirement, 32 CFR 170.24(b)(1)); then the
 * user's own status while not completed; then objectives without a finding in this cycle
 * (a finding of an earlier cycle waits to be confirmed, D23). Done: completed, every objective
 * MET or N/A, no open verdict.
 */
export function priorityReason(
  work: ControlWork | undefined,
  findings: ControlFindings | undefined,
): PriorityReason | null {
  if (work && isOpenVerdict(work.auditorStatus)) return work.auditorStatus as PriorityReason;
  if (findings?.notMetLetters.length) return 'not_met';
  const status = work?.status ?? 'not_started';
  if (status !== 'completed') return status;
  return findings?.openLetters.length ? 'not_assessed' : null;
}

function lettersFor(reason: PriorityReason, findings: ControlFindings | undefined): string[] {
  if (reason === 'not_met') return findings?.notMetLetters ?? [];
  if (reason === 'not_assessed') return findings?.openLetters ?? [];
  return [];
}

/**
 * The controls still to do: those an auditor rejected or asked about first (with the auditor's
 * words), then those with an objective NOT MET, then in progress (closest to done), then those
 * completed with objectives still to assess, then not started, each group in catalog order.
 * Document 1: the dashboard shows at most 3.
 */
export function priorityActions<T extends HasId>(
  controls: T[],
  work: ControlWork[],
  findings: ControlFindings[],
): PriorityAction<T>[] {
  const byControl = new Map(work.map((item) => [item.controlId, item]));
  const findingsOf = new Map(findings.map((item) => [item.controlId, item]));
  const actions = controls.flatMap((control) => {
    const item = byControl.get(control.id);
    const practice = findingsOf.get(control.id);
    const reason = priorityReason(item, practice);
    if (!reason) return [];
    const auditorNotes = isOpenVerdict(item?.auditorStatus) ? (item?.auditorNotes ?? null) : null;
    return [{ control, reason, auditorNotes, letters: lettersFor(reason, practice) }];
  });
  return ORDER.flatMap((reason) => actions.filter((action) => action.reason === reason));
}

/**
 * The checklist's filters (`/controls?domain=&status=open&q=&result=`): a domain (a family at
 * Level 2) or all, open work only, a search, and the practice's result.
 */
export interface ChecklistFilter {
  domainId: string | null;
  openOnly: boolean;
  /** A number (`3.5.3`, `3.1`, `IA.L2-3.5.3`) or words of the title or the statement. */
  query?: string;
  /** The practice's result from its objectives (D22): MET, NOT MET, N/A or not yet assessed. */
  result?: PracticeResult | null;
}

/** What the search reads of a control. */
export interface ChecklistSearchable {
  controlNumber?: string;
  nistReference?: string;
  title?: string;
  description?: string;
}

/** `3.5.3`, `3.5`, `ia.l2-3.5.3`, `IA-3.5`: a requirement's number, with its family if given. */
const NUMBER_QUERY = /^(?:([a-z]{2})(?:\.l[12])?-)?(3(?:\.\d{1,2}){0,2})\.?$/;

/**
 * Whether a control answers the search: a number finds that requirement and those under it
 * (`3.1.1` finds 3.1.1, not 3.1.10; `3.1` finds the whole family); words find the controls whose
 * number, title and statement hold every one of them, in any case.
 */
export function matchesChecklistQuery(control: ChecklistSearchable, query: string): boolean {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return true;
  const number = NUMBER_QUERY.exec(wanted);
  if (number) {
    const [, family, nist] = number;
    const own = control.nistReference ?? '';
    return (
      (own === nist || own.startsWith(`${nist}.`)) &&
      (!family || (control.controlNumber ?? '').toLowerCase().startsWith(family))
    );
  }
  const text = [control.controlNumber, control.title, control.description].join(' ').toLowerCase();
  return wanted.split(/\s+/).every((word) => text.includes(word));
}

/**
 * The controls the checklist shows, in catalog order: those of the chosen domain, answering the
 * search, with the chosen result, and with `openOnly` those that still need work as the to-do list
 * counts it (priorityReason, D28).
 */
export function checklistControls<T extends HasId & { domainId: string } & ChecklistSearchable>(
  controls: T[],
  filter: ChecklistFilter,
  work: ControlWork[],
  findings: (ControlFindings & { result?: PracticeResult })[],
): T[] {
  const workOf = new Map(work.map((item) => [item.controlId, item]));
  const findingsOf = new Map(findings.map((item) => [item.controlId, item]));
  return controls.filter(
    (control) =>
      (filter.domainId === null || control.domainId === filter.domainId) &&
      (!filter.query || matchesChecklistQuery(control, filter.query)) &&
      (!filter.result || (findingsOf.get(control.id)?.result ?? 'not_assessed') === filter.result) &&
      (!filter.openOnly || priorityReason(workOf.get(control.id), findingsOf.get(control.id)) !== null),
  );
}
