import type { ImplementationStatus } from './constants';

interface HasId {
  id: string;
}

/** A status per control id; a control without a record is not started. */
export function statusByControl(
  implementations: { controlId: string; status: ImplementationStatus }[],
): Map<string, ImplementationStatus> {
  return new Map(implementations.map((implementation) => [implementation.controlId, implementation.status]));
}

/**
 * The controls still to do, in progress first (they are closest to done), then not started,
 * each group in catalog order. Document 1: the dashboard shows at most 3.
 */
export function pendingControls<T extends HasId>(
  controls: T[],
  statuses: Map<string, ImplementationStatus>,
): T[] {
  const statusOf = (control: T) => statuses.get(control.id) ?? 'not_started';
  return [
    ...controls.filter((control) => statusOf(control) === 'in_progress'),
    ...controls.filter((control) => statusOf(control) === 'not_started'),
  ];
}
