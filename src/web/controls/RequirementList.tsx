import type { Assessment } from '../../contract/assessment';
import type { Control } from '../../contract/catalog';
import { ResultBadge } from '../components/Level1Badge';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { useMemberMay } from '../lib/member-access';
import { openerId } from './control-address';

interface RequirementListProps {
  controls: Control[];
  assessment: Assessment;
  onOpen: (controlId: string) => void;
}

/** The checklist by the 15 requirements of the 2024 rule, each with its result and practices (D22). */
export function RequirementList({ controls, assessment, onOpen }: RequirementListProps) {
  // A viewer opens a practice to read it (D27).
  const verb = useMemberMay('implementation:write:own') ? 'Assess' : 'View';
  const controlOf = new Map(controls.map((control) => [control.id, control]));
  const practiceOf = new Map(assessment.practices.map((practice) => [practice.controlId, practice]));
  return (
    <ol className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      {assessment.requirements.map((requirement) => {
        const members = requirement.controlIds.flatMap((id) => controlOf.get(id) ?? []);
        return (
          <li key={requirement.id}>
            <Card
              className="flex h-full flex-col gap-3 p-4 sm:p-5"
              data-testid={`requirement-${requirement.id}`}
            >
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="font-mono text-sm font-semibold text-slate-900">{requirement.id}</h2>
                <ResultBadge result={requirement.result} />
              </div>
              <p className="text-xs text-slate-600">FAR {members[0]?.farReference}</p>
              <ul className="flex flex-col divide-y divide-slate-100">
                {members.map((control) => {
                  const practice = practiceOf.get(control.id);
                  return (
                    <li key={control.id} className="flex flex-wrap items-center gap-2 py-2">
                      <span className="min-w-0 flex-1 text-sm text-slate-900">
                        <span className="font-mono font-semibold">{control.controlNumber}</span>{' '}
                        {control.title}
                      </span>
                      {practice && <ResultBadge result={practice.result} />}
                      <Button
                        id={openerId(control.id)}
                        size="sm"
                        variant="outline"
                        onClick={() => onOpen(control.id)}
                      >
                        {verb}
                        <span className="sr-only"> {control.controlNumber}</span>
                      </Button>
                    </li>
                  );
                })}
              </ul>
            </Card>
          </li>
        );
      })}
    </ol>
  );
}
