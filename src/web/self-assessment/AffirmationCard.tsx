import { useState } from 'react';
import { isAcknowledgeable } from '../../contract/affirmation-gate';
import type { CurrentCycle } from '../../contract/cycles';
import { NOT_WHILE_IMPERSONATING } from '../../contract/permissions';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { FormField } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Skeleton } from '../components/ui/skeleton';
import { useAffirm, useAffirmationCheck } from '../lib/cycles';
import { serverFieldErrors } from '../lib/errors';
import { useImpersonationStatus } from '../lib/impersonation';
import { AffirmationBlockers } from './AffirmationBlockers';
import { AffirmDialog } from './AffirmDialog';
import { AffirmedSummary } from './AffirmedSummary';

const EMPTY = { officialName: '', officialTitle: '', officialEmail: '', officialPhone: '' };
const FIELDS = [
  { name: 'officialName', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'officialTitle', label: 'Title', type: 'text', autoComplete: 'organization-title' },
  { name: 'officialEmail', label: 'E-mail', type: 'email', autoComplete: 'email' },
  { name: 'officialPhone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
] as const;

/**
 * The affirming official affirms the cycle with the statement of 32 CFR 170.22 (D23). The gate of
 * D28 lists every blocker with where to fix it; only the missing evidence can be lifted, by the
 * official's confirmation in the dialog that repeats the statement.
 */
export function AffirmationCard({ current }: { current: CurrentCycle }) {
  const [official, setOfficial] = useState(EMPTY);
  const [confirming, setConfirming] = useState(false);
  const affirm = useAffirm();
  const frozen = current.cycle.affirmation !== null;
  const check = useAffirmationCheck(!frozen);
  const impersonating = Boolean(useImpersonationStatus().data?.isImpersonating);
  const errors = serverFieldErrors(affirm.error);
  if (current.cycle.affirmation)
    return <AffirmedSummary affirmation={current.cycle.affirmation} nextNumber={current.cycle.number + 1} />;
  const blockers = check.data?.blockers ?? [];
  const hard = blockers.filter((blocker) => !isAcknowledgeable(blocker));
  const missingEvidence = blockers.filter(isAcknowledgeable);
  const filled = FIELDS.every((field) => official[field.name].trim());
  const canOpen = Boolean(check.data) && hard.length === 0 && !impersonating && filled;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Affirmation</CardTitle>
        <CardDescription>
          A senior official who can speak for the business affirms the result (32 CFR 170.22). Level 1 allows
          no open items: every requirement must be MET or N/A, with its evidence.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (canOpen) setConfirming(true);
          }}
        >
          {check.isLoading ? (
            <Skeleton className="h-16" />
          ) : (
            <AffirmationBlockers
              blockers={blockers}
              extra={impersonating ? [NOT_WHILE_IMPERSONATING['cycle:affirm:own']!] : []}
            />
          )}
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {FIELDS.map((field) => (
              <FormField
                key={field.name}
                id={`affirm-${field.name}`}
                label={field.label}
                error={errors[field.name]}
              >
                {(aria) => (
                  <Input
                    {...aria}
                    type={field.type}
                    autoComplete={field.autoComplete}
                    value={official[field.name]}
                    onChange={(event) => setOfficial({ ...official, [field.name]: event.target.value })}
                  />
                )}
              </FormField>
            ))}
          </div>
          <blockquote className="border-l-2 border-slate-300 pl-3 text-sm text-slate-800">
            {current.statement}
          </blockquote>
          <Button
            type="submit"
            className="self-start"
            disabled={!canOpen}
            aria-describedby={canOpen ? undefined : 'affirm-why-disabled'}
          >
            Review and affirm
          </Button>
          {!canOpen && (
            <p id="affirm-why-disabled" className="text-xs text-slate-600">
              {impersonating
                ? 'Only the business can affirm, from its own sign-in.'
                : hard.length > 0
                  ? 'The button opens once nothing above stands in the way.'
                  : 'Enter the affirming official’s name, title, e-mail and phone.'}
            </p>
          )}
        </form>
        <AffirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          statement={current.statement}
          official={official}
          missingEvidence={missingEvidence}
          pending={affirm.isPending}
          onAffirm={(acknowledgeMissingEvidence) =>
            affirm.mutate(
              { ...official, statementAccepted: true, acknowledgeMissingEvidence },
              { onSettled: () => setConfirming(false) },
            )
          }
        />
      </CardContent>
    </Card>
  );
}
