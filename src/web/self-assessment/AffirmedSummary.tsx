import type { Affirmation } from '../../contract/cycles';
import { formatDate } from '../../contract/format';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { useMemberMay } from '../lib/member-access';

/** The affirmation of a frozen cycle, as it was made (D23), with what the official confirmed (D28). */
export function AffirmedSummary({
  affirmation,
  nextNumber,
}: {
  affirmation: Affirmation;
  nextNumber: number;
}) {
  const outside = affirmation.evidenceOutsideTool ?? [];
  // Starting the next cycle is an owner's (D27).
  const mayStart = useMemberMay('cycle:manage:own');
  return (
    <Card data-testid="affirmed-summary">
      <CardHeader>
        <CardTitle>Affirmation</CardTitle>
        <CardDescription>
          Affirmed on {formatDate(affirmation.affirmedAt)}. This cycle is frozen: its scope and findings are
          read-only. {mayStart ? 'Start' : 'An owner starts'} cycle {nextNumber} to assess again.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 text-sm text-slate-800">
        <p>
          {affirmation.officialName}, {affirmation.officialTitle} · {affirmation.officialEmail} ·{' '}
          {affirmation.officialPhone}
        </p>
        <blockquote className="border-l-2 border-slate-300 pl-3 text-slate-700">
          {affirmation.statement}
        </blockquote>
        {outside.length > 0 && (
          <p data-testid="evidence-outside-tool">
            The official confirmed that the evidence of {outside.join(', ')} exists outside this tool.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
