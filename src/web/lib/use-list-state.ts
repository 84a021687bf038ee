import { useState } from 'react';
import { ADMIN_PAGE_SIZE_DEFAULT } from '../../contract/admin';
import { useDebouncedValue } from './use-debounced-value';

/** How long typing pauses before a search asks the server. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * A paged list's search, filters and page (D21: the console's tabs; D28: the review queue). The
 * page goes back to 1 whenever the search or a filter changes; the search reaches the query once
 * typing pauses.
 */
export function useListState<F extends Record<string, string>>(initialFilters: F) {
  const [search, setSearchText] = useState('');
  const [filters, setFilters] = useState(initialFilters);
  const [page, setPage] = useState(1);
  const settledSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  return {
    search,
    setSearch: (text: string) => {
      setSearchText(text);
      setPage(1);
    },
    filters,
    setFilter: <K extends keyof F>(name: K, value: F[K]) => {
      setFilters((current) => ({ ...current, [name]: value }));
      setPage(1);
    },
    page,
    setPage,
    query: { search: settledSearch, ...filters, page, pageSize: ADMIN_PAGE_SIZE_DEFAULT },
  };
}

export type ListState<F extends Record<string, string>> = ReturnType<typeof useListState<F>>;
