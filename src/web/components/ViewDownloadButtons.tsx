import { Download, Eye } from 'lucide-react';
import type { EvidenceFile } from '../../contract/evidence';
import { evidenceContentUrl } from '../lib/evidence';
import { Button } from './ui/button';

/** View (the preview dialog) and Download of one evidence file, named for screen readers. */
export function ViewDownloadButtons({
  file,
  onView,
}: {
  file: Pick<EvidenceFile, 'id' | 'fileName'>;
  onView: () => void;
}) {
  return (
    <>
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
    </>
  );
}
