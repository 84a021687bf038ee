import { level1Label } from '../../contract/level1';
import type { Cycle, CycleSnapshot } from '../../contract/cycles';
import { counted, formatDate } from '../../contract/format';
import { CMMC_STATUS_LABELS } from '../../contract/poam';
import { SPRS_MAX } from '../../contract/sprs';
import { Level1Badge } from '../components/Level1Badge';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../components/ui/accordion';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { ResultBadge } from '../components/Level1Badge';
import { STATUS_TONE } from '../components/Level2Result';
import { Badge } from '../components/ui/badge';
import { LaterAffirmations } from './level2';

/** The affirmed result: Level 1's MET, or Level 2's status, score and POA&M (D31). */
function resultOf(snapshot: CycleSnapshot): string {
  const { level2 } = snapshot;
  if (!level2) return level1Label(snapshot.assessment.overall);
  const poam = level2.poam.length
    ? ` with ${counted(level2.poam.length, 'POA&M item')} (${level2.poam.map((item) => item.requirementId).join(', ')})`
    : '';
  return `${CMMC_STATUS_LABELS[level2.status]}, self-assessed SPRS score ${level2.score} of ${SPRS_MAX}${poam}`;
}

/** Affirmed cycles stay readable: their frozen scope, results and official (D23). */
export function PastCycles({ cycles }: { cycles: Cycle[] }) {
  const affirmed = cycles.filter((cycle) => cycle.snapshot);
  if (affirmed.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Affirmed cycles</CardTitle>
      </CardHeader>
      <CardContent>
        <Accordion type="single" collapsible>
          {affirmed.map((cycle) => {
            const snapshot = cycle.snapshot!;
            return (
              <AccordionItem key={cycle.id} value={cycle.id}>
                <AccordionTrigger>
                  <span className="flex flex-wrap items-center gap-2">
                    Cycle {cycle.number}, affirmed {formatDate(snapshot.affirmation.affirmedAt)} by{' '}
                    {snapshot.affirmation.officialName}
                    {snapshot.level2 ? (
                      <Badge tone={STATUS_TONE[snapshot.level2.status]}>
                        {CMMC_STATUS_LABELS[snapshot.level2.status]} · {snapshot.level2.score} of {SPRS_MAX}
                      </Badge>
                    ) : (
                      <Level1Badge overall={snapshot.assessment.overall} />
                    )}
                  </span>
                </AccordionTrigger>
                <AccordionContent className="flex flex-col gap-3 text-slate-800">
                  <p>
                    {resultOf(snapshot)} · {snapshot.evidence.length} evidence files · CAGE{' '}
                    {snapshot.scope.cageCodes.join(', ') || 'none'}
                  </p>
                  <LaterAffirmations later={cycle.laterAffirmations} />
                  <ul
                    className={
                      snapshot.level2
                        ? 'grid grid-cols-1 gap-1 sm:grid-cols-2 lg:grid-cols-3'
                        : 'grid grid-cols-1 gap-1 sm:grid-cols-2'
                    }
                  >
                    {snapshot.assessment.requirements.map((requirement) => (
                      <li key={requirement.id} className="flex items-center gap-2">
                        <span className="font-mono text-xs">{requirement.id}</span>
                        <ResultBadge result={requirement.result} />
                      </li>
                    ))}
                  </ul>
                </AccordionContent>
              </AccordionItem>
            );
          })}
        </Accordion>
      </CardContent>
    </Card>
  );
}
