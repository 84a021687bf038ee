import { CheckCircle2 } from 'lucide-react';
import type { Control } from '../../contract/catalog';
import { formatDate } from '../../contract/format';
import type { Implementation } from '../../contract/implementations';
import { SSP_PART_LETTERS } from '../../contract/ssp';
import { sspObjective } from '../../contract/ssp-gate';
import {
  SSP_REQUIREMENT_STATUS_LABELS,
  sspRequirementStatus,
  type SspRequirementStatus,
} from '../../contract/ssp-status';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { useAssessment } from '../lib/assessment';
import { useImpersonationStatus } from '../lib/impersonation';
import { useMemberMay } from '../lib/member-access';
import { useApproveNotApplicable } from '../lib/not-applicable-approval';

const TONES: Record<SspRequirementStatus, 'green' | 'yellow' | 'neutral' | 'brand'> = {
  implemented: 'green',
  partially_implemented: 'yellow',
  planned: 'neutral',
  not_applicable: 'brand',
};

const D = sspObjective(SSP_PART_LETTERS.notApplicable);

/**
 * The requirement's status in the system security plan, derived from its findings (D36), and for
 * a requirement found not applicable its approval by an owner, by name and date (NIST SP 800-171A
 * 3.12.4[d]): an owner approves here; everyone else reads who approved and when, or that an owner
 * must.
 */
export function PlanEntryStatus({
  control,
  implementation,
}: {
  control: Control;
  implementation: Implementation | undefined;
}) {
  const practice = useAssessment().data?.practices.find((one) => one.controlId === control.id);
  const mayApprove = useMemberMay('not-applicable:approve:own');
  const impersonating = Boolean(useImpersonationStatus().data?.isImpersonating);
  const approve = useApproveNotApplicable();
  if (!practice) return null;
  const status = sspRequirementStatus(practice);
  const approval = implementation?.notApplicableApproval ?? null;
  return (
    <section
      aria-labelledby="plan-status-heading"
      className="flex flex-col gap-2 rounded-md border border-slate-200 p-3 text-sm sm:p-4"
      data-testid="plan-status"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="plan-status-heading" className="font-semibold text-slate-900">
          Status in the plan
        </h3>
        <Badge tone={TONES[status]}>{SSP_REQUIREMENT_STATUS_LABELS[status]}</Badge>
      </div>
      <p className="text-xs text-slate-600">
        From the findings on its objectives: implemented when every one is MET or N/A, partially when some
        are, planned while none is yet, not applicable when every one is N/A.
      </p>
      {status === 'not_applicable' &&
        (approval ? (
          <p className="flex items-start gap-2 text-slate-800" data-testid="na-approval">
            <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-green-700" />
            <span>
              Approved as not applicable by {approval.approvedByName} on {formatDate(approval.approvedAt)} (
              {D}).
            </span>
          </p>
        ) : mayApprove && !impersonating ? (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-slate-800" data-testid="na-approval">
              Not yet approved. As an owner, you approve each requirement found not applicable: the plan names
              you and the date ({D}).
            </p>
            <Button
              type="button"
              variant="outline"
              className="shrink-0"
              disabled={approve.isPending}
              onClick={() => approve.mutate(control.id)}
            >
              {approve.isPending ? 'Approving...' : 'Approve as not applicable'}
            </Button>
          </div>
        ) : (
          <p className="text-slate-800" data-testid="na-approval">
            Not yet approved: an owner of the organization must approve it as not applicable ({D})
            {impersonating ? ', signed in as themselves.' : '.'}
          </p>
        ))}
    </section>
  );
}
