import { useEffect } from 'react';
import { Link } from 'wouter';
import { formatDate } from '../../contract/format';
import { Level1Standing } from '../components/Level1Standing';
import { LoadError } from '../components/LoadError';
import { PageHeader } from '../components/PageHeader';
import { ReadOnlyNotice } from '../components/ReadOnlyNotice';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Skeleton } from '../components/ui/skeleton';
import { useAssessment } from '../lib/assessment';
import { useChangesAgainstResult, useCurrentCycle, useCycles, useStartNextCycle } from '../lib/cycles';
import { useMemberMay } from '../lib/member-access';
import { AffirmationCard } from './AffirmationCard';
import { CuiCheck } from '../components/CuiCheck';
import { DueBanner } from '../components/DueBanner';
import { OscalImportCard } from './OscalImportCard';
import { PastCycles } from './PastCycles';
import { ReportChangeCard } from './ReportChangeCard';
import { ProvidersCard } from './ProvidersCard';
import { ScopeCard } from './ScopeCard';
import { SspPeopleCard } from './SspPeopleCard';
import { SprsSheet } from './SprsSheet';
import { Level2FrozenBanner } from './Level2FrozenBanner';
import { AskAnOwner } from './who-may';

/** `/assessment`: the yearly cycle from scope to affirmation to the SPRS sheet (D23). */
export function SelfAssessmentPage() {
  const current = useCurrentCycle();
  const cycles = useCycles();
  const assessment = useAssessment();
  const next = useStartNextCycle();
  const changesAgainstResult = useChangesAgainstResult();
  // Starting a cycle is an owner's; the scope and the reported changes an editor's too (D27).
  const mayStartCycle = useMemberMay('cycle:manage:own');
  const mayWrite = useMemberMay('implementation:write:own');
  const loading = current.isLoading || assessment.isLoading;
  // The cycle's level (D29): Level 2 covers CUI, so the FCI-or-CUI check is Level 1's alone.
  const level = current.data?.cycle.level ?? 1;
  // `/assessment#scope` (a control's plan entry links here to name systems): once the page is
  // there, it scrolls to the scope and the cursor starts in it.
  const shown = Boolean(current.data && assessment.data);
  useEffect(() => {
    if (!shown || window.location.hash !== '#scope') return;
    const scope = document.getElementById('scope');
    scope?.scrollIntoView();
    scope?.focus({ preventScroll: true });
  }, [shown]);

  return (
    <>
      <div className="print:hidden">
        <PageHeader
          title="Self-Assessment"
          subtitle={
            level === 1
              ? 'Scope, assess, affirm and report your CMMC Level 1 status, once a year'
              : 'Scope, assess, affirm and report your CMMC Level 2 (Self) status'
          }
        />
      </div>
      {loading ? (
        <Skeleton className="h-96" />
      ) : !current.data || !assessment.data ? (
        <LoadError errors={[current.error, assessment.error]}>
          The self-assessment could not be loaded. Reload the page to try again.
        </LoadError>
      ) : (
        <div className="flex flex-col gap-6">
          {/* Printing gives the SPRS sheet alone. */}
          <div className="flex flex-col gap-6 print:hidden">
            <ReadOnlyNotice />
            <DueBanner due={current.data.due} changes={current.data.changes} linked={false} />
            <Card className="flex flex-wrap items-center gap-3 p-4 sm:p-5" data-testid="cycle-header">
              <h2 className="text-lg font-semibold text-slate-900">
                Assessment cycle {current.data.cycle.number}
              </h2>
              <Badge
                tone={
                  current.data.cycle.status !== 'affirmed'
                    ? 'brand'
                    : current.data.changes.length
                      ? 'red'
                      : 'green'
                }
              >
                {current.data.cycle.status === 'affirmed' ? 'Affirmed' : 'Open'}
              </Badge>
              <span className="text-sm text-slate-600">
                Started {formatDate(current.data.cycle.startedAt)}
              </span>
              <Level1Standing overall={assessment.data.overall} changes={changesAgainstResult} />
              <span className="flex-1" />
              {current.data.cycle.status !== 'affirmed' ? (
                <Button asChild variant="outline">
                  <Link href="/controls?view=requirements">
                    {mayWrite ? 'Assess' : 'View'} the {assessment.data.requirements.length} requirements
                  </Link>
                </Button>
              ) : mayStartCycle ? (
                <Button onClick={() => next.mutate()} disabled={next.isPending}>
                  Start cycle {current.data.cycle.number + 1}
                </Button>
              ) : null}
            </Card>
            {level === 1 && (
              <CuiCheck
                holdsCui={current.data.cycle.scope.holdsCui}
                disabled={current.data.cycle.status === 'affirmed'}
              />
            )}
            {current.data.cycle.status === 'affirmed' && level === 1 && (
              <p
                className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800"
                data-testid="frozen-banner"
              >
                Cycle {current.data.cycle.number} is affirmed and frozen: its scope and findings are
                read-only.{' '}
                {mayStartCycle ? (
                  <>
                    To assess again, press “Start cycle {current.data.cycle.number + 1}” above; this year’s
                    answers carry over for you to confirm.
                  </>
                ) : (
                  <>
                    Starting cycle {current.data.cycle.number + 1} is an owner’s step: when it is time to
                    assess again, <AskAnOwner to="to start it" />. This year’s answers carry over to confirm.
                  </>
                )}
              </p>
            )}
            {current.data.cycle.status === 'affirmed' && level === 2 && (
              <Level2FrozenBanner current={current.data} mayStartCycle={mayStartCycle} />
            )}
            <div id="scope" tabIndex={-1} className="scroll-mt-4 outline-none">
              <ScopeCard
                key={`${current.data.cycle.id}-${current.data.cycle.status}`}
                scope={current.data.cycle.scope}
                frozen={current.data.cycle.status === 'affirmed'}
                readOnly={!mayWrite}
                level={level}
              />
            </div>
            <ProvidersCard level={level} systems={current.data.cycle.scope.systems} mayWrite={mayWrite} />
            <SspPeopleCard
              key={`people-${current.data.cycle.id}-${current.data.cycle.status}`}
              scope={current.data.cycle.scope}
              frozen={current.data.cycle.status === 'affirmed'}
              readOnly={!mayWrite}
              level={level}
            />
            <OscalImportCard />
            <AffirmationCard current={current.data} />
          </div>
          {current.data.due.state !== 'never' && <SprsSheet />}
          {current.data.due.state !== 'never' && mayWrite && (
            <div className="print:hidden">
              <ReportChangeCard
                requirementIds={assessment.data.requirements.map((requirement) => requirement.id)}
              />
            </div>
          )}
          <div className="print:hidden">{cycles.data && <PastCycles cycles={cycles.data} />}</div>
        </div>
      )}
    </>
  );
}
