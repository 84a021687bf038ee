import { Download, Eye, FileText, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { extensionOf, formatFileSize, type EvidenceFile } from '../../contract/evidence';
import { formatRelativeTime } from '../../contract/format';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { ConfirmDialog } from '../components/ui/alert-dialog';
import { useDeleteEvidence, evidenceContentUrl } from '../lib/evidence';

interface EvidenceCardProps {
  file: EvidenceFile;
  onView: () => void;
}

export function EvidenceCard({ file, onView }: EvidenceCardProps) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteEvidence();
  const confirmDelete = () => remove.mutate(file.id, { onSettled: () => setConfirming(false) });

  return (
    <Card className="flex flex-col p-4" data-testid="evidence-card">
      <div className="flex items-start gap-3">
        <FileText aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
        <div className="min-w-0 flex-1">
          <h3 className="break-words text-sm font-semibold text-slate-900">{file.fileName}</h3>
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            <Badge tone="brand">{file.control.controlNumber}</Badge>
            <Badge tone="neutral">{extensionOf(file.fileName).toUpperCase() || file.fileType}</Badge>
          </div>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-xs text-slate-600">
        <div>
          <dt className="sr-only">Size</dt>
          <dd>{formatFileSize(file.fileSize)}</dd>
        </div>
        <div className="text-right">
          <dt className="sr-only">Uploaded</dt>
          <dd>
            <time dateTime={file.uploadedAt}>{formatRelativeTime(file.uploadedAt)}</time>
          </dd>
        </div>
      </dl>
      <div className="mt-4 flex gap-2">
        <Button size="sm" variant="outline" onClick={onView}>
          <Eye aria-hidden />
          View<span className="sr-only"> {file.fileName}</span>
        </Button>
        <Button asChild size="sm" variant="outline">
          <a href={evidenceContentUrl(file, true)} download={file.fileName}>
            <Download aria-hidden />
            Download<span className="sr-only"> {file.fileName}</span>
          </a>
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="ml-auto text-red-700 hover:bg-red-50 hover:text-red-800"
          aria-label={`Delete ${file.fileName}`}
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this evidence file?"
        description={`"${file.fileName}" will be removed from ${file.control.controlNumber}. This cannot be undone.`}
        confirmLabel={remove.isPending ? 'Deleting...' : 'Delete'}
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
