import { Download, FileArchive, FileSpreadsheet } from 'lucide-react';
import { reportFileName } from '../../contract/report';
import { DownloadPdfButton } from '../components/DownloadPdfButton';
import { Button } from '../components/ui/button';
import { saveBlob } from '../lib/download';
import { EXPORT_DOWNLOADS } from '../lib/exports';
import type { ReportData } from './use-report-data';

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

/** The report's downloads; none of them prints. */
export function ReportActions({ data, generatedAt }: { data: ReportData; generatedAt: Date }) {
  return (
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
  );
}
