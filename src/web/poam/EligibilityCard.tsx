import { CheckCircle2, CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { formatDay } from '../../contract/format';
import type { Poam, SprsScoreAnswer } from '../../contract/level2-api';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';

/** How many reasons show before "Show all". */
const SHOWN = 5;

/**
 * Whether the POA&M, with the assessment as it stands, makes a Conditional Level 2 (Self) status
 * (32 CFR 170.21(a)(2), D31), and each reason it does not, in the server's words.
 */
export function EligibilityCard({ poam, score }: { poam: Poam; score: SprsScoreAnswer }) {
  const [all, setAll] = useState(false);
  const shown = all ? poam.reasons : poam.reasons.slice(0, SHOWN);
  // Final as recorded (after a closeout, or affirmed so) or as the findings would support it (D35).
  const final = score.status === 'final' || (score.status === 'none' && score.wouldBe === 'final');
  const good = poam.eligible || final;
  return (
    <Card data-testid="poam-eligibility">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {good ? (
            <CheckCircle2 aria-hidden className="size-5 text-green-700" />
          ) : (
            <CircleAlert aria-hidden className="size-5 text-red-700" />
          )}
          {score.status === 'final'
            ? 'Final Level 2 (Self): no open POA&M'
            : final
              ? 'Every requirement MET: Final once affirmed (not affirmed)'
              : score.status === 'conditional'
                ? 'Conditional Level 2 (Self), until the closeout'
                : score.status === 'expired'
                  ? 'The Conditional status expired'
                  : poam.eligible
                    ? 'The POA&M supports a Conditional status (not affirmed)'
                    : 'Not eligible for a Conditional status yet'}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 text-sm text-slate-800">
        {poam.eligible && score.status !== 'conditional' && (
          <p>
            The score is at least 88 and every requirement NOT MET is on a POA&M item the rule allows (32 CFR
            170.21(a)(2)). Meet each item and record the closeout within 180 days of the CMMC status date (32
            CFR 170.21(b)).
          </p>
        )}
        {score.status === 'conditional' && (
          <p data-testid="conditional-until-closeout">
            The status affirmed is Conditional and stays so until the POA&M closeout is recorded
            {score.poamCloseBy ? `: closeout due by ${formatDay(score.poamCloseBy)}` : ''} (32 CFR 170.21(b)).
            After that day without a closeout it expires.
          </p>
        )}
        {poam.reasons.length > 0 && (
          <ul className="ml-5 list-disc space-y-1" data-testid="poam-reasons">
            {shown.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        )}
        {poam.reasons.length > SHOWN && (
          <Button
            variant="ghost"
            size="sm"
            className="self-start"
            aria-expanded={all}
            onClick={() => setAll(!all)}
          >
            {all ? 'Show fewer' : `Show all ${poam.reasons.length} reasons`}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
