import { Download, ExternalLink } from 'lucide-react';
import { previewKind, type EvidenceFile } from '../../contract/evidence';
import { Button } from './ui/button';
import { Dialog, DialogContent } from './ui/dialog';
import { Skeleton } from './ui/skeleton';
import { evidenceContentUrl, useEvidenceText } from '../lib/evidence';

/** What the preview needs of a stored file: lists that carry less than the whole record can preview too. */
export type PreviewableFile = Pick<EvidenceFile, 'id' | 'fileName' | 'fileType' | 'control'>;

function TextPreview({ file }: { file: PreviewableFile }) {
  const text = useEvidenceText(file);
  if (text.isLoading) return <Skeleton className="h-64" />;
  if (text.isError) return <p className="text-sm text-red-700">The file could not be loaded.</p>;
  return (
    <pre className="max-h-[60vh] overflow-auto whitespace-pre-wrap break-words rounded-md bg-slate-50 p-4 text-sm text-slate-900">
      {text.data}
    </pre>
  );
}

/** Text, PDF and images in the page; anything else offers to open or download it (document 2). */
export function PreviewDialog({ file, onClose }: { file: PreviewableFile; onClose: () => void }) {
  const kind = previewKind(file.fileType);
  const url = evidenceContentUrl(file);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={file.fileName}
        description={`${file.control.controlNumber} - ${file.control.title}`}
        className="max-w-4xl"
      >
        {kind === 'text' && <TextPreview file={file} />}
        {kind === 'pdf' && (
          <iframe
            title={`Preview of ${file.fileName}`}
            src={url}
            className="h-[65vh] w-full rounded-md border border-slate-200"
          />
        )}
        {kind === 'image' && (
          <img src={url} alt={file.fileName} className="mx-auto max-h-[65vh] max-w-full rounded-md" />
        )}
        {kind === 'none' && (
          <div className="flex flex-col items-center gap-4 py-8 text-center">
            <p className="text-sm text-slate-700">Preview not available for this file type</p>
            <div className="flex flex-wrap justify-center gap-2">
              <Button asChild variant="outline">
                <a href={url} target="_blank" rel="noopener">
                  <ExternalLink aria-hidden />
                  Open in New Tab
                </a>
              </Button>
              <Button asChild>
                <a href={evidenceContentUrl(file, true)} download={file.fileName}>
                  <Download aria-hidden />
                  Download
                </a>
              </Button>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
