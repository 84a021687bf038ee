import { useSearchParams } from 'wouter';
import type { ChecklistFilter } from '../../contract/priorities';
import { withSearchParam } from '../lib/url-dialog';

/** The `?domain=` value of every domain. */
export const ALL_DOMAINS = 'all';
export const VIEW_REQUIREMENTS = 'requirements';

/**
 * The checklist's view and filters, kept in the URL: `?view=requirements` (the 15 requirements
 * instead of the 17 practices, D22), `?domain=` and `?status=open`.
 */
export function useChecklistParams() {
  const [params, setParams] = useSearchParams();
  const domain = params.get('domain') ?? ALL_DOMAINS;
  const filter: ChecklistFilter = {
    domainId: domain === ALL_DOMAINS ? null : domain,
    openOnly: params.get('status') === 'open',
  };
  return {
    byRequirement: params.get('view') === VIEW_REQUIREMENTS,
    domain,
    filter,
    setParam: (name: string, value: string | null) =>
      setParams((previous) => withSearchParam(previous, name, value), { replace: true }),
  };
}
