import { AlertTriangle, Download, FileArchive, FileSpreadsheet } from 'lucide-react';
import { Link } from 'wouter';
import type { Control } from '../../contract/catalog';
import { PROGRESS_THRESHOLDS } from '../../contract/constants';
import type { EvidenceFile } from '../../contract/evidence';
import { counted, formatDate } from '../../contract/format';
import type { Implementation } from '../../contract/implementations';
import { STATUS_LABELS } from '../../contract/labels';
import type { DomainProgress, OverallProgress } from '../../contract/progress';
import { percentOf, progressTone } from '../../contract/progress-tone';
import { isOpenVerdict, REVIEW_STATE_LABELS } from '../../contract/reviews';
import {
  complianceRating,
  controlsWithoutEvidence,
  reportFileName,
  REPORT_TYPE,
  type ComplianceRating,
} from '../../contract/report';
import { DownloadPdfButton } from '../components/DownloadPdfButton';
import { Level1Lead } from '../components/Level1Lead';
import { LoadError } from '../components/LoadError';
import { PageHeader } from '../components/PageHeader';
import { StatGrid } from '../components/StatGrid';
import { ToneDot } from '../components/ToneDot';
import { Badge, type BadgeProps } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { ProgressBar } from '../components/ui/progress';
import { Skeleton } from '../components/ui/skeleton';
import { useControls } from '../lib/catalog';
import { useAssessment, useLevel1 } from '../lib/assessment';
import { saveBlob } from '../lib/download';
import { useEvidence } from '../lib/evidence';
import { EXPORT_DOWNLOADS } from '../lib/exports';
import { useImplementations } from '../lib/implementations';
import { useDomainProgress, useOverallProgress } from '../lib/progress';
import { AuditReadinessChecklist } from './AuditReadinessChecklist';
import { VerdictSummaryCard } from './VerdictSummaryCard';

/** Excellent needs a Level 1 MET (complianceRating, D28): only it reads green. */
const RATING_TONE: Record<ComplianceRating, BadgeProps['tone']> = {
  Excellent: 'green',
  Good: 'brand',
  'Needs Improvement': 'yellow',
  Critical: 'red',
};

interface ReportData {
  overall: OverallProgress;
  domains: DomainProgress[];
  controls: Control[];
  implementations: Implementation[];
  evidence: EvidenceFile[];
}

/** The exported JSON of document 2 section 3. */
function exportReport(data: ReportData, generatedAt: Date) {
  const report = {
    overallProgress: data.overall,
    domainProgress: data.domains,
    implementations: data.implementations,
    evidenceFiles: data.evidence,
    generatedAt: generatedAt.toISOString(),
  };
  saveBlob(
    new Blob([JSON.stringify(report, null, 2)], { type: 'application/json' }),
    reportFileName(generatedAt),
  );
}

/** Cards print whole, without their shadow (the print stylesheet of D25). */
const PRINT_CARD = 'print:break-inside-avoid print:shadow-none';

function Report({ data }: { data: ReportData }) {
  const generatedAt = new Date();
  const level1 = useLevel1();
  const assessment = useAssessment();
  const { overall, domains } = data;
  // D28: the report's percentage is the coverage, the objectives MET or N/A out of 59, as the
  // dashboard's Overall Progress; its rating reads "Excellent" only with Level 1 MET.
  const coverage = percentOf(overall.objectivesMet, overall.objectivesTotal);
  const rating = complianceRating(coverage, level1.overallMet);
  const missingEvidence = controlsWithoutEvidence(data.controls, data.evidence);
  const statusOf = new Map(data.implementations.map((item) => [item.controlId, item.status]));
  const domainCoverage = (domain: DomainProgress) => percentOf(domain.objectivesMet, domain.objectivesTotal);
  const weakDomains = domains.filter((domain) => domainCoverage(domain) < PROGRESS_THRESHOLDS.good);
  const completedWithoutEvidence = missingEvidence.filter(
    (control) => statusOf.get(control.id) === 'completed',
  );
  const openVerdicts = data.implementations.filter((item) => isOpenVerdict(item.auditorStatus));
  // Until the assessment is loaded, Level 1 counts as not met (D15: nothing reads as done early).
  const requirementsOpen = level1.overallMet
    ? 0
    : (level1.overall?.requirementsTotal ?? 15) - (level1.overall?.requirementsMet ?? 0);
  const nothingToAttend =
    requirementsOpen === 0 &&
    weakDomains.length === 0 &&
    completedWithoutEvidence.length === 0 &&
    openVerdicts.length === 0;

  return (
    // Printed, the bars, dots and badges keep their colours (browsers drop backgrounds by default).
    <div className="flex flex-col gap-6 print:[-webkit-print-color-adjust:exact] print:[print-color-adjust:exact]">
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end print:hidden">
        {/* The PDF is the report people read; the JSON export is for tools, not the primary (issue 23). */}
        <DownloadPdfButton variant="default" />
        {EXPORT_DOWNLOADS.map((file) => {
          const Icon = file.key === 'package' ? FileArchive : FileSpreadsheet;
          return (
            <Button key={file.key} asChild variant="outline">
              <a href={file.href} download>
                <Icon aria-hidden />
                {file.label}
              </a>
            </Button>
          );
        })}
        <Button variant="outline" data-testid="export-json" onClick={() => exportReport(data, generatedAt)}>
          <Download aria-hidden />
          Export Report (JSON)
        </Button>
      </div>
      <Card className={PRINT_CARD} data-testid="executive-summary">
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
          <CardTitle>Executive Summary</CardTitle>
          <Badge tone={RATING_TONE[rating]}>{rating}</Badge>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <Level1Lead overall={level1.overall} requirements={assessment.data?.requirements} />
          <div>
            <p className="text-sm font-medium text-slate-600">Coverage</p>
            <p className="text-4xl font-bold text-slate-900">{coverage}%</p>
            <p className="text-sm text-slate-600">
              {overall.objectivesMet} of {overall.objectivesTotal} assessment objectives MET or N/A
            </p>
          </div>
          <ProgressBar value={coverage} tone={progressTone(coverage, level1.overallMet)} label="Coverage" />
          <StatGrid
            className="sm:grid-cols-4"
            stats={[
              [STATUS_LABELS.completed, overall.completed],
              [STATUS_LABELS.in_progress, overall.inProgress],
              [STATUS_LABELS.not_started, overall.notStarted],
              ['Total', overall.total],
            ]}
          />
        </CardContent>
      </Card>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card className={PRINT_CARD}>
          <CardHeader>
            <CardTitle>Domain Compliance Status</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col divide-y divide-slate-100">
              {domains.map((domain) => (
                <li key={domain.domainId} className="flex items-center gap-3 py-2.5 text-sm">
                  <ToneDot tone={progressTone(domainCoverage(domain), level1.domainMet(domain.domainId))} />
                  <span className="min-w-0 flex-1">
                    {domain.shortName} - {domain.domainName}
                  </span>
                  <span
                    className="shrink-0 text-slate-700"
                    aria-label={`${domain.objectivesMet} of ${domain.objectivesTotal} objectives MET or N/A`}
                  >
                    {domain.objectivesMet}/{domain.objectivesTotal}
                  </span>
                  <span className="w-12 shrink-0 text-right font-semibold text-slate-900">
                    {domainCoverage(domain)}%
                  </span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>

        <AuditReadinessChecklist
          overall={overall}
          level1={level1.overall}
          practices={assessment.data?.practices}
          implementations={data.implementations}
          evidenceCount={data.evidence.length}
          missingEvidence={missingEvidence.length}
          generatedAt={generatedAt}
        />
      </div>

      <VerdictSummaryCard controls={data.controls} implementations={data.implementations} />

      <Card className={PRINT_CARD}>
        <CardHeader>
          <CardTitle>Areas Requiring Attention</CardTitle>
        </CardHeader>
        <CardContent>
          {nothingToAttend ? (
            <p className="text-sm text-slate-700">No areas need attention right now.</p>
          ) : (
            <ul className="flex flex-col gap-2 text-sm text-slate-800">
              {requirementsOpen > 0 && (
                <li className="flex items-start gap-2">
                  <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-red-700" />
                  <span className="min-w-0">
                    Level 1 is not met: {requirementsOpen} of {level1.overall?.requirementsTotal ?? 15}{' '}
                    requirements are still open.{' '}
                    <Link
                      href="/assessment"
                      className="font-medium text-brand-700 underline underline-offset-2"
                    >
                      Record their findings in the self-assessment
                    </Link>
                  </span>
                </li>
              )}
              {openVerdicts.map((item) => (
                <li key={item.id} className="flex items-start gap-2" data-testid="open-verdict">
                  <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-red-700" />
                  <span className="min-w-0 break-words">
                    {item.control.controlNumber} {item.control.title}:{' '}
                    {REVIEW_STATE_LABELS[item.auditorStatus!]} by the auditor
                    {item.auditorNotes && `: “${item.auditorNotes}”`}
                  </span>
                </li>
              ))}
              {weakDomains.map((domain) => (
                <li key={domain.domainId} className="flex items-start gap-2">
                  <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-yellow-700" />
                  {domain.domainName} ({domain.shortName}) is at {domainCoverage(domain)}%:{' '}
                  {counted(domain.objectivesTotal - domain.objectivesMet, 'objective')} not yet MET or N/A.
                </li>
              ))}
              {completedWithoutEvidence.map((control) => (
                <li key={control.id} className="flex items-start gap-2">
                  <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-yellow-700" />
                  {control.controlNumber} {control.title} is marked complete but has no evidence file.
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <Card className={PRINT_CARD}>
        <CardHeader>
          <CardTitle>Report Information</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-slate-600">Report type</dt>
              <dd className="font-medium text-slate-900">{REPORT_TYPE}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Generated on</dt>
              <dd className="font-medium text-slate-900">{formatDate(generatedAt)}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Scope</dt>
              <dd className="font-medium text-slate-900">{overall.total} foundational controls</dd>
            </div>
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}

export function ReportsPage() {
  const overall = useOverallProgress();
  const domains = useDomainProgress();
  const controls = useControls();
  const implementations = useImplementations();
  const evidence = useEvidence(null);
  // The Level 1 result leads the report and caps its rating (D28): the report waits for it.
  const assessment = useAssessment();
  const queries = [overall, domains, controls, implementations, evidence, assessment];
  return (
    <>
      <PageHeader
        title="Compliance Reports"
        subtitle="An audit-ready summary of your CMMC Level 1 readiness"
      />
      {queries.some((query) => query.isLoading) ? (
        <Skeleton className="h-96" />
      ) : overall.data &&
        domains.data &&
        controls.data &&
        implementations.data &&
        evidence.data &&
        assessment.data ? (
        <Report
          data={{
            overall: overall.data,
            domains: domains.data,
            controls: controls.data,
            implementations: implementations.data,
            evidence: evidence.data,
          }}
        />
      ) : (
        <LoadError errors={queries.map((query) => query.error)}>
          The report could not be prepared. Reload the page to try again.
        </LoadError>
      )}
    </>
  );
}
