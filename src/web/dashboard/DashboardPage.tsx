import { FileText } from 'lucide-react';
import { Link } from 'wouter';
import { CuiCheck } from '../components/CuiCheck';
import { DueBanner } from '../components/DueBanner';
import { Level1Lead } from '../components/Level1Lead';
import { LoadError } from '../components/LoadError';
import { PageHeader } from '../components/PageHeader';
import { ReadOnlyNotice } from '../components/ReadOnlyNotice';
import { Button } from '../components/ui/button';
import { Skeleton } from '../components/ui/skeleton';
import { useActivity } from '../lib/activity';
import { useAssessment } from '../lib/assessment';
import { useControls } from '../lib/catalog';
import { useCurrentCycle } from '../lib/cycles';
import { useImplementations } from '../lib/implementations';
import { useDomainProgress, useOverallProgress } from '../lib/progress';
import { useSprsScore } from '../lib/sprs-score';
import { DomainProgressCard } from './DomainProgressCard';
import { PriorityActionsCard } from './PriorityActionsCard';
import { RECENT_COUNT, RecentActivityCard } from './RecentActivityCard';
import { SprsScoreCard } from './SprsScoreCard';
import { StatusOverviewCard } from './StatusOverviewCard';
import { SummaryCards } from './SummaryCards';

function DashboardSkeleton() {
  return (
    <div data-testid="dashboard-skeleton" className="flex flex-col gap-6">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Skeleton className="h-80 lg:col-span-2" />
        <Skeleton className="h-80" />
      </div>
    </div>
  );
}

export function DashboardPage() {
  const overall = useOverallProgress();
  const domains = useDomainProgress();
  const controls = useControls();
  const implementations = useImplementations();
  const cycle = useCurrentCycle();
  // What the cards below read too, asked for here so that every request starts at once and the
  // page appears whole: a badge or banner arriving later would push the cards down (CLS, issue 14).
  const assessment = useAssessment();
  const activity = useActivity(1, RECENT_COUNT);
  // Level 2's score card and lead (D30), asked once the findings say the level.
  const score = useSprsScore();
  const level = assessment.data?.level;
  // The result leads and Priority Actions follow the findings (D28): the assessment is as needed
  // as the progress; at Level 2 so is the score.
  const queries = [overall, domains, controls, implementations, assessment, ...(level === 2 ? [score] : [])];
  const loading =
    [...queries, cycle, activity].some((query) => query.isLoading) || (level === 2 && score.isPending);
  const failed = queries.some((query) => query.isError);

  return (
    <>
      <PageHeader
        title={level ? `CMMC Level ${level} Dashboard` : 'CMMC Dashboard'}
        subtitle="Monitor your compliance progress and manage cybersecurity controls"
        actions={
          <Button asChild>
            <a href="/reports" target="_blank" rel="noopener">
              <FileText aria-hidden />
              Generate Report
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
        }
      />
      <ReadOnlyNotice className="mb-6" />
      {loading ? (
        <DashboardSkeleton />
      ) : failed ||
        !overall.data ||
        !domains.data ||
        !controls.data ||
        !implementations.data ||
        !assessment.data ||
        (level === 2 && !score.data) ? (
        <LoadError errors={queries.map((query) => query.error)}>
          Your dashboard could not be loaded. Reload the page to try again.
        </LoadError>
      ) : (
        <div className="flex flex-col gap-6">
          <Level1Lead
            overall={assessment.data.overall}
            requirements={assessment.data.requirements}
            action={
              assessment.data.overall.result !== 'met' && (
                <Button asChild variant="outline" size="sm">
                  <Link href="/controls?view=requirements">Open the requirements</Link>
                </Button>
              )
            }
          />
          {/* D23: asked at the first visit; a business that holds CUI keeps seeing why Level 1 is not enough. */}
          {level === 1 &&
            cycle.data &&
            cycle.data.cycle.scope.holdsCui !== false &&
            cycle.data.cycle.status === 'open' && <CuiCheck holdsCui={cycle.data.cycle.scope.holdsCui} />}
          {cycle.data && <DueBanner due={cycle.data.due} changes={cycle.data.changes} />}
          {level === 2 && score.data && <SprsScoreCard score={score.data} controls={controls.data} />}
          <SummaryCards progress={overall.data} />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <DomainProgressCard domains={domains.data} level={assessment.data.level} />
            </div>
            <RecentActivityCard />
          </div>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <PriorityActionsCard
              controls={controls.data}
              work={implementations.data}
              findings={assessment.data.practices}
              level={assessment.data.level}
            />
            <StatusOverviewCard domains={domains.data} />
          </div>
        </div>
      )}
    </>
  );
}
