import type { Implementation } from './implementations';
import type { DomainProgress, OverallProgress } from './progress';
import { percentOf } from './progress-tone';

/**
 * How one saved implementation record changes what the screens already hold (issue 24: a write
 * answers what it changed, one round trip per save). The server answers the record as it now
 * stands (its status, notes, a verdict lapsed by the change, D19); the status counts of document
 * 2's progress figures are recounted from the records, a control without one being not started.
 */

type Record = Pick<Implementation, 'id' | 'controlId' | 'status'>;

/** The records with the saved one in place of its old self, or added in catalog order. */
export function implementationsAfterSave<R extends Record>(
  records: R[],
  saved: R,
  catalogOrder: readonly string[],
): R[] {
  if (records.some((record) => record.id === saved.id)) {
    return records.map((record) => (record.id === saved.id ? saved : record));
  }
  const position = (record: Record) => catalogOrder.indexOf(record.controlId);
  return [...records, saved].sort((a, b) => position(a) - position(b));
}

function statusCounts(records: Record[]) {
  return {
    completed: records.filter((record) => record.status === 'completed').length,
    inProgress: records.filter((record) => record.status === 'in_progress').length,
  };
}

/** Overall progress with the status counts recounted; the objectives MET stay as they were. */
export function overallProgressAfterStatus(progress: OverallProgress, records: Record[]): OverallProgress {
  const { completed, inProgress } = statusCounts(records);
  return {
    ...progress,
    completed,
    inProgress,
    notStarted: progress.total - completed - inProgress,
    percentage: percentOf(completed, progress.total),
  };
}

/** Each domain's status counts recounted from the records of its controls. */
export function domainProgressAfterStatus(
  domains: DomainProgress[],
  records: Record[],
  controls: { id: string; domainId: string }[],
): DomainProgress[] {
  const domainOf = new Map(controls.map((control) => [control.id, control.domainId]));
  return domains.map((domain) => {
    const { completed, inProgress } = statusCounts(
      records.filter((record) => domainOf.get(record.controlId) === domain.domainId),
    );
    return {
      ...domain,
      completedControls: completed,
      inProgressControls: inProgress,
      progressPercentage: percentOf(completed, domain.totalControls),
    };
  });
}
