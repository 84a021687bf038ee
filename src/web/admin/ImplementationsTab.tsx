import { CheckCircle2, Circle, Clock } from 'lucide-react';
import type { AdminImplementationsQuery } from '../../contract/admin';
import type { Domain } from '../../contract/catalog';
import { formatDate } from '../../contract/format';
import { STATUS_LABELS } from '../../contract/labels';
import { ChoiceSelect } from '../components/ChoiceSelect';
import { StatusBadge } from '../components/StatusBadge';
import { Input } from '../components/ui/input';
import { useAdminImplementations } from '../lib/admin';
import { PagedList } from '../components/PagedList';
import type { ListState } from '../lib/use-list-state';

export type ImplementationFilters = {
  status: NonNullable<AdminImplementationsQuery['status']>;
  domainId: string;
};

const STATUS_ICON = { completed: CheckCircle2, in_progress: Clock, not_started: Circle } as const;

/** Every organization's implementations, most recently changed first (D21). */
export function ImplementationsTab({
  state,
  domains,
}: {
  state: ListState<ImplementationFilters>;
  domains: Domain[];
}) {
  const list = useAdminImplementations(state.query, true);
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
        <Input
          type="search"
          aria-label="Search implementations"
          placeholder="Control or organization"
          value={state.search}
          onChange={(event) => state.setSearch(event.target.value)}
        />
        <ChoiceSelect
          label="Filter by status"
          value={state.filters.status}
          onChange={(status) => state.setFilter('status', status as ImplementationFilters['status'])}
          choices={[
            { value: 'all', label: 'All statuses' },
            ...(['completed', 'in_progress', 'not_started'] as const).map((value) => ({
              value,
              label: STATUS_LABELS[value],
            })),
          ]}
        />
        <ChoiceSelect
          label="Filter by domain"
          value={state.filters.domainId}
          onChange={(domainId) => state.setFilter('domainId', domainId)}
          choices={[
            { value: 'all', label: 'All domains' },
            ...domains.map((domain) => ({ value: domain.id, label: `${domain.shortName} - ${domain.name}` })),
          ]}
        />
      </div>
      <PagedList
        label="Implementations"
        list={list}
        page={state.page}
        onPage={state.setPage}
        empty="No implementations match."
      >
        {(items) => (
          <ul className="flex flex-col divide-y divide-slate-100">
            {items.map((row) => {
              const Icon = STATUS_ICON[row.status];
              return (
                <li key={row.id} className="flex flex-wrap items-center gap-3 py-3 text-sm">
                  <Icon aria-hidden className="size-4 shrink-0 text-slate-600" />
                  <span className="min-w-0 flex-1 break-words">
                    <span className="font-mono font-semibold">{row.controlNumber}</span> {row.controlTitle}
                    <span className="block text-xs text-slate-600">
                      {row.businessName ?? 'Unknown'} · {row.domainShortName} · changed{' '}
                      {formatDate(row.updatedAt)}
                    </span>
                  </span>
                  <StatusBadge status={row.status} />
                </li>
              );
            })}
          </ul>
        )}
      </PagedList>
    </div>
  );
}
