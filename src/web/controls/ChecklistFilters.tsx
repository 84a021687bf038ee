import { ListFilter, Search } from 'lucide-react';
import type { Domain } from '../../contract/catalog';
import { PRACTICE_RESULT_LABELS, PRACTICE_RESULTS } from '../../contract/labels';
import type { Level } from '../../contract/level2';
import { ChoiceSelect } from '../components/ChoiceSelect';
import { Button } from '../components/ui/button';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { ALL_DOMAINS, ALL_RESULTS, type useChecklistParams } from './use-checklist-params';

interface ChecklistFiltersProps {
  domains: Domain[];
  level: Level;
  params: ReturnType<typeof useChecklistParams>;
}

/**
 * The search (a number or words of the title), the domain filter (the 14 families at Level 2), the
 * filter by result, and while `?status=open` holds, what it shows and the way back to all.
 */
export function ChecklistFilters({ domains, level, params }: ChecklistFiltersProps) {
  const { byRequirement, domain, result, query, filter, setParam } = params;
  const noun = level === 2 ? 'family' : 'domain';
  return (
    <div className={byRequirement ? 'hidden' : 'mb-4 flex flex-col gap-3'}>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <Label htmlFor="checklist-search">Search by number or title</Label>
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
            />
            <Input
              id="checklist-search"
              type="search"
              className="pl-9"
              value={query}
              autoComplete="off"
              aria-describedby="checklist-search-hint"
              onChange={(event) => setParam('q', event.target.value || null)}
            />
          </div>
          <p id="checklist-search-hint" className="sr-only">
            A number such as 3.5.3 finds that requirement; 3.5 finds its family. Words find the titles and
            statements that hold them all.
          </p>
        </div>
        <div className="grid grid-cols-2 gap-3 lg:flex">
          <div className="flex min-w-0 flex-col gap-1.5">
            <Label htmlFor="checklist-domain">{level === 2 ? 'Family' : 'Domain'}</Label>
            <ChoiceSelect
              id="checklist-domain"
              value={domain}
              onChange={(value) => setParam('domain', value === ALL_DOMAINS ? null : value)}
              label={`Filter by ${noun}`}
              className="w-full lg:w-80"
              choices={[
                { value: ALL_DOMAINS, label: level === 2 ? 'All families' : 'All Domains' },
                ...domains.map((item) => ({ value: item.id, label: `${item.shortName} - ${item.name}` })),
              ]}
            />
          </div>
          <div className="flex min-w-0 flex-col gap-1.5">
            <Label htmlFor="checklist-result">Result</Label>
            <ChoiceSelect
              id="checklist-result"
              value={result}
              onChange={(value) => setParam('result', value === ALL_RESULTS ? null : value)}
              label="Filter by result"
              className="w-full lg:w-52"
              choices={[
                { value: ALL_RESULTS, label: 'All results' },
                ...PRACTICE_RESULTS.map((value) => ({ value, label: PRACTICE_RESULT_LABELS[value] })),
              ]}
            />
          </div>
        </div>
      </div>
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
