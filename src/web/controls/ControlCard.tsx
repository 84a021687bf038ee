import { memo } from 'react';
import type { Control } from '../../contract/catalog';
import type { PracticeStanding } from '../../contract/assessment';
import { counted } from '../../contract/format';
import type { Implementation } from '../../contract/implementations';
import { statusLabel } from '../../contract/labels';
import { currentReview, isOpenVerdict } from '../../contract/reviews';
import { ResultBadge } from '../components/Level1Badge';
import { ReviewBadge } from '../components/ReviewBadge';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { openerId } from './control-address';

interface ControlCardProps {
  control: Control;
  implementation: Implementation | undefined;
  /** The practice's result from its objectives (D22); absent while the assessment loads. */
  practice: PracticeStanding | undefined;
  /** Opens the control's dialog; the same act on every render of the checklist. */
  onOpen: (controlId: string) => void;
}

/**
 * One control of the checklist. The checklist re-renders as the search is typed and a dialog
 * opens: a card whose control, record and result are the same is not drawn again (110 at Level 2).
 * `onOpen` is left out of the comparison: the checklist passes a new function that does the same.
 */
export const ControlCard = memo(
  ControlCardView,
  (before, after) =>
    before.control === after.control &&
    before.implementation === after.implementation &&
    before.practice === after.practice,
);

function ControlCardView({ control, implementation, practice, onOpen }: ControlCardProps) {
  const review =
    implementation && isOpenVerdict(implementation.auditorStatus) ? currentReview(implementation) : null;
  return (
    <Card className="flex flex-col p-4 sm:p-5" data-testid={`control-${control.id}`}>
      {/* D28: one result badge and one review badge; the status the user sets reads as plain text. */}
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-sm font-semibold text-slate-900">{control.controlNumber}</span>
        {practice && <ResultBadge result={practice.result} />}
        <ReviewBadge implementation={implementation} />
        {control.points !== null && (
          // D30: what the requirement weighs in the self-assessed SPRS score.
          <span className="ml-auto text-xs font-medium text-slate-700" data-testid="sprs-value">
            <span className="sr-only">SPRS value: </span>
            {counted(control.points, 'point')}
          </span>
        )}
      </div>
      <h2 className="mt-3 text-base font-semibold text-slate-900">{control.title}</h2>
      <p className="mt-1 text-xs text-slate-600" data-testid="control-facts">
        {practice &&
          `${practice.met + practice.notApplicable} of ${counted(practice.objectives, 'objective')} MET or N/A · `}
        Status: {statusLabel(implementation?.status ?? 'not_started')} · {control.domain.shortName}
      </p>
      <p className="mt-1 text-sm text-slate-700">{control.description}</p>
      {implementation?.notes && (
        <div className="mt-3 rounded-md bg-slate-50 p-3">
          <p className="text-xs font-medium text-slate-600">Implementation notes</p>
          <p className="mt-0.5 line-clamp-3 whitespace-pre-line text-sm text-slate-800">
            {implementation.notes}
          </p>
        </div>
      )}
      {review?.notes && (
        <div className="mt-3 rounded-md border border-red-200 bg-red-50 p-3">
          <p className="text-xs font-medium text-red-800">Auditor's notes</p>
          <p className="mt-0.5 line-clamp-3 whitespace-pre-line break-words text-sm text-slate-900">
            {review.notes}
          </p>
        </div>
      )}
      <div className="mt-auto pt-4">
        <Button id={openerId(control.id)} variant="outline" size="sm" onClick={() => onOpen(control.id)}>
          View Details<span className="sr-only"> of {control.controlNumber}</span>
        </Button>
      </div>
    </Card>
  );
}
