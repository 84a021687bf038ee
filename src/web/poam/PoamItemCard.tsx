import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { formatDay } from '../../contract/format';
import type { PoamItem } from '../../contract/level2-api';
import type { Member } from '../../contract/organizations';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { ConfirmDialog } from '../components/ui/alert-dialog';
import { useDeletePoamItem } from '../lib/poam';
import { EditItemDialog } from './EditItemDialog';

interface PoamItemCardProps {
  item: PoamItem;
  title: string | undefined;
  members: Member[];
  /** Editors and owners change the plan of an open item (D27). */
  mayEdit: boolean;
  /** Items are removed only while the cycle is open (not after affirming, D33). */
  mayRemove: boolean;
  /** Where focus goes once the item is removed (its own buttons are gone). */
  returnFocusTo: () => HTMLElement | null;
}

/** One item: requirement, weakness, planned completion, milestones, who, points, and whether closed. */
export function PoamItemCard({ item, title, members, mayEdit, mayRemove, returnFocusTo }: PoamItemCardProps) {
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const remove = useDeletePoamItem();
  const responsible = members.find((member) => member.userId === item.responsibleUserId);
  const closed = item.closedAt !== null;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4" data-testid="poam-item">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Link
            href={`/controls?control=${encodeURIComponent(item.requirementId)}`}
            className="font-semibold text-brand-800 underline underline-offset-2"
          >
            {item.requirementId}
          </Link>{' '}
          <span className="text-slate-800">{title}</span>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge tone={item.points > 0 ? 'red' : 'green'} data-testid="poam-item-points">
            {item.points > 0 ? `Loses ${item.points} ${item.points === 1 ? 'point' : 'points'}` : 'MET now'}
          </Badge>
          <Badge tone={closed ? 'green' : 'yellow'} data-testid="poam-item-state">
            {closed ? `Closed out ${formatDay(item.closedAt!)}` : 'Open'}
          </Badge>
          {!closed && (
            <Badge tone={item.conditionalEligible ? 'green' : 'neutral'} data-testid="poam-item-conditional">
              {item.conditionalEligible ? 'Supports Conditional' : 'Does not support Conditional'}
            </Badge>
          )}
        </div>
      </div>
      {!closed && item.ineligibleReason && (
        <p
          className="rounded-md border border-slate-200 bg-slate-50 p-2 text-sm text-slate-800"
          data-testid="poam-item-ineligible"
        >
          {item.ineligibleReason}
        </p>
      )}
      <p className="whitespace-pre-line break-words text-sm text-slate-800">{item.weakness}</p>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex gap-2">
          <dt className="text-slate-600">Planned completion:</dt>
          <dd className="font-medium text-slate-900">{formatDay(item.plannedCompletion)}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-slate-600">Responsible:</dt>
          <dd className="font-medium text-slate-900">{responsible?.name ?? 'Nobody named yet'}</dd>
        </div>
      </dl>
      {item.milestones.length > 0 && (
        <div>
          <h3 className="text-sm font-medium text-slate-900">Milestones</h3>
          <ol className="mt-1 flex flex-col gap-1 text-sm text-slate-800">
            {item.milestones.map((milestone, index) => (
              <li key={index} className="flex gap-3">
                <span className="w-28 shrink-0 text-slate-600">{formatDay(milestone.due)}</span>
                <span className="min-w-0 break-words">{milestone.text}</span>
              </li>
            ))}
          </ol>
        </div>
      )}
      {(mayEdit && !closed) || mayRemove ? (
        <div className="flex flex-wrap gap-2">
          {mayEdit && !closed && (
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden />
              Edit the plan<span className="sr-only"> of {item.requirementId}</span>
            </Button>
          )}
          {mayRemove && (
            <Button variant="ghost" size="sm" onClick={() => setRemoving(true)}>
              <Trash2 aria-hidden />
              Remove<span className="sr-only"> {item.requirementId} from the POA&M</span>
            </Button>
          )}
        </div>
      ) : null}
      {editing && <EditItemDialog item={item} members={members} onClose={() => setEditing(false)} />}
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title={`Remove ${item.requirementId} from the POA&M?`}
        description="Its plan and milestones are deleted. A requirement NOT MET that is not on the POA&M keeps a Conditional status out of reach."
        confirmLabel="Remove"
        busy={remove.isPending}
        onConfirm={() =>
          // The card goes with the item: focus moves to the list's title, never the page body.
          void remove
            .mutateAsync({ id: item.id, requirementId: item.requirementId })
            .then(() => returnFocusTo()?.focus())
            .catch(() => setRemoving(false))
        }
      />
    </li>
  );
}
