import { ClipboardCheck } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '../../contract/format';
import { SSP_PART_LETTERS } from '../../contract/ssp';
import { sspObjective } from '../../contract/ssp-gate';
import { useImpersonationStatus } from '../lib/impersonation';
import { useMemberMay } from '../lib/member-access';
import { useSspRevisions } from '../lib/ssp-revisions';
import { ApproveRevisionDialog } from './ApproveRevisionDialog';
import { Button } from './ui/button';
import { Skeleton } from './ui/skeleton';

/** Who may do what with the revisions, as the screen says it beside the list. */
function whoApproves({ staff, impersonating }: { staff: boolean; impersonating: boolean }): string {
  if (staff) return 'The client’s owners approve its revisions.';
  if (impersonating)
    return 'An administrator viewing the business cannot approve a revision: an owner signs in and approves it.';
  return 'An owner of the organization approves revisions.';
}

/**
 * The approved revisions of the system security plan (D36), newest first, beside its downloads:
 * every member and staff read them; an owner approves one here. A download approves nothing.
 * Given `clientId`, a client's, for staff.
 */
export function SspRevisions({ clientId }: { clientId?: string }) {
  const revisions = useSspRevisions(clientId);
  const ownerMay = useMemberMay('ssp:approve:own');
  const impersonating = Boolean(useImpersonationStatus().data?.isImpersonating);
  const staff = clientId !== undefined;
  const canApprove = !staff && ownerMay && !impersonating;
  const [approving, setApproving] = useState(false);
  const list = revisions.data ?? [];

  return (
    <section aria-labelledby="ssp-revisions-heading" className="flex flex-col gap-2" data-testid="ssp-revisions">
      <div className="flex items-start gap-2">
        <ClipboardCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500" />
        <div className="min-w-0">
          <h3 id="ssp-revisions-heading" className="text-sm font-semibold text-slate-900">
            Approved revisions
          </h3>
          <p className="text-sm text-slate-600">
            An approved revision is the plan as an owner approved it, with a version and what changed. Only
            approved revisions count as updates of the plan (NIST SP 800-171A{' '}
            {sspObjective(SSP_PART_LETTERS.updated)}); downloading the plan approves nothing.{canApprove ? '' : ` ${whoApproves({ staff, impersonating })}`}
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-3 pl-6">
        {canApprove && (
          <div>
            <Button size="sm" onClick={() => setApproving(true)}>
              Approve a revision
            </Button>
          </div>
        )}
        {revisions.isPending ? (
          <Skeleton className="h-12" />
        ) : revisions.isError ? (
          <p role="alert" className="text-sm text-red-700">
            The approved revisions could not be loaded. Reload the page to try again.
          </p>
        ) : list.length === 0 ? (
          <p className="text-sm text-slate-700">No revision has been approved yet.</p>
        ) : (
          <ol aria-label="Approved revisions, newest first" className="flex flex-col divide-y divide-slate-200">
            {list.map((revision) => (
              <li key={revision.id} className="flex flex-col gap-1 py-2.5 first:pt-0">
                <p className="text-sm text-slate-700">
                  <span className="font-medium text-slate-900">Version {revision.version}</span>
                  {' · '}approved {formatDate(revision.approvedAt)} by {revision.approvedByName}
                  {' · '}Level {revision.level}
                </p>
                <p className="whitespace-pre-wrap break-words text-sm text-slate-600">{revision.summary}</p>
              </li>
            ))}
          </ol>
        )}
      </div>
      {approving && (
        <ApproveRevisionDialog latestVersion={list[0]?.version} onClose={() => setApproving(false)} />
      )}
    </section>
  );
}
