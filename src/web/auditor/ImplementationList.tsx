import type { PracticeStanding } from '../../contract/assessment';
import type { AuditorImplementation } from '../../contract/auditor';
import { statusLabel } from '../../contract/labels';
import { ReviewBadge } from '../components/ReviewBadge';
import { ResultBadge } from '../components/Level1Badge';
import { Button } from '../components/ui/button';

/** An implementation the client has recorded, so there is something to review, at a version. */
export type RecordedImplementation = AuditorImplementation & { id: string; version: number };

export const isRecorded = (implementation: AuditorImplementation): implementation is RecordedImplementation =>
  implementation.id !== null && implementation.version !== null;

interface ImplementationListProps {
  implementations: AuditorImplementation[];
  /** The client's practices from its objectives (D22); absent while the assessment loads. */
  practices: PracticeStanding[] | undefined;
  canReview: (implementation: RecordedImplementation) => boolean;
  onReview: (implementation: RecordedImplementation) => void;
}

/**
 * The client's 17 controls, each with one result badge and one review badge (D28), the status the
 * client set as plain text; Review where the screen allows it.
 */
export function ImplementationList({
  implementations,
  practices,
  canReview,
  onReview,
}: ImplementationListProps) {
  const practiceOf = new Map(practices?.map((practice) => [practice.controlId, practice]));
  return (
    <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">
      {implementations.map((implementation) => (
        <li
          key={implementation.controlId}
          className="flex flex-col gap-2 rounded-md border border-slate-200 p-4"
          data-testid="implementation"
        >
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-sm font-semibold text-slate-900">
              {implementation.control.controlNumber}
            </span>
            {practiceOf.has(implementation.controlId) && (
              <ResultBadge result={practiceOf.get(implementation.controlId)!.result} />
            )}
            <ReviewBadge implementation={implementation} />
          </div>
          <p className="text-sm font-medium text-slate-900">{implementation.control.title}</p>
          <p className="text-xs text-slate-600">Status: {statusLabel(implementation.status)}</p>
          {implementation.notes && (
            <p className="line-clamp-3 break-words text-sm text-slate-700">{implementation.notes}</p>
          )}
          {implementation.auditorNotes && (
            <p className="break-words text-sm text-slate-700">
              <span className="font-medium">Review notes:</span> {implementation.auditorNotes}
            </p>
          )}
          <div className="mt-auto flex min-h-8 items-center justify-between gap-2 pt-1">
            <span className="text-xs text-slate-600">
              {implementation.evidenceFiles.length} evidence{' '}
              {implementation.evidenceFiles.length === 1 ? 'file' : 'files'}
            </span>
            {isRecorded(implementation) && canReview(implementation) && (
              <Button size="sm" variant="outline" onClick={() => onReview(implementation)}>
                Review<span className="sr-only"> {implementation.control.controlNumber}</span>
              </Button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
