import { useState } from 'react';
import { LEVELS, type Level } from '../../contract/level2';
import type { Organization } from '../../contract/organizations';
import { LEVEL_NAMES, LEVEL_SOURCE_NOTE, LEVEL_SUMMARIES } from '../../contract/target-level';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { useCurrentCycle } from '../lib/cycles';
import { cn } from '../lib/utils';
import { useChangeTargetLevel } from '../lib/target-level';
import { ChangeLevelDialog } from './ChangeLevelDialog';

/** One level as a panel: who it is for, what it asks, and for the owner the way to choose it. */
function LevelPanel({
  level,
  current,
  onChoose,
}: {
  level: Level;
  current: boolean;
  /** Absent for editors and viewers, and on the current level. */
  onChoose?: () => void;
}) {
  const summary = LEVEL_SUMMARIES[level];
  return (
    <section
      aria-labelledby={`level-${level}-heading`}
      className={cn(
        'flex flex-col gap-3 rounded-lg border p-4',
        current ? 'border-brand-600 bg-brand-50' : 'border-slate-200',
      )}
      data-testid={`level-${level}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3
          id={`level-${level}-heading`}
          tabIndex={-1}
          className="text-base font-semibold text-slate-900 focus:outline-none"
        >
          {LEVEL_NAMES[level]}
        </h3>
        {current && <Badge tone="brand">Current level</Badge>}
      </div>
      <p className="text-sm text-slate-800">{summary.lead}</p>
      <ul className="ml-5 flex list-disc flex-col gap-1 text-sm text-slate-700">
        {summary.facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      {onChoose && (
        <Button variant="outline" className="mt-auto self-start" onClick={onChoose}>
          Change to Level {level}
        </Button>
      )}
    </section>
  );
}

/**
 * The CMMC level the organization assesses itself against (D29): the owner changes it, after a
 * confirmation that says what happens to the cycle and the findings; editors and viewers read it.
 */
export function TargetLevelCard({ organization }: { organization: Organization }) {
  const owner = organization.role === 'owner';
  const cycle = useCurrentCycle().data?.cycle;
  const change = useChangeTargetLevel();
  const [asking, setAsking] = useState<Level | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Target CMMC level</CardTitle>
        <CardDescription>
          The level your self-assessment follows: the checklist, the result and the reports are of this level.{' '}
          {LEVEL_SOURCE_NOTE}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {LEVELS.map((level) => (
            <LevelPanel
              key={level}
              level={level}
              current={organization.targetLevel === level}
              onChoose={
                owner && organization.targetLevel !== level
                  ? () => {
                      change.reset();
                      setAsking(level);
                    }
                  : undefined
              }
            />
          ))}
        </div>
        {!owner && (
          <p className="text-sm text-slate-700">
            Only owners change the level. Your organization assesses at{' '}
            {LEVEL_NAMES[organization.targetLevel]}.
          </p>
        )}
        <ChangeLevelDialog
          to={asking}
          cycle={cycle}
          busy={change.isPending}
          // Changed: the button that opened the dialog is gone; the level now current is named.
          returnFocusTo={() =>
            change.isSuccess ? document.getElementById(`level-${organization.targetLevel}-heading`) : null
          }
          onCancel={() => setAsking(null)}
          onConfirm={(level) =>
            change.mutate(level, {
              onSuccess: () => setAsking(null),
            })
          }
        />
      </CardContent>
    </Card>
  );
}
