import { Copy } from 'lucide-react';
import { Button } from '../components/ui/button';
import { toast } from '../lib/toast';

function copy(label: string, value: string) {
  navigator.clipboard.writeText(value).then(
    () => toast({ title: 'Copied', description: `${label} is on the clipboard.` }),
    () =>
      toast({
        title: 'Not copied',
        description: 'This browser blocked the clipboard: select the text and copy it.',
        variant: 'destructive',
      }),
  );
}

/** Label and value, each with its copy button. */
export function SprsRows({ rows, testId }: { rows: [string, string][]; testId?: string }) {
  return (
    <dl className="flex flex-col divide-y divide-slate-100" data-testid={testId}>
      {rows.map(([label, value], index) => (
        // A label may repeat (a yearly affirmation each year).
        <div
          key={`${index}-${label}`}
          className="flex flex-col gap-1 py-3 sm:flex-row sm:items-start sm:gap-4"
        >
          <dt className="text-sm font-medium text-slate-600 sm:w-48 sm:shrink-0">{label}</dt>
          <dd className="flex min-w-0 flex-1 items-start justify-between gap-3 text-sm text-slate-900">
            <span className="min-w-0 break-words">{value}</span>
            <Button
              size="sm"
              variant="ghost"
              className="shrink-0 print:hidden"
              onClick={() => copy(label, value)}
            >
              <Copy aria-hidden />
              Copy<span className="sr-only"> {label}</span>
            </Button>
          </dd>
        </div>
      ))}
    </dl>
  );
}
