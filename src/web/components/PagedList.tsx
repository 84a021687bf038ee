import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { AdminPage } from '../../contract/admin';
import { LoadError } from './LoadError';
import { Pager } from './Pager';
import { Skeleton } from './ui/skeleton';

interface PagedListProps<T> {
  /** Names the list and its pager for screen readers: "Users". */
  label: string;
  list: UseQueryResult<AdminPage<T>>;
  page: number;
  onPage: (page: number) => void;
  empty: string;
  children: (items: T[]) => ReactNode;
}

/** A paged list from the server: loading, failure, empty, the rows, and the pager (D21). */
export function PagedList<T>({ label, list, page, onPage, empty, children }: PagedListProps<T>) {
  if (list.isError) return <LoadError>The {label.toLowerCase()} could not be loaded. Try again.</LoadError>;
  if (!list.data) return <Skeleton className="h-64" />;
  const { items, total, totalIsLowerBound, pageSize } = list.data;
  return (
    <div className="flex flex-col gap-2" aria-busy={list.isPlaceholderData}>
      {items.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-600">{empty}</p>
      ) : (
        children(items)
      )}
      <Pager
        label={`${label} pages`}
        page={page}
        pageSize={pageSize}
        total={total}
        totalIsLowerBound={totalIsLowerBound}
        onPage={onPage}
        busy={list.isPlaceholderData}
      />
    </div>
  );
}
