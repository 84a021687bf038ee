import { CheckCircle2, Circle } from 'lucide-react';
import type { Level1Result, PracticeStanding } from '../../contract/assessment';
import { formatDate } from '../../contract/format';
import type { Implementation } from '../../contract/implementations';
import type { OverallProgress } from '../../contract/progress';
import { isOpenVerdict } from '../../contract/reviews';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';

function ChecklistItem({ done, children }: { done: boolean; children: React.ReactNode }) {
  return (
    <li className="flex items-start gap-3 text-sm" data-testid="checklist-item" data-done={done}>
      {done ? (
        <CheckCircle2 aria-label="Done" className="mt-0.5 size-5 shrink-0 text-green-700" />
      ) : (
        <Circle aria-label="Not yet" className="mt-0.5 size-5 shrink-0 text-slate-500" />
      )}
      <span className="text-slate-800">{children}</span>
    </li>
  );
}

/**
 * Document 2's audit readiness checklist, ticking only what is done (D15): a line with a count
 * ticks when the count is complete, not when it is above zero.
 */
export function AuditReadinessChecklist({
  overall,
  level1,
  practices,
  implementations,
  evidenceCount,
  missingEvidence,
  generatedAt,
}: {
  overall: OverallProgress;
  /** Undefined until the assessment is loaded: nothing counts as met until then. */
  level1: Level1Result | undefined;
  practices: PracticeStanding[] | undefined;
  implementations: Implementation[];
  evidenceCount: number;
  /** Controls that no evidence file serves. */
  missingEvidence: number;
  generatedAt: Date;
}) {
  const supported = practices?.filter((practice) => practice.supported).length ?? 0;
  const practicesTotal = level1?.practicesTotal ?? overall.total;
  const openVerdicts = implementations.filter((item) => isOpenVerdict(item.auditorStatus)).length;
  const approved = implementations.filter((item) => item.auditorStatus === 'approved').length;
  return (
    <Card className="print:break-inside-avoid print:shadow-none">
      <CardHeader>
        <CardTitle>Audit Readiness Checklist</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-3">
          <ChecklistItem done={level1?.result === 'met'}>
            All {level1?.requirementsTotal ?? 15} requirements MET ({level1?.requirementsMet ?? 0} of{' '}
            {level1?.requirementsTotal ?? 15})
          </ChecklistItem>
          <ChecklistItem done={overall.total > 0 && overall.completed === overall.total}>
            All controls implemented ({overall.completed} of {overall.total})
          </ChecklistItem>
          <ChecklistItem done={practices !== undefined && supported === practicesTotal}>
            Evidence documentation: {evidenceCount} {evidenceCount === 1 ? 'file' : 'files'}, supporting{' '}
            {supported} of {practicesTotal} practices
          </ChecklistItem>
          <ChecklistItem done={missingEvidence === 0}>
            All controls have evidence{missingEvidence > 0 && ` (${missingEvidence} missing)`}
          </ChecklistItem>
          <ChecklistItem done={openVerdicts === 0}>
            No open auditor findings
            {openVerdicts > 0
              ? ` (${openVerdicts} rejected or needing clarification)`
              : ` (${approved} of ${overall.total} approved)`}
          </ChecklistItem>
          <ChecklistItem done>Report generated {formatDate(generatedAt)}</ChecklistItem>
        </ul>
      </CardContent>
    </Card>
  );
}
