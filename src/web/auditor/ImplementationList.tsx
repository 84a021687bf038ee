import { auditorStatusLabel } from '../../contract/auditor';
import type { Implementation } from '../../contract/implementations';
import { StatusBadge } from '../components/StatusBadge';
import { Badge, type BadgeProps } from '../components/ui/badge';
import { Button } from '../components/ui/button';

const REVIEW_TONE: Record<string, BadgeProps['tone']> = {
  approved: 'green',
  rejected: 'red',
  needs_clarification: 'yellow',
};

interface ImplementationListProps {
  implementations: Implementation[];
  canReview: (implementation: Implementation) => boolean;
  onReview: (implementation: Implementation) => void;
}

export function ImplementationList({ implementations, canReview, onReview }: ImplementationListProps) {
  if (implementations.length === 0) {
    return (
      <p className="py-6 text-center text-sm text-slate-600">
        This client has not recorded any implementation yet.
      </p>
    );
  }
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
            <StatusBadge status={implementation.status} />
            <Badge tone={REVIEW_TONE[implementation.auditorStatus ?? ''] ?? 'neutral'}>
              {auditorStatusLabel(implementation.auditorStatus)}
            </Badge>
          </div>
          <p className="text-sm font-medium text-slate-900">{implementation.control.title}</p>
          {implementation.notes && (
            <p className="line-clamp-3 text-sm text-slate-700">{implementation.notes}</p>
          )}
          {implementation.auditorNotes && (
            <p className="text-sm text-slate-700">
              <span className="font-medium">Review notes:</span> {implementation.auditorNotes}
            </p>
          )}
          <div className="mt-auto flex items-center justify-between gap-2 pt-1">
            <span className="text-xs text-slate-600">
              {implementation.evidenceFiles.length} evidence{' '}
              {implementation.evidenceFiles.length === 1 ? 'file' : 'files'}
            </span>
            {/* A control the client never touched has no record (null id): nothing to review yet. */}
            {implementation.id && canReview(implementation) && (
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
