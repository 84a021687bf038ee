import { DAYS, PARTIALLY_READY_AT, UNSUPPORTED_FACTOR } from '../../contract/diagnostic';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';

/**
 * "How is this scored?" (D15 as revised by D22), written from the same constants the score uses;
 * at Level 2 the same readiness score runs over the 110 requirements (D29).
 */
export function ScoringExplained({ level = 1 }: { level?: 1 | 2 }) {
  const count = level === 2 ? 110 : 17;
  const unit = level === 2 ? 'requirements' : 'practices';
  return (
    <Card>
      <CardHeader>
        <CardTitle>How is this scored?</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm text-slate-700">
        <p>
          Each of the {count} {unit} earns credit from its assessment objectives: the share of them you found
          MET or not applicable (N/A).
        </p>
        <ul className="ml-5 flex list-disc flex-col gap-1">
          <li>
            The credit counts in full when the practice is supported: at least one evidence file is linked to
            it or to one of its objectives, or every objective is N/A with a written justification.
          </li>
          <li>Without that support it counts at {UNSUPPORTED_FACTOR * 100}%.</li>
          <li>
            A practice an auditor rejected or asked to clarify earns 0 while that verdict stands (changing the
            practice sends it back for review).
          </li>
        </ul>
        <p>
          The score is the credit earned divided by {count}, as a percentage with one decimal; each domain is
          scored the same way. You are <strong>Audit Ready</strong> only when all {count} {unit} are MET and
          supported with no open auditor verdict
          {level === 1 ? ', because Level 1 allows no open items and no plan of action' : ''};{' '}
          <strong>Partially Ready</strong> from {PARTIALLY_READY_AT}%; otherwise <strong>Not Ready</strong>.
        </p>
        {level === 1 ? (
          <p>
            The Level 1 result beside the score is binary: MET only when all 15 requirements of FAR 52.204-21
            are MET. A requirement is MET when all its practices are; a practice is MET when each objective is
            MET or N/A, and NOT MET as soon as one objective is NOT MET.
          </p>
        ) : (
          <p>
            This readiness score is not the SPRS score. Your self-assessed SPRS score starts at 110 and loses
            each requirement NOT MET its value (5, 3 or 1 point; DoD Assessment Methodology); a requirement is
            NOT MET as soon as one of its objectives is, and without a system security plan (3.12.4) there is
            no score.
          </p>
        )}
        <p>
          The estimate of days to completion adds {DAYS.perObjectiveToAssess} day per objective still to
          assess, {DAYS.perObjectiveNotMet} days per objective found NOT MET,{' '}
          {DAYS.perPracticeWithoutEvidence} day per practice without evidence, {DAYS.perOpenVerdict} day per
          open auditor verdict, and {DAYS.selfAssessmentAndAffirmation} day for the self-assessment, its
          affirmation and the SPRS entry, rounded up.
        </p>
      </CardContent>
    </Card>
  );
}
