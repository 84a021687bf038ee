import { useState } from 'react';
import { formatFileSize } from '../../contract/evidence';
import { formatDate } from '../../contract/format';
import { PreviewDialog, type PreviewableFile } from './PreviewDialog';
import { ViewDownloadButtons } from './ViewDownloadButtons';

export type ListedEvidenceFile = PreviewableFile & { fileSize: number; uploadedAt: string };

interface EvidenceFileListProps {
  files: ListedEvidenceFile[];
  /** Name each file's control (lists across controls); a list for one control leaves it out. */
  showControl?: boolean;
  empty: string;
}

/** Evidence files with View (the preview dialog) and Download, readable at phone width. */
export function EvidenceFileList({ files, showControl = false, empty }: EvidenceFileListProps) {
  const [previewing, setPreviewing] = useState<PreviewableFile | null>(null);
  if (files.length === 0) return <p className="py-2 text-sm text-slate-600">{empty}</p>;
  return (
    <>
      <ul className="flex flex-col divide-y divide-slate-100" data-testid="evidence-files">
        {files.map((file) => (
          <li
            key={file.id}
            className="flex flex-col gap-2 py-2.5 text-sm sm:flex-row sm:items-center sm:gap-3"
          >
            <div className="min-w-0 sm:flex-1">
              <p className="break-words font-medium text-slate-900">{file.fileName}</p>
              <p className="text-xs text-slate-600">
                {showControl && `${file.control.controlNumber} · `}
                {formatFileSize(file.fileSize)} · {formatDate(file.uploadedAt)}
              </p>
            </div>
            <div className="flex shrink-0 gap-2">
              <ViewDownloadButtons file={file} onView={() => setPreviewing(file)} />
            </div>
          </li>
        ))}
      </ul>
      {previewing && <PreviewDialog file={previewing} onClose={() => setPreviewing(null)} />}
    </>
  );
}
