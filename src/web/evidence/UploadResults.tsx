import { CheckCircle2, XCircle } from 'lucide-react';
import type { ReactNode, Ref } from 'react';

/** What became of one file the upload card was given (issue 12: each file its own outcome). */
export interface UploadResult {
  key: number;
  fileName: string;
  uploaded: boolean;
  /** "Upload Complete!" (document 1), or the refusal's title: "File Too Large", "Upload Failed". */
  outcome: string;
  detail: ReactNode;
}

/**
 * The outcomes of this visit's uploads, newest first, each beside its own file name, so that a
 * refused file is never read as part of an upload that completed. The newest takes the focus
 * after an upload (the button it came from is disabled meanwhile), and screen readers hear it.
 */
export function UploadResults({ results, newest }: { results: UploadResult[]; newest: Ref<HTMLLIElement> }) {
  if (results.length === 0) return null;
  return (
    <ul aria-label="Uploads" aria-live="polite" className="flex flex-col gap-2 text-sm">
      {results.map((result, index) => {
        const Icon = result.uploaded ? CheckCircle2 : XCircle;
        return (
          <li
            key={result.key}
            ref={index === 0 ? newest : undefined}
            tabIndex={index === 0 ? -1 : undefined}
            data-testid="upload-result"
            className={
              result.uploaded
                ? 'flex gap-2 rounded-md bg-green-50 p-2.5 text-green-900 focus:outline-2 focus:outline-brand-600'
                : 'flex gap-2 rounded-md bg-red-50 p-2.5 text-red-900 focus:outline-2 focus:outline-brand-600'
            }
          >
            <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
            <p className="min-w-0">
              <span className="block break-words font-medium">{result.fileName}</span>
              <span className="font-semibold">{result.outcome}</span> {result.detail}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
