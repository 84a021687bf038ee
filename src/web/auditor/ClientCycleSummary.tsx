import { systemsInOneLine, type Scope } from '../../contract/cycles';
import { enduringExceptionsText } from '../../contract/ssp-gate';
import { formatDate, formatDay } from '../../contract/format';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../components/ui/accordion';
import { useClientCycles } from '../lib/auditor';

/** The scope's answers as text; the systems are a list since D32, read in one line. */
const SCOPE_FIELDS: [string, string, (scope: Scope) => string][] = [
  ['fciDescription', 'Federal Contract Information', (scope) => scope.fciDescription],
  ['systems', 'Systems and cloud services', (scope) => systemsInOneLine(scope.systems)],
  ['people', 'People', (scope) => scope.people],
  ['facilities', 'Facilities', (scope) => scope.facilities],
  ['serviceProviders', 'External service providers', (scope) => scope.serviceProviders],
  ['specializedAssets', 'Specialized assets left out', (scope) => scope.specializedAssets],
];

/** The system security plan's fields of the scope (D32). */
const SSP_FIELDS: [string, string, (scope: Scope) => string][] = [
  ['systemName', 'System name', (scope) => scope.systemName],
  ['systemPurpose', 'Purpose', (scope) => scope.systemPurpose],
  ['boundary', 'System boundary', (scope) => scope.boundary],
  ['environment', 'Environment of operation', (scope) => scope.environment],
  ['connections', 'Connections to other systems', (scope) => scope.connections],
  ['enduringExceptions', 'Enduring exceptions', (scope) => enduringExceptionsText(scope)],
  [
    'sspReviewMonths',
    'Plan reviewed every',
    (scope) => (scope.sspReviewMonths === null ? '' : `${scope.sspReviewMonths} months`),
  ],
];

function Answers({ fields, scope }: { fields: typeof SCOPE_FIELDS; scope: Scope }) {
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {fields.map(([key, label, read]) => (
        <div key={key}>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
          <dd className="whitespace-pre-line break-words text-slate-900">
            {read(scope) || 'Not described yet'}
          </dd>
        </div>
      ))}
    </dl>
  );
}

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
          <AccordionContent className="flex flex-col gap-4">
            <Answers fields={SCOPE_FIELDS} scope={scope} />
            <h3 className="text-sm font-semibold text-slate-900">System security plan</h3>
            <Answers fields={SSP_FIELDS} scope={scope} />
          </AccordionContent>
        </AccordionItem>
      </Accordion>
    </div>
  );
}
