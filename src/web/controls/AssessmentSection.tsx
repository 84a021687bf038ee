import { FINDING_LABELS } from '../../contract/labels';
import type { Control } from '../../contract/catalog';
import { AssessmentMethodsDisclosure } from '../components/AssessmentMethodsDisclosure';
import { FindingBadge, ResultBadge } from '../components/Level1Badge';
import { Badge } from '../components/ui/badge';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../components/ui/accordion';
import { Skeleton } from '../components/ui/skeleton';
import { useAssessment } from '../lib/assessment';
import { useCurrentCycle } from '../lib/cycles';
import { useEvidence } from '../lib/evidence';
import { FrozenFinding } from './FrozenFinding';
import { ObjectiveEditor } from './ObjectiveEditor';

interface AssessmentSectionProps {
  control: Control;
  /** The objective opened ('' for none): the dialog opens the one it asks about (issue 23). */
  openObjective: string;
  onOpenObjective: (objectiveId: string) => void;
  /** Objectives the closing dialog asked about: their missing justification is said at once. */
  askedAbout: string[];
  /** A viewer reads the findings as recorded, as in a frozen cycle (D27). */
  readOnly?: boolean;
}

/**
 * The control's self-assessment (D22): each objective with its finding, opened one at a time to
 * record it, and the practice's result derived from them.
 */
export function AssessmentSection({
  control,
  openObjective,
  onOpenObjective,
  askedAbout,
  readOnly = false,
}: AssessmentSectionProps) {
  const assessment = useAssessment();
  const evidence = useEvidence(control.id);
  const cycle = useCurrentCycle().data?.cycle;
  // An affirmed cycle is frozen: its findings are shown, not edited, until the next cycle starts.
  const frozen = cycle?.status === 'affirmed';
  if (assessment.isLoading || evidence.isLoading) return <Skeleton className="h-40" />;
  if (!assessment.data) return <p className="text-sm text-red-700">The assessment could not be loaded.</p>;
  const practice = assessment.data.practices.find((item) => item.controlId === control.id);
  const findings = new Map(assessment.data.objectives.map((item) => [item.objectiveId, item]));
  const done = practice ? practice.met + practice.notApplicable : 0;
  return (
    <section
      aria-labelledby="assessment-heading"
      className="flex flex-col gap-3"
      data-testid="assessment-section"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="assessment-heading" className="text-sm font-semibold text-slate-900">
          Assessment objectives: determine if
        </h3>
        {practice && <ResultBadge result={practice.result} />}
        <span className="text-xs text-slate-600">
          {done} of {control.objectives.length} MET or N/A
        </span>
      </div>
      {frozen && (
        <p className="rounded-md bg-slate-100 p-3 text-sm text-slate-800" data-testid="frozen-findings">
          Cycle {cycle.number} is affirmed and frozen: these findings are read-only. Start cycle{' '}
          {cycle.number + 1} on the Self-Assessment page to assess again.
        </p>
      )}
      <Accordion
        type="single"
        collapsible
        value={openObjective}
        onValueChange={onOpenObjective}
        className="rounded-md border border-slate-200 px-3"
      >
        {control.objectives.map((objective) => {
          const saved = findings.get(objective.id);
          return (
            <AccordionItem key={objective.id} value={objective.id}>
              <AccordionTrigger className="py-3">
                <span className="flex min-w-0 flex-1 items-start gap-2">
                  <span className="font-mono text-slate-600">[{objective.letter}]</span>
                  <span className="min-w-0 flex-1 font-normal">{objective.text}</span>
                  {saved?.previousFinding && !saved.finding ? (
                    // D23: last cycle's finding, to be confirmed in this one; D29: Level 1's.
                    <Badge tone="yellow" className="ml-1">
                      {saved.prefilledFrom === 'level_1' ? 'Level 1 found' : 'Confirm'}:{' '}
                      {FINDING_LABELS[saved.previousFinding]}
                    </Badge>
                  ) : (
                    <FindingBadge finding={saved?.finding ?? null} className="ml-1" />
                  )}
                  {saved?.finding === 'not_met' && saved.basis && (
                    // D30: an enduring exception or a temporary deficiency counts as MET.
                    <Badge tone="brand">Counts as MET</Badge>
                  )}
                </span>
              </AccordionTrigger>
              <AccordionContent>
                {frozen || readOnly ? (
                  <FrozenFinding saved={saved} files={evidence.data ?? []} />
                ) : (
                  <ObjectiveEditor
                    controlId={control.id}
                    objective={objective}
                    saved={saved}
                    files={evidence.data ?? []}
                    asked={askedAbout.includes(objective.id)}
                  />
                )}
              </AccordionContent>
            </AccordionItem>
          );
        })}
      </Accordion>
      <AssessmentMethodsDisclosure methods={control.assessmentMethods} />
    </section>
  );
}
