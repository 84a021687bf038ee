import { useSearchParams } from 'wouter';
import { PRACTICE_RESULTS, type PracticeResult } from '../../contract/labels';
import type { ChecklistFilter } from '../../contract/priorities';
import { withSearchParam } from '../lib/url-dialog';

/** The `?domain=` value of every domain. */
export const ALL_DOMAINS = 'all';
/** The `?result=` value of every result. */
export const ALL_RESULTS = 'all';
export const VIEW_REQUIREMENTS = 'requirements';
const FILTER_PARAMS = ['domain', 'status', 'q', 'result'];

/**
 * The checklist's view and filters, kept in the URL: `?view=requirements` (the 15 requirements
 * instead of the 17 practices, D22), `?domain=`, `?status=open`, `?q=` (a number or words) and
 * `?result=met|not_met|not_applicable|not_assessed`.
 */
export function useChecklistParams() {
  const [params, setParams] = useSearchParams();
  const domain = params.get('domain') ?? ALL_DOMAINS;
  const result = PRACTICE_RESULTS.find((known) => known === params.get('result')) ?? null;
  const query = params.get('q') ?? '';
  const filter: ChecklistFilter = {
    domainId: domain === ALL_DOMAINS ? null : domain,
    openOnly: params.get('status') === 'open',
    query,
    result,
  };
  return {
    byRequirement: params.get('view') === VIEW_REQUIREMENTS,
    domain,
    result: (result ?? ALL_RESULTS) as PracticeResult | typeof ALL_RESULTS,
    query,
    filter,
    /** Whether anything narrows the list. */
    filtered: Boolean(filter.domainId || filter.openOnly || query || result),
    setParam: (name: string, value: string | null) =>
      setParams((previous) => withSearchParam(previous, name, value), { replace: true }),
    /** Back to every control, in the same view, with the dialog left as it is. */
    clearFilters: () =>
      setParams(
        (previous) => FILTER_PARAMS.reduce((next, name) => withSearchParam(next, name, null), previous),
        { replace: true },
      ),
  };
}
