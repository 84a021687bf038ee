import { CREDIT, DAYS, PARTIALLY_READY_AT } from '../../contract/diagnostic';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';

/** "How is this scored?" (D15), written from the same constants the score uses. */
export function ScoringExplained() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>How is this scored?</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm text-slate-700">
        <p>Each of the 17 controls earns credit:</p>
        <ul className="ml-5 flex list-disc flex-col gap-1">
          <li>{CREDIT.verified} for a control marked complete with at least one evidence file;</li>
          <li>{CREDIT.completedWithoutEvidence} for a control marked complete without evidence;</li>
          <li>{CREDIT.inProgress} for a control in progress;</li>
          <li>
            0 for a control not started, and for any control an auditor rejected or asked to clarify while
            that verdict stands (changing the control sends it back for review).
          </li>
        </ul>
        <p>
          The score is the credit earned divided by the number of controls, as a percentage with one decimal;
          each domain is scored the same way. You are <strong>Audit Ready</strong> only when every control
          earns full credit, because Level 1 allows no open items; <strong>Partially Ready</strong> from{' '}
          {PARTIALLY_READY_AT}%; otherwise <strong>Not Ready</strong>.
        </p>
        <p>
          The estimate of days to completion adds {DAYS.notStarted} days per control not started,{' '}
          {DAYS.inProgress} per control in progress, {DAYS.missingEvidence} per completed control still
          missing evidence, {DAYS.rejected} per rejected control and {DAYS.needsClarification} per control an
          auditor asked to clarify.
        </p>
      </CardContent>
    </Card>
  );
}
