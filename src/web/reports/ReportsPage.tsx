import { controlsWithoutEvidence } from '../../contract/report';
import { LoadError } from '../components/LoadError';
import { PageHeader } from '../components/PageHeader';
import { SspDownloads } from '../components/SspDownloads';
import { Skeleton } from '../components/ui/skeleton';
import { useAssessment, useLevel1 } from '../lib/assessment';
import { AttentionCard } from './AttentionCard';
import { AuditReadinessChecklist } from './AuditReadinessChecklist';
import { DomainComplianceCard } from './DomainComplianceCard';
import { ExecutiveSummaryCard } from './ExecutiveSummaryCard';
import { ReportActions } from './ReportActions';
import { ReportInfoCard } from './ReportInfoCard';
import { useReportData, type ReportData } from './use-report-data';
import { VerdictSummaryCard } from './VerdictSummaryCard';

function Report({ data }: { data: ReportData }) {
  const generatedAt = new Date();
  const level1 = useLevel1();
  const assessment = useAssessment();
  return (
    // Printed, the bars, dots and badges keep their colours (browsers drop backgrounds by default).
    <div className="flex flex-col gap-6 print:[-webkit-print-color-adjust:exact] print:[print-color-adjust:exact]">
      <ReportActions data={data} generatedAt={generatedAt} />
      <ExecutiveSummaryCard overall={data.overall} />
      <SspDownloads level={data.level} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <DomainComplianceCard domains={data.domains} />
        <AuditReadinessChecklist
          overall={data.overall}
          level1={level1.overall}
          practices={assessment.data?.practices}
          implementations={data.implementations}
          evidenceCount={data.evidence.length}
          missingEvidence={controlsWithoutEvidence(data.controls, data.evidence).length}
          generatedAt={generatedAt}
        />
      </div>
      <VerdictSummaryCard controls={data.controls} implementations={data.implementations} />
      <AttentionCard data={data} />
      <ReportInfoCard generatedAt={generatedAt} controls={data.overall.total} level={data.level} />
    </div>
  );
}

export function ReportsPage() {
  const report = useReportData();
  return (
    <>
      <PageHeader title="Compliance Reports" subtitle="An audit-ready summary of your CMMC self-assessment" />
      {report.loading ? (
        <Skeleton className="h-96" />
      ) : report.data ? (
        <Report data={report.data} />
      ) : (
        <LoadError errors={report.errors}>
          The report could not be prepared. Reload the page to try again.
        </LoadError>
      )}
    </>
  );
}
