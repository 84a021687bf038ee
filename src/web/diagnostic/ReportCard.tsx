import type { Domain } from '../../contract/catalog';
import { Link } from 'wouter';
import {
  readinessLabel,
  scoreTone,
  type DiagnosticLink,
  type DiagnosticReport,
} from '../../contract/diagnostic';
import type { Level1Result } from '../../contract/assessment';
import { formatDate } from '../../contract/format';
import { progressTone } from '../../contract/progress-tone';
import { Level1Badge } from '../components/Level1Badge';
import { StatGrid } from '../components/StatGrid';
import { Badge, type BadgeProps } from '../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { ProgressBar } from '../components/ui/progress';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { cn } from '../lib/utils';
import { STATUS_LABELS } from '../../contract/labels';

const READINESS_TONE: Record<string, BadgeProps['tone']> = {
  audit_ready: 'green',
  partially_ready: 'yellow',
  not_ready: 'red',
};
const SCORE_CLASS = {
  green: 'text-green-700',
  brand: 'text-brand-700',
  yellow: 'text-yellow-800',
  red: 'text-red-700',
} as const;

/** The lines of a list, each linking to the control it is about (runs before D22 have plain lines). */
function EmptyOr({ items, links, empty }: { items: string[]; links: DiagnosticLink[]; empty: string }) {
  const lines: DiagnosticLink[] = links.length ? links : items.map((text) => ({ controlId: null, text }));
  if (lines.length === 0) return <p className="text-sm text-slate-700">{empty}</p>;
  return (
    <ol className="ml-5 flex list-decimal flex-col gap-2 text-sm text-slate-800">
      {lines.map((line) => (
        <li key={line.text}>
          {line.controlId ? (
            <Link
              href={`/controls?control=${encodeURIComponent(line.controlId)}`}
              className="text-brand-800 underline-offset-2 hover:underline"
            >
              {line.text}
            </Link>
          ) : (
            line.text
          )}
        </li>
      ))}
    </ol>
  );
}

export function ReportCard({
  report,
  domains,
  current,
}: {
  report: DiagnosticReport;
  domains: Domain[];
  /** The Level 1 result now, which leads the page; undefined while it loads. */
  current: Pick<Level1Result, 'result' | 'requirementsMet'> | undefined;
}) {
  const score = Number(report.overallScore);
  const level1 =
    report.requirementsTotal === null || report.requirementsMet === null
      ? undefined
      : {
          result:
            report.requirementsMet === report.requirementsTotal ? ('met' as const) : ('not_met' as const),
          requirementsMet: report.requirementsMet,
          requirementsTotal: report.requirementsTotal,
        };
  const runMet = level1?.result === 'met';
  const tone = scoreTone(score, runMet);
  const created = new Date(report.createdAt);
  // D28: the diagnostic agrees with the result; a run made before the findings changed says so.
  const outdated =
    current !== undefined && level1 !== undefined && current.requirementsMet !== level1.requirementsMet;
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle>Latest Diagnostic Report</CardTitle>
          <CardDescription>
            Generated {formatDate(created)} at{' '}
            {created.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}
          </CardDescription>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Badge tone={READINESS_TONE[report.readinessLevel] ?? 'neutral'}>
            {readinessLabel(report.readinessLevel)}
          </Badge>
          <Level1Badge overall={level1} />
          <p className={cn('text-2xl font-bold', SCORE_CLASS[tone])}>Score {score.toFixed(1)}%</p>
        </div>
      </CardHeader>
      <CardContent>
        {outdated && (
          <p className="mb-4 rounded-md border border-yellow-200 bg-yellow-50 p-3 text-sm text-yellow-900">
            This run counted {level1.requirementsMet} of {level1.requirementsTotal} requirements met; your
            findings have changed since (now {current.requirementsMet}). Run the diagnostic again to bring it
            up to date.
          </p>
        )}
        <Tabs defaultValue="overview">
          <TabsList>
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <TabsTrigger value="domains">Domain Analysis</TabsTrigger>
            <TabsTrigger value="gaps">Critical Gaps</TabsTrigger>
            <TabsTrigger value="recommendations">Recommendations</TabsTrigger>
          </TabsList>
          <TabsContent value="overview" className="flex flex-col gap-4">
            <ProgressBar value={score} tone={tone} label="Readiness score" />
            <StatGrid
              className="sm:grid-cols-5"
              stats={[
                [STATUS_LABELS.completed, report.completedControls],
                [STATUS_LABELS.in_progress, report.inProgressControls],
                [STATUS_LABELS.not_started, report.notStartedControls],
                [
                  'Estimated completion',
                  report.estimatedTimeToCompletion === null
                    ? '-'
                    : `${report.estimatedTimeToCompletion} days`,
                ],
                ['Readiness level', readinessLabel(report.readinessLevel)],
              ]}
            />
          </TabsContent>
          <TabsContent value="domains">
            <ul className="flex flex-col gap-4">
              {domains.map((domain) => {
                const value = report.domainScores[domain.id] ?? 0;
                return (
                  <li key={domain.id}>
                    <div className="mb-1 flex justify-between text-sm">
                      <span>
                        {domain.name} <span className="text-slate-600">({domain.shortName})</span>
                      </span>
                      <span className="font-semibold">{value.toFixed(1)}%</span>
                    </div>
                    <ProgressBar
                      value={value}
                      tone={progressTone(value, value === 100 && runMet)}
                      label={`${domain.name} score`}
                    />
                  </li>
                );
              })}
            </ul>
          </TabsContent>
          <TabsContent value="gaps">
            <EmptyOr
              items={report.criticalGaps}
              links={report.gapLinks}
              empty="No critical gaps identified!"
            />
          </TabsContent>
          <TabsContent value="recommendations">
            <EmptyOr
              items={report.recommendations}
              links={report.recommendationLinks}
              empty="No specific recommendations at this time."
            />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
