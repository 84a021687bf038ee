import type { CurrentCycle } from '../../contract/cycles';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Skeleton } from '../components/ui/skeleton';
import { useAffirmationCheck } from '../lib/cycles';
import { useMemberMay } from '../lib/member-access';
import { AffirmationBlockers, AffirmationWarnings } from './AffirmationBlockers';
import { AffirmedSummary } from './AffirmedSummary';
import { Level2AffirmationCard } from './Level2AffirmationCard';
import { OfficialForm } from './OfficialForm';
import { WhoMayAffirm } from './WhoMayAffirm';

/**
 * The affirming official affirms the cycle with the statement of 32 CFR 170.22 (D23). The official
 * is the signed-in member allowed to affirm, in their own name and e-mail (D27); a member who may
 * not affirm reads who may. The gate of D28 lists every blocker with where to fix it; only the
 * missing evidence can be lifted, by the official's confirmation in the dialog that repeats the
 * statement.
 */
export function AffirmationCard({ current }: { current: CurrentCycle }) {
  // Level 2 affirms a Final or Conditional status, and again after the closeout and yearly (D31).
  if (current.cycle.level === 2) return <Level2AffirmationCard current={current} />;
  if (current.cycle.affirmation)
    return <AffirmedSummary affirmation={current.cycle.affirmation} nextNumber={current.cycle.number + 1} />;
  return <OpenAffirmation current={current} />;
}

function OpenAffirmation({ current }: { current: CurrentCycle }) {
  const check = useAffirmationCheck(true);
  const mayAffirm = useMemberMay('cycle:affirm:own');
  const blockers = check.data?.blockers ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Affirmation</CardTitle>
        <CardDescription>
          A senior official who can speak for the business affirms the result (32 CFR 170.22). Level 1 allows
          no open items: every requirement must be MET or N/A, with its evidence.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {mayAffirm ? (
          <OfficialForm statement={current.statement} check={check} />
        ) : (
          <>
            {check.isLoading ? (
              <Skeleton className="h-16" />
            ) : (
              <>
                <AffirmationBlockers blockers={blockers} />
                <AffirmationWarnings warnings={check.data?.warnings ?? []} />
              </>
            )}
            <WhoMayAffirm />
            <blockquote className="border-l-2 border-slate-300 pl-3 text-sm text-slate-800">
              {current.statement}
            </blockquote>
          </>
        )}
      </CardContent>
    </Card>
  );
}
