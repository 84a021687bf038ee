import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './ui/button';

const count = new Intl.NumberFormat('en-US');

interface PagerProps {
  /** Names the navigation for screen readers: "Users pages". */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  /** The list holds more than `total` rows: the server stopped counting there (a filtered list). */
  totalIsLowerBound?: boolean | undefined;
  onPage: (page: number) => void;
  /** While the next page loads: the buttons wait. */
  busy?: boolean;
}

/**
 * "Showing 51–100 of 1,234", page n of m, and Previous/Next: the pager of every server-paged list
 * (D21). A page past the end (the list shrank) offers the way back. A total the server stopped
 * counting reads "of more than 1,000" and "Page 1 of 40+".
 */
export function Pager({ label, page, pageSize, total, totalIsLowerBound, onPage, busy }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const ofTotal = `${totalIsLowerBound ? 'more than ' : ''}${count.format(total)}`;
  const first = Math.min(total, (page - 1) * pageSize + 1);
  const last = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={label}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4"
    >
      <p className="text-sm text-slate-700" aria-live="polite">
        {total === 0
          ? 'No results'
          : first > last
            ? `Page ${count.format(page)} is past the end (${count.format(total)} in all)`
            : `Showing ${count.format(first)}–${count.format(last)} of ${ofTotal}`}
      </p>
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-label="Previous page"
          disabled={busy || page <= 1}
          onClick={() => onPage(Math.min(page - 1, pages))}
        >
          <ChevronLeft aria-hidden />
          <span aria-hidden className="hidden sm:inline">
            Previous
          </span>
        </Button>
        <span className="whitespace-nowrap text-sm text-slate-700">
          Page {count.format(Math.min(page, pages))} of {count.format(pages)}
          {totalIsLowerBound && '+'}
        </span>
        <Button
          variant="outline"
          size="sm"
          aria-label="Next page"
          disabled={busy || page >= pages}
          onClick={() => onPage(page + 1)}
        >
          <span aria-hidden className="hidden sm:inline">
            Next
          </span>
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
