import { CheckCheck, Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { ReviewQueueFilter, ReviewQueueItem } from '../../contract/auditor';
import { formatRelativeTime } from '../../contract/format';
import { ChoiceSelect } from '../components/ChoiceSelect';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Checkbox } from '../components/ui/checkbox';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { PagedList } from '../components/PagedList';
import { useListState } from '../lib/use-list-state';
import { useReviewQueue } from '../lib/auditor';
import { ApproveSelectedDialog } from './ApproveSelectedDialog';
import { PracticeResultBadge } from './Standing';

const FILTER_CHOICES: { value: ReviewQueueFilter; label: string }[] = [
  { value: 'awaiting', label: 'All awaiting review' },
  { value: 'resubmitted', label: 'Resubmitted only' },
];

/**
 * What awaits review across clients, newest first, a page at a time (D19, D28): searched by
 * business or control, filtered to resubmissions, each entry opening its review; entries of the
 * page can be chosen and approved together.
 */
export function ReviewQueueCard() {
  const state = useListState({ filter: 'awaiting' as ReviewQueueFilter });
  const queue = useReviewQueue(state.query);
  // The choice belongs to the page shown: another page, search or filter starts with none.
  const pageKey = JSON.stringify(state.query);
  const [selection, setSelection] = useState({ pageKey, ids: new Set<string>() });
  const selected = selection.pageKey === pageKey ? selection.ids : new Set<string>();
  const setSelected = (ids: Set<string>) => setSelection({ pageKey, ids });
  const [confirming, setConfirming] = useState(false);
  const items = queue.data?.items ?? [];
  // Entries that left the queue (approved by someone else, changed by the client) drop out.
  const chosen = items.filter((item) => selected.has(item.implementationId));
  const allChosen = items.length > 0 && chosen.length === items.length;
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };
  const narrowed = Boolean(state.query.search) || state.filters.filter !== 'awaiting';

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>Awaiting Review</CardTitle>
        {queue.data && (
          <Badge tone={queue.data.total ? 'yellow' : 'green'} data-testid="queue-total">
            {queue.data.total} {narrowed ? 'found' : 'waiting'}
          </Badge>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <div className="relative sm:flex-1">
            <Search aria-hidden className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" />
            <Input
              type="search"
              aria-label="Search the review queue"
              placeholder="Business or control"
              value={state.search}
              onChange={(event) => state.setSearch(event.target.value)}
              className="pl-9"
            />
          </div>
          <ChoiceSelect
            label="Show"
            className="sm:w-56"
            value={state.filters.filter}
            onChange={(value) => state.setFilter('filter', value as ReviewQueueFilter)}
            choices={FILTER_CHOICES}
          />
        </div>
        {items.length > 0 && (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-slate-50 px-3 py-2">
            <div className="flex items-center gap-3">
              <Checkbox
                id="queue-select-page"
                checked={allChosen ? true : chosen.length > 0 ? 'indeterminate' : false}
                onCheckedChange={(on) =>
                  setSelected(new Set(on === true ? items.map((item) => item.implementationId) : []))
                }
              />
              <Label htmlFor="queue-select-page" className="font-normal">
                Select all on this page
              </Label>
            </div>
            <Button size="sm" disabled={chosen.length === 0} onClick={() => setConfirming(true)}>
              <CheckCheck aria-hidden />
              Approve selected{chosen.length > 0 && ` (${chosen.length})`}
            </Button>
          </div>
        )}
        <PagedList
          label="Review queue"
          list={queue}
          page={state.page}
          onPage={state.setPage}
          empty={narrowed ? 'Nothing awaiting review matches.' : 'Nothing awaits review right now.'}
        >
          {(page) => (
            <ul className="flex flex-col divide-y divide-slate-100" data-testid="review-queue">
              {page.map((item) => (
                <QueueEntry
                  key={item.implementationId}
                  item={item}
                  checked={selected.has(item.implementationId)}
                  onCheck={(on) => toggle(item.implementationId, on)}
                />
              ))}
            </ul>
          )}
        </PagedList>
      </CardContent>
      {confirming && (
        <ApproveSelectedDialog
          chosen={chosen}
          onApproved={() => {
            setSelected(new Set());
            setConfirming(false);
          }}
          onChanged={(ids) => setSelected(new Set([...selected].filter((id) => !ids.includes(id))))}
          onClose={() => setConfirming(false)}
        />
      )}
    </Card>
  );
}

function QueueEntry({
  item,
  checked,
  onCheck,
}: {
  item: ReviewQueueItem;
  checked: boolean;
  onCheck: (on: boolean) => void;
}) {
  const checkboxId = `queue-select-${item.implementationId}`;
  return (
    <li className="flex gap-3 py-3">
      <Checkbox
        id={checkboxId}
        className="mt-0.5"
        checked={checked}
        onCheckedChange={(on) => onCheck(on === true)}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <div className="min-w-0 sm:flex-1">
          <Label htmlFor={checkboxId} className="block break-words font-medium text-slate-900">
            <span className="sr-only">Select </span>
            <span className="font-mono">{item.controlNumber}</span> {item.controlTitle}
            <span className="sr-only"> of {item.businessName}</span>
          </Label>
          <p className="break-words text-sm text-slate-700">{item.businessName}</p>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600">
            <PracticeResultBadge result={item.practiceResult} />
            {item.resubmitted && <Badge tone="brand">Resubmitted</Badge>}
            <span>
              Updated <time dateTime={item.since}>{formatRelativeTime(item.since)}</time>
            </span>
          </div>
        </div>
        <Button asChild size="sm" variant="outline" className="self-start sm:self-center">
          <Link
            href={`/auditor/client/${encodeURIComponent(item.clientId)}?review=${encodeURIComponent(item.implementationId)}`}
          >
            Review
            <span className="sr-only">
              {' '}
              {item.controlNumber} of {item.businessName}
            </span>
          </Link>
        </Button>
      </div>
    </li>
  );
}
