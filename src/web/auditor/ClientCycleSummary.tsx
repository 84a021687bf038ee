import type { Scope } from '../../contract/cycles';
import { formatDate, formatDay } from '../../contract/format';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../components/ui/accordion';
import { useClientCycles } from '../lib/auditor';

const SCOPE_FIELDS: [keyof Scope, string][] = [
  ['fciDescription', 'Federal Contract Information'],
  ['systems', 'Systems and cloud services'],
  ['people', 'People'],
  ['facilities', 'Facilities'],
  ['serviceProviders', 'External service providers'],
  ['specializedAssets', 'Specialized assets left out'],
];

/** Where the client stands in its yearly cycle: its scope and the last affirmation (D23). */
export function ClientCycleSummary({ clientId }: { clientId: string }) {
  const cycles = useClientCycles(clientId);
  const latest = cycles.data?.[0];
  if (!latest) return null;
  const affirmed = cycles.data?.find((cycle) => cycle.affirmation);
  const { scope } = latest;
  return (
    <div className="mt-1 text-sm text-slate-700">
      <p data-testid="client-cycle">
        Cycle {latest.number} ({latest.status === 'affirmed' ? 'affirmed' : 'open'}) ·{' '}
        {affirmed?.affirmation
          ? `Last affirmed ${formatDate(affirmed.affirmation.affirmedAt)} by ${affirmed.affirmation.officialName}, next due ${formatDate(affirmed.nextDueAt!)}`
          : 'Not affirmed yet'}
        {scope.cageCodes.length > 0 && ` · CAGE ${scope.cageCodes.join(', ')}`}
        {scope.holdsCui && ' · Holds CUI: Level 1 is not enough for that work'}
        {affirmed?.sprsEntry && ` · CMMC status date ${formatDay(affirmed.sprsEntry.submittedAt)}`}
      </p>
      {affirmed && affirmed.changes.length > 0 && (
        // D28: a requirement reported no longer met since the affirmation, said plainly.
        <p className="mt-1 font-medium text-red-800" data-testid="client-changes">
          Reported no longer met since the affirmation of cycle {affirmed.number}:{' '}
          {affirmed.changes
            .map((change) => `${change.requirementId} (${formatDate(change.reportedAt)})`)
            .join(', ')}
        </p>
      )}
      <Accordion type="single" collapsible>
        <AccordionItem value="scope" className="border-b-0">
          <AccordionTrigger className="py-2">Scope of cycle {latest.number}</AccordionTrigger>
          <AccordionContent>
            <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              {SCOPE_FIELDS.map(([field, label]) => (
                <div key={field}>
                  <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
                  <dd className="whitespace-pre-line break-words text-slate-900">
                    {String(scope[field] ?? '') || 'Not described yet'}
                  </dd>
                </div>
              ))}
            </dl>
          </AccordionContent>
        </AccordionItem>
      </Accordion>
    </div>
  );
}
