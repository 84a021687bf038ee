import type { OverallProgress as Progress } from '../../contract/progress';
import { percentOf } from '../../contract/progress-tone';
import { complianceRating, type ComplianceRating } from '../../contract/report';
import { Level1Lead } from '../components/Level1Lead';
import { OverallProgress } from '../components/OverallProgress';
import { Badge, type BadgeProps } from '../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { useAssessment, useLevel1 } from '../lib/assessment';
import { PRINT_CARD } from './print';

/** Excellent needs a Level 1 MET (complianceRating, D28): only it reads green. */
const RATING_TONE: Record<ComplianceRating, BadgeProps['tone']> = {
  Excellent: 'green',
  Good: 'brand',
  'Needs Improvement': 'yellow',
  Critical: 'red',
};

/**
 * D28: the report's percentage is the coverage, the objectives MET or N/A out of 59, as the
 * dashboard's Overall Progress; its rating reads "Excellent" only with Level 1 MET.
 */
export function ExecutiveSummaryCard({ overall }: { overall: Progress }) {
  const level1 = useLevel1();
  const assessment = useAssessment();
  const rating = complianceRating(
    percentOf(overall.objectivesMet, overall.objectivesTotal),
    level1.overallMet,
  );
  return (
    <Card className={PRINT_CARD} data-testid="executive-summary">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>Executive Summary</CardTitle>
        <Badge tone={RATING_TONE[rating]}>{rating}</Badge>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Level1Lead overall={level1.overall} requirements={assessment.data?.requirements} />
        <OverallProgress progress={overall} level1={level1.overall} label="Coverage" layout="report" />
      </CardContent>
    </Card>
  );
}
