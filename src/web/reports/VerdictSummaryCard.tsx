import type { Control } from '../../contract/catalog';
import type { Implementation } from '../../contract/implementations';
import { REVIEW_STATE_LABELS, reviewState, type ReviewState } from '../../contract/reviews';
import { ReviewBadge } from '../components/ReviewBadge';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';

const ORDER: ReviewState[] = ['approved', 'rejected', 'needs_clarification', 'pending'];

/** The auditor's current verdict on every control, in one compact list (D19: the verdict in every report). */
export function VerdictSummaryCard({
  controls,
  implementations,
}: {
  controls: Control[];
  implementations: Implementation[];
}) {
  const byControl = new Map(implementations.map((item) => [item.controlId, item]));
  const states = controls.map((control) => reviewState(byControl.get(control.id)));
  const count = (state: ReviewState | null) => states.filter((item) => item === state).length;
  const summary = [
    ...ORDER.map((state) => `${count(state)} ${REVIEW_STATE_LABELS[state]}`),
    `${count(null)} not submitted`,
  ].join(' · ');
  return (
    <Card className="print:break-inside-avoid print:shadow-none" data-testid="verdict-summary">
      <CardHeader>
        <CardTitle>Auditor Verdicts</CardTitle>
        <p className="text-sm text-slate-600">{summary}</p>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
          {controls.map((control) => {
            const implementation = byControl.get(control.id);
            return (
              <li
                key={control.id}
                className="flex items-center justify-between gap-3 border-b border-slate-100 py-1.5 text-sm"
              >
                <span className="min-w-0 break-words">
                  <span className="font-medium text-slate-900">{control.controlNumber}</span>{' '}
                  <span className="text-slate-600">{control.title}</span>
                </span>
                {reviewState(implementation) ? (
                  <ReviewBadge implementation={implementation} />
                ) : (
                  <span className="shrink-0 text-xs text-slate-600">Not submitted</span>
                )}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
