import { FileDown } from 'lucide-react';
import { ACTIVITY_ACTION_CODES, ACTIVITY_ACTION_LABELS } from '../../contract/activity';
import type { AdminActivityQuery } from '../../contract/admin';
import { formatDate, formatRelativeTime } from '../../contract/format';
import { ChoiceSelect } from '../components/ChoiceSelect';
import { Button } from '../components/ui/button';
import { Input } from '../components/ui/input';
import { useAdminActivity, useDownloadActivityCsv } from '../lib/admin';
import { PagedList } from '../components/PagedList';
import type { ListState } from '../lib/use-list-state';

export type ActivityFilters = { action: NonNullable<AdminActivityQuery['action']> };

const ACTION_CHOICES = [
  { value: 'all', label: 'All actions' },
  ...ACTIVITY_ACTION_CODES.map((code) => ({ value: code, label: ACTIVITY_ACTION_LABELS[code] })).sort(
    (a, b) => a.label.localeCompare(b.label),
  ),
];

/** The whole activity log, newest first, naming who acted; exported as CSV with the same filter (D21). */
export function ActivityTab({ state }: { state: ListState<ActivityFilters> }) {
  const list = useAdminActivity(state.query, true);
  const exportCsv = useDownloadActivityCsv();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 md:flex-row md:items-center">
        <Input
          type="search"
          aria-label="Search activity"
          placeholder="Organization or action"
          value={state.search}
          onChange={(event) => state.setSearch(event.target.value)}
          className="md:w-80"
        />
        <ChoiceSelect
          label="Filter by action"
          className="md:w-64"
          value={state.filters.action}
          onChange={(action) => state.setFilter('action', action as ActivityFilters['action'])}
          choices={ACTION_CHOICES}
        />
        <Button
          variant="outline"
          className="md:ml-auto"
          disabled={exportCsv.isPending}
          onClick={() => exportCsv.mutate({ search: state.query.search, action: state.query.action })}
        >
          <FileDown aria-hidden />
          {exportCsv.isPending ? 'Exporting...' : 'Export CSV'}
        </Button>
      </div>
      <PagedList
        label="Activity"
        list={list}
        page={state.page}
        onPage={state.setPage}
        empty="No activity matches."
      >
        {(items) => (
          <ul className="flex flex-col divide-y divide-slate-100">
            {items.map((entry) => (
              <li key={entry.id} className="flex flex-col gap-0.5 py-2.5 text-sm">
                <span className="min-w-0 break-words text-slate-900">{entry.description}</span>
                {/* One line of text that wraps; each dot stays with the part before it. */}
                <span className="text-xs text-slate-600">
                  <span className="font-medium text-slate-800">{entry.actorName}</span>
                  {[
                    entry.businessName && entry.businessName !== entry.actorName ? entry.businessName : '',
                    ACTIVITY_ACTION_LABELS[entry.action],
                  ]
                    .filter(Boolean)
                    .map((part) => `\u00a0· ${part}`)
                    .join('')}
                  <time dateTime={entry.createdAt} title={formatDate(entry.createdAt)}>
                    {'\u00a0· '}
                    {formatRelativeTime(entry.createdAt)}
                  </time>
                </span>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}
