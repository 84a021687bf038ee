import { ClipboardList, Play } from 'lucide-react';
import { readinessLabel } from '../../contract/diagnostic';
import { formatDate } from '../../contract/format';
import { percentOf } from '../../contract/progress-tone';
import { Level1Lead } from '../components/Level1Lead';
import { LoadError } from '../components/LoadError';
import { PageHeader } from '../components/PageHeader';
import { ReadOnlyNotice } from '../components/ReadOnlyNotice';
import { StatCards, type Stat } from '../components/StatCards';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Skeleton } from '../components/ui/skeleton';
import { useAssessment, useLevel1 } from '../lib/assessment';
import { useDomains } from '../lib/catalog';
import { useDiagnosticHistory, useLatestDiagnostic, useRunDiagnostic } from '../lib/diagnostic';
import { useMemberMay } from '../lib/member-access';
import { useOverallProgress } from '../lib/progress';
import { ReportCard } from './ReportCard';
import { ScoringExplained } from './ScoringExplained';
import { TOTAL_CONTROLS } from '../../contract/constants';
import { STATUS_LABELS } from '../../contract/labels';

export function DiagnosticPage() {
  const overall = useOverallProgress();
  const latest = useLatestDiagnostic();
  const history = useDiagnosticHistory();
  const domains = useDomains();
  const run = useRunDiagnostic();
  const level1 = useLevel1();
  const assessment = useAssessment();
  // A viewer reads the reports; running the diagnostic is an editor's (D27).
  const mayRun = useMemberMay('diagnostic:run:own');
  const total = overall.data?.total ?? TOTAL_CONTROLS;
  const progress = overall.data;
  const stats: Stat[] = [
    {
      label: 'Completion Rate',
      value: progress && `${percentOf(progress.completed, total)}%`,
      detail: `of ${total} controls`,
    },
    { label: STATUS_LABELS.in_progress, value: progress?.inProgress, detail: 'controls' },
    { label: STATUS_LABELS.not_started, value: progress?.notStarted, detail: 'controls' },
    { label: STATUS_LABELS.completed, value: progress?.completed, detail: 'controls' },
  ];
  const runButton = (label: string) =>
    mayRun && (
      <Button onClick={() => run.mutate()} disabled={run.isPending}>
        <Play aria-hidden />
        {run.isPending ? 'Running Diagnostic...' : label}
      </Button>
    );

  return (
    <>
      <PageHeader
        title="Readiness Diagnostic"
        subtitle="One-click compliance readiness assessment and recommendations"
        actions={runButton('Run Diagnostic')}
      />
      <div className="flex flex-col gap-6">
        <ReadOnlyNotice />
        <Level1Lead overall={level1.overall} requirements={assessment.data?.requirements} />
        <StatCards stats={stats} loading={overall.isLoading} />

        {latest.isLoading || domains.isLoading ? (
          <Skeleton className="h-72" />
        ) : latest.isError ? (
          <LoadError errors={[latest.error]}>
            The latest report could not be loaded. Reload the page to try again.
          </LoadError>
        ) : latest.data ? (
          <ReportCard report={latest.data} domains={domains.data ?? []} current={level1.overall} />
        ) : (
          <Card className="flex flex-col items-center gap-3 p-10 text-center">
            <ClipboardList aria-hidden className="size-10 text-slate-500" />
            <h2 className="text-lg font-semibold text-slate-900">No Diagnostic Report Available</h2>
            <p className="text-sm text-slate-600">
              {mayRun
                ? 'Run the diagnostic to see how ready you are and what to do next.'
                : 'No one has run the diagnostic yet. An editor or owner runs it; its report then shows here.'}
            </p>
            {runButton('Run First Diagnostic')}
          </Card>
        )}

        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <ScoringExplained level={assessment.data?.level ?? 1} />
          {history.data && history.data.length > 1 && (
            <Card>
              <CardHeader>
                <CardTitle>Earlier Runs</CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="flex flex-col divide-y divide-slate-100 text-sm">
                  {history.data.slice(1).map((report) => (
                    <li key={report.id} className="flex justify-between gap-3 py-2">
                      <span className="text-slate-700">{formatDate(report.createdAt)}</span>
                      <span className="text-slate-900">
                        {Number(report.overallScore).toFixed(1)}% · {readinessLabel(report.readinessLevel)}
                      </span>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          )}
        </div>
      </div>
    </>
  );
}
