import { ListFilter } from 'lucide-react';
import type { Domain } from '../../contract/catalog';
import { ChoiceSelect } from '../components/ChoiceSelect';
import { Button } from '../components/ui/button';
import { ALL_DOMAINS, type useChecklistParams } from './use-checklist-params';

interface ChecklistFiltersProps {
  domains: Domain[];
  params: ReturnType<typeof useChecklistParams>;
}

/** The domain filter, and while `?status=open` holds, what it shows and the way back to all. */
export function ChecklistFilters({ domains, params }: ChecklistFiltersProps) {
  const { byRequirement, domain, filter, setParam } = params;
  return (
    <div className={byRequirement ? 'hidden' : 'mb-6 flex flex-col gap-3 sm:flex-row sm:items-center'}>
      <ChoiceSelect
        value={domain}
        onChange={(value) => setParam('domain', value === ALL_DOMAINS ? null : value)}
        label="Filter by domain"
        className="w-full sm:w-80"
        choices={[
          { value: ALL_DOMAINS, label: 'All Domains' },
          ...domains.map((item) => ({ value: item.id, label: `${item.shortName} - ${item.name}` })),
        ]}
      />
      {filter.openOnly && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <ListFilter aria-hidden className="size-4" />
          Showing controls that still need work: not complete, not assessed or NOT MET, or sent back by an
          auditor.
          <Button variant="link" className="h-auto p-0" onClick={() => setParam('status', null)}>
            Show all controls
          </Button>
        </p>
      )}
    </div>
  );
}
