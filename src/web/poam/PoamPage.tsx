import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { Control } from '../../contract/catalog';
import { Level1Lead } from '../components/Level1Lead';
import { LoadError } from '../components/LoadError';
import { PageHeader } from '../components/PageHeader';
import { ReadOnlyNotice } from '../components/ReadOnlyNotice';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Skeleton } from '../components/ui/skeleton';
import { useAssessment } from '../lib/assessment';
import { useControls } from '../lib/catalog';
import { useCurrentCycle } from '../lib/cycles';
import { useMemberMay } from '../lib/member-access';
import { useMembers } from '../lib/members';
import { usePoam } from '../lib/poam';
import { useSprsScore } from '../lib/sprs-score';
import { AddItemDialog } from './AddItemDialog';
import { CloseoutCard } from './CloseoutCard';
import { EligibilityCard } from './EligibilityCard';
import { PoamImportCard } from './PoamImportCard';
import { PoamItemCard } from './PoamItemCard';

const ITEMS_TITLE = 'poam-items-title';

/** At Level 1 there is no POA&M to keep (32 CFR 170.21(a)(1)): the server's reason, said once. */
function Level1Notice({ reason }: { reason: string | undefined }) {
  return (
    <Card data-testid="poam-level1">
      <CardHeader>
        <CardTitle>No POA&M at Level 1</CardTitle>
      </CardHeader>
      <CardContent className="text-sm text-slate-800">
        <p>{reason}</p>
        <p className="mt-2">
          A POA&M belongs to a Level 2 self-assessment, which an owner chooses as the organization&apos;s
          target level.
        </p>
      </CardContent>
    </Card>
  );
}

/**
 * `/poam`: the Plan of Action and Milestones of a Level 2 self-assessment (D31, D35). The items,
 * each saying whether it supports a Conditional status, whether they make one and why not, adding
 * an item for any requirement NOT MET, the plan of each, removing one while the cycle is open,
 * importing items from an OSCAL POA&M (issue 40), and the closeout of an affirmed Conditional
 * status for owners. Viewers read only (D27).
 */
export function PoamPage() {
  const assessment = useAssessment();
  const poam = usePoam();
  const score = useSprsScore();
  const controls = useControls();
  const members = useMembers();
  const cycle = useCurrentCycle();
  const mayWrite = useMemberMay('implementation:write:own');
  const mayCloseOut = useMemberMay('cycle:manage:own');
  const [adding, setAdding] = useState(false);
  const level = assessment.data?.level;

  const queries = [assessment, poam, controls, members, cycle, ...(level === 2 ? [score] : [])];
  const loading = queries.some((query) => query.isPending && !query.isError);
  const failed = queries.some((query) => query.isError);

  const body = () => {
    if (failed)
      return (
        <LoadError errors={queries.map((query) => query.error)}>
          The POA&M could not be loaded. Reload the page to try again.
        </LoadError>
      );
    if (loading || !assessment.data || !poam.data || !controls.data || !members.data || !cycle.data)
      return <Skeleton className="h-72" data-testid="poam-loading" />;
    if (level === 1) return <Level1Notice reason={poam.data.reasons[0]} />;
    if (!score.data) return <Skeleton className="h-72" data-testid="poam-loading" />;

    const byId = new Map<string, Control>(controls.data.map((control) => [control.id, control]));
    const onPoam = new Set(poam.data.items.map((item) => item.requirementId));
    const candidates = assessment.data.requirements
      .filter((requirement) => requirement.result === 'not_met' && !onPoam.has(requirement.id))
      .flatMap((requirement) => byId.get(requirement.id) ?? []);
    const cycleOpen = cycle.data.cycle.status === 'open';
    const open = poam.data.items.filter((item) => item.closedAt === null);
    return (
      <div className="flex flex-col gap-6">
        <Level1Lead overall={assessment.data.overall} requirements={assessment.data.requirements} />
        <EligibilityCard poam={poam.data} score={score.data} />
        <Card>
          <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
            <div className="flex flex-col gap-1.5">
              <CardTitle id={ITEMS_TITLE} tabIndex={-1} className="focus:outline-none">
                Items ({poam.data.items.length})
              </CardTitle>
              <CardDescription>
                Items still count as NOT MET in the score until their requirement is MET.
              </CardDescription>
            </div>
            {mayWrite && cycleOpen && candidates.length > 0 && (
              <Button onClick={() => setAdding(true)}>
                <Plus aria-hidden />
                Add item
              </Button>
            )}
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            {mayWrite && cycleOpen && candidates.length === 0 && (
              <p className="text-sm text-slate-700" data-testid="poam-no-candidates">
                No requirement is NOT MET{onPoam.size > 0 ? ' outside the POA&M' : ''}: an item is only for a
                requirement assessed as NOT MET.
              </p>
            )}
            {poam.data.items.length === 0 ? (
              <p className="text-sm text-slate-600">Nothing is on the POA&M.</p>
            ) : (
              <ul className="flex flex-col gap-3">
                {poam.data.items.map((item) => (
                  <PoamItemCard
                    key={item.id}
                    item={item}
                    title={byId.get(item.requirementId)?.title}
                    members={members.data}
                    mayEdit={mayWrite}
                    mayRemove={mayWrite && cycleOpen}
                    returnFocusTo={() => document.getElementById(ITEMS_TITLE)}
                  />
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        {mayWrite && <PoamImportCard />}
        {mayCloseOut && score.data.status === 'conditional' && open.length > 0 && (
          <CloseoutCard open={open} score={score.data} />
        )}
        {adding && (
          <AddItemDialog
            candidates={candidates}
            score={score.data}
            members={members.data}
            onClose={() => setAdding(false)}
          />
        )}
      </div>
    );
  };

  return (
    <>
      <PageHeader
        title="Plan of Action and Milestones"
        subtitle="A plan for every requirement NOT MET (32 CFR 170.24(c)(2)(i)(B)(6)), and which items support a Conditional status (32 CFR 170.21)"
      />
      <ReadOnlyNotice className="mb-6" />
      {body()}
    </>
  );
}
