import { formatDate } from '../../contract/format';
import { useClientCycles } from '../lib/auditor';

/** Where the client stands in its yearly cycle: scope answers and the last affirmation (D23). */
export function ClientCycleSummary({ clientId }: { clientId: string }) {
  const cycles = useClientCycles(clientId);
  const latest = cycles.data?.[0];
  if (!latest) return null;
  const affirmed = cycles.data?.find((cycle) => cycle.affirmation);
  return (
    <p className="mt-1 text-sm text-slate-700" data-testid="client-cycle">
      Cycle {latest.number} ({latest.status === 'affirmed' ? 'affirmed' : 'open'}) ·{' '}
      {affirmed?.affirmation
        ? `Last affirmed ${formatDate(affirmed.affirmation.affirmedAt)} by ${affirmed.affirmation.officialName}, next due ${formatDate(affirmed.nextDueAt!)}`
        : 'Not affirmed yet'}
      {latest.scope.cageCodes.length > 0 && ` · CAGE ${latest.scope.cageCodes.join(', ')}`}
      {latest.scope.holdsCui && ' · Holds CUI: Level 1 is not enough for that work'}
    </p>
  );
}
