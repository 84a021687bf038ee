import { level1Label } from '../../contract/level1';
import type { Cycle } from '../../contract/cycles';
import { formatDate } from '../../contract/format';
import { Level1Badge } from '../components/Level1Badge';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../components/ui/accordion';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { ResultBadge } from '../components/Level1Badge';

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
                    <Level1Badge overall={snapshot.assessment.overall} />
                  </span>
                </AccordionTrigger>
                <AccordionContent className="flex flex-col gap-3 text-slate-800">
                  <p>
                    {level1Label(snapshot.assessment.overall)} · {snapshot.evidence.length} evidence files ·
                    CAGE {snapshot.scope.cageCodes.join(', ') || 'none'}
                  </p>
                  <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2">
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
