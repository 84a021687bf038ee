import { ChevronRight, FileText, Fingerprint, Link2, Lock, Target, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { Control } from '../../contract/catalog';
import { extensionOf, formatFileSize, shortSha256, type EvidenceFile } from '../../contract/evidence';
import { counted, formatRelativeTime, listed } from '../../contract/format';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { ConfirmDialog } from '../components/ui/alert-dialog';
import { ViewDownloadButtons } from '../components/ViewDownloadButtons';
import { useDeleteEvidence } from '../lib/evidence';
import { useMemberMay } from '../lib/member-access';
import { EvidenceLinksDialog } from './EvidenceLinksDialog';

interface EvidenceCardProps {
  file: EvidenceFile;
  /** The catalog's controls, in catalog order: their numbers, and the choices of "Edit links". */
  controls: Control[];
  onView: () => void;
}

/**
 * The file's SHA-256 (D25): the short form, with the whole digest on hover (`title`) and behind a
 * disclosure that keyboards and screen readers open, where it can be selected and copied.
 */
function Sha256Details({ sha256 }: { sha256: string | null }) {
  if (!sha256) {
    return (
      <p className="flex items-center gap-1.5 text-xs text-slate-700">
        <Fingerprint aria-hidden className="size-3.5 shrink-0 text-slate-500" />
        SHA-256 not computed yet
      </p>
    );
  }
  return (
    <details className="group text-xs text-slate-700">
      <summary
        title={sha256}
        className="flex cursor-pointer list-none items-center gap-1.5 rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <Fingerprint aria-hidden className="size-3.5 shrink-0 text-slate-500" />
        SHA-256 <code className="font-mono text-slate-900">{shortSha256(sha256)}…</code>
        <ChevronRight aria-hidden className="size-3.5 shrink-0 text-slate-500 group-open:rotate-90" />
      </summary>
      <code className="mt-1 block break-all font-mono text-slate-900" data-testid="evidence-sha256">
        {sha256}
      </code>
    </details>
  );
}

export function EvidenceCard({ file, controls, onView }: EvidenceCardProps) {
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const servesId = useId();
  const editButton = useRef<HTMLButtonElement>(null);
  const remove = useDeleteEvidence();
  // A viewer reads and downloads (D27): no link editing, no deleting.
  const mayLink = useMemberMay('evidence:upload:own');
  const mayDelete = useMemberMay('evidence:delete:own');
  const confirmDelete = () => remove.mutate(file.id, { onSettled: () => setConfirming(false) });
  // D22: one stored file serves every control of controlIds (catalog order).
  const served = file.controlIds.map(
    (controlId) => controls.find((control) => control.id === controlId)?.controlNumber ?? controlId,
  );
  const objectives = file.objectiveIds.length;

  return (
    <Card className="flex flex-col p-4" data-testid="evidence-card">
      <div className="flex items-start gap-3">
        <FileText aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
        <div className="min-w-0 flex-1">
          <h3 className="break-words text-sm font-semibold text-slate-900">{file.fileName}</h3>
          <dl className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
            <div>
              <dt className="sr-only">Type</dt>
              <dd>
                <Badge tone="neutral">{extensionOf(file.fileName).toUpperCase() || file.fileType}</Badge>
              </dd>
            </div>
            <div>
              <dt className="sr-only">Size</dt>
              <dd>{formatFileSize(file.fileSize)}</dd>
            </div>
            <div>
              <dt className="sr-only">Uploaded</dt>
              <dd>
                <time dateTime={file.uploadedAt}>{formatRelativeTime(file.uploadedAt)}</time>
              </dd>
            </div>
          </dl>
        </div>
      </div>

      <div className="mt-3 flex flex-col gap-2 border-t border-slate-100 pt-3">
        <div className="flex items-center justify-between gap-2">
          <p id={servesId} className="text-xs font-medium text-slate-600">
            {served.length ? `Serves ${counted(served.length, 'control')}` : 'Not linked to the current work'}
          </p>
          {mayLink && (
            <Button
              ref={editButton}
              size="sm"
              variant="ghost"
              className="-my-1 -mr-2 h-8 px-2"
              onClick={() => setEditing(true)}
            >
              <Link2 aria-hidden />
              Edit links<span className="sr-only"> of {file.fileName}</span>
            </Button>
          )}
        </div>
        <ul aria-labelledby={servesId} className="flex flex-wrap gap-1.5">
          {served.map((controlNumber) => (
            <li key={controlNumber}>
              <Badge tone="brand">{controlNumber}</Badge>
            </li>
          ))}
        </ul>
        <p className="flex items-center gap-1.5 text-xs text-slate-700">
          <Target aria-hidden className="size-3.5 shrink-0 text-slate-500" />
          {objectives ? `Supports ${counted(objectives, 'objective')}` : 'No objectives linked yet'}
        </p>
        <Sha256Details sha256={file.sha256} />
        {file.keptForCycle !== null && (
          <p className="flex items-start gap-1.5 text-xs text-slate-700" data-testid="evidence-kept">
            <Lock aria-hidden className="mt-px size-3.5 shrink-0 text-slate-500" />
            Kept: it supports the self-assessment affirmed in cycle {file.keptForCycle}, so it cannot be
            deleted.
          </p>
        )}
      </div>

      <div className="mt-auto flex gap-2 pt-4">
        <ViewDownloadButtons file={file} onView={onView} />
        {/* A file an affirmation lists is kept (D33): no delete, only Edit links. */}
        {file.keptForCycle === null && mayDelete && (
          <Button
            size="sm"
            variant="ghost"
            className="ml-auto text-red-700 hover:bg-red-50 hover:text-red-800"
            aria-label={`Delete ${file.fileName}`}
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden />
          </Button>
        )}
      </div>
      {editing && (
        <EvidenceLinksDialog
          file={file}
          controls={controls}
          opener={editButton}
          onClose={() => setEditing(false)}
        />
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this evidence file?"
        description={`"${file.fileName}" will be removed from ${listed(served)}. This cannot be undone.`}
        confirmLabel={remove.isPending ? 'Deleting...' : 'Delete'}
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
