import { AlertTriangle } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from './ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card';
import { useSaveScope } from '../lib/cycles';
import { useMemberMay } from '../lib/member-access';

const MARKINGS = [
  'drawings or documents with a distribution statement B, C, D, E or F',
  'export-control markings (ITAR or EAR)',
  'CUI banners or "Controlled Unclassified Information" markings',
];

/** What a business that holds CUI must hear plainly (D23). */
export function CuiWarning() {
  return (
    <div
      role="note"
      className="flex gap-3 rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-900"
    >
      <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="flex flex-col gap-2">
        <p className="font-semibold">You hold CUI: CMMC Level 1 is not enough for that work.</p>
        <p>
          Level 1 covers Federal Contract Information only. Contracts that give you Controlled Unclassified
          Information require CMMC Level 2 (110 requirements of NIST SP 800-171).
        </p>
        <p>
          What to do next: ask your prime or contracting officer which CMMC level each contract requires; keep
          CUI off the systems in this Level 1 scope until you meet Level 2. While the scope says you receive
          CUI, this tool does not record a Level 1 affirmation (32 CFR 170.23(a)(1)).
        </p>
        <p>
          This tool also assesses Level 2 (Self): the 110 requirements, your self-assessed SPRS score, the
          POA&amp;M and the system security plan.{' '}
          <Link href="/organization" className="font-medium underline underline-offset-2">
            Change the target level to Level 2
          </Link>{' '}
          in Organization Settings (an owner makes the change; your Level 1 findings are kept).
        </p>
      </div>
    </div>
  );
}

/**
 * The FCI-or-CUI check (D23): asked at the first visit and kept with the cycle's scope. `compact`
 * shows only the question, for the dashboard.
 */
export function CuiCheck({ holdsCui, disabled = false }: { holdsCui: boolean | null; disabled?: boolean }) {
  const save = useSaveScope();
  // A viewer reads the answer (D27); an editor or owner gives it.
  const mayAnswer = useMemberMay('implementation:write:own');
  const answer = (value: boolean) => save.mutate({ holdsCui: value });
  return (
    <Card data-testid="cui-check">
      <CardHeader>
        <CardTitle>FCI or CUI?</CardTitle>
        <CardDescription>Check what the contracts give you before you assess.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm text-slate-800">
        <div>
          <p>Do you receive any of these from your customers?</p>
          <ul className="ml-5 mt-2 list-disc">
            {MARKINGS.map((marking) => (
              <li key={marking}>{marking}</li>
            ))}
          </ul>
        </div>
        {!mayAnswer && holdsCui === null && (
          <p className="text-slate-700" data-testid="cui-unanswered">
            Not answered yet: an editor or owner answers it.
          </p>
        )}
        {mayAnswer && (
          <div className="flex flex-wrap gap-2" role="group" aria-label="Do you receive any of these?">
            <Button
              variant={holdsCui === true ? 'default' : 'outline'}
              aria-pressed={holdsCui === true}
              disabled={disabled || save.isPending}
              onClick={() => answer(true)}
            >
              Yes, we receive some
            </Button>
            <Button
              variant={holdsCui === false ? 'default' : 'outline'}
              aria-pressed={holdsCui === false}
              disabled={disabled || save.isPending}
              onClick={() => answer(false)}
            >
              No, only ordinary contract information
            </Button>
          </div>
        )}
        {holdsCui === true && <CuiWarning />}
        {holdsCui === false && (
          <p className="text-slate-700">
            Then your contract information is FCI, and CMMC Level 1 is the right assessment.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
