import { Download } from 'lucide-react';
import { formatFileSize } from '../../contract/evidence';
import { formatDate } from '../../contract/format';
import { Button } from '../components/ui/button';
import { Input } from '../components/ui/input';
import { useAdminEvidence, useDownloadAdminEvidence } from '../lib/admin';
import { PagedList } from '../components/PagedList';
import type { ListState } from '../lib/use-list-state';

/** Every organization's evidence files, newest first, searched on the server (D21). */
export function EvidenceTab({ state }: { state: ListState<Record<string, never>> }) {
  const list = useAdminEvidence(state.query, true);
  const download = useDownloadAdminEvidence();
  return (
    <div className="flex flex-col gap-4">
      <Input
        type="search"
        aria-label="Search evidence"
        placeholder="File name, organization or control"
        value={state.search}
        onChange={(event) => state.setSearch(event.target.value)}
        className="md:w-96"
      />
      <PagedList
        label="Evidence files"
        list={list}
        page={state.page}
        onPage={state.setPage}
        empty="No evidence files match."
      >
        {(items) => (
          <ul className="flex flex-col divide-y divide-slate-100">
            {items.map((file) => (
              <li
                key={file.id}
                className="flex flex-col gap-2 py-3 text-sm sm:flex-row sm:items-center sm:gap-3"
              >
                <span className="min-w-0 break-words sm:flex-1">
                  <span className="font-medium text-slate-900">{file.fileName}</span>
                  <span className="block text-xs text-slate-600">
                    {file.businessName ?? 'Unknown'} · {file.controlNumber} · {formatFileSize(file.fileSize)}{' '}
                    · {formatDate(file.uploadedAt)}
                  </span>
                </span>
                <Button
                  size="sm"
                  variant="outline"
                  className="self-start sm:self-center"
                  onClick={() => download.mutate({ id: file.id, fileName: file.fileName })}
                >
                  <Download aria-hidden />
                  Download<span className="sr-only"> {file.fileName}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}
