import { useState, type ReactNode } from 'react';
import { isAcknowledgeable, isExternalSspConfirmation } from '../../contract/affirmation-gate';
import type { Level } from '../../contract/level2';
import { NOT_WHILE_IMPERSONATING } from '../../contract/permissions';
import { Button } from '../components/ui/button';
import { FormField } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Skeleton } from '../components/ui/skeleton';
import { useKnownUser } from '../lib/auth';
import { useAffirm, type useAffirmationCheck } from '../lib/cycles';
import { serverFieldErrors, serverMessage } from '../lib/errors';
import { useImpersonationStatus } from '../lib/impersonation';
import { useUpdateProfile } from '../lib/profile';
import { AffirmationBlockers, AffirmationWarnings } from './AffirmationBlockers';
import { AffirmDialog } from './AffirmDialog';

/** What the official enters at the time of affirming (D27): the name and e-mail are the account's. */
const FIELDS = [
  { name: 'officialTitle', label: 'Title', type: 'text', autoComplete: 'organization-title' },
  { name: 'officialPhone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
] as const;
const NAME_FIELDS = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
] as const;

/** What a Level 2 affirmation adds to the form and its dialog (D31). */
export interface OfficialFormLevel2 {
  /** Above the statement: which status it is for. */
  statementCaption: ReactNode;
  /** The dialog's title, and what leads its statement: the score and status, the closeout to come. */
  dialogTitle: string;
  dialogLead: ReactNode;
  submitLabel: string;
  /** False while the score is not known yet. */
  ready: boolean;
}

/**
 * The signed-in official's form: their name if the account lacks it, then title and phone. At
 * Level 2 a refusal the server explains (no affirmation due, D31) is said on the card too.
 */
export function OfficialForm({
  statement,
  check,
  level = 1,
  level2,
}: {
  statement: string;
  check: ReturnType<typeof useAffirmationCheck>;
  level?: Level;
  level2?: OfficialFormLevel2;
}) {
  const user = useKnownUser();
  const [official, setOfficial] = useState({ officialTitle: '', officialPhone: '' });
  const [name, setName] = useState({ firstName: user?.firstName ?? '', lastName: user?.lastName ?? '' });
  const [confirming, setConfirming] = useState(false);
  const affirm = useAffirm();
  const saveName = useUpdateProfile();
  const impersonating = Boolean(useImpersonationStatus().data?.isImpersonating);
  const errors = { ...serverFieldErrors(saveName.error), ...serverFieldErrors(affirm.error) };
  const blockers = check.data?.blockers ?? [];
  const hard = blockers.filter(
    (blocker) => !isAcknowledgeable(blocker) && !isExternalSspConfirmation(blocker),
  );
  // An SSP kept outside the tool stands for the plan once the official confirms it (D35).
  const externalSsp = blockers.find(isExternalSspConfirmation);
  const [externalSspConfirmed, setExternalSspConfirmed] = useState(false);
  const missingEvidence = blockers.filter(isAcknowledgeable);
  // The server names the official from the account (D27): a name missing there is asked for here.
  const accountName = [user?.firstName?.trim(), user?.lastName?.trim()];
  const asksName = !accountName[0] || !accountName[1] || Boolean(errors.firstName || errors.lastName);
  const officialName = asksName ? `${name.firstName.trim()} ${name.lastName.trim()}` : accountName.join(' ');
  const email = user?.email ?? '';
  const filled =
    FIELDS.every((field) => official[field.name].trim()) &&
    (!asksName || NAME_FIELDS.every((field) => name[field.name].trim()));
  const canOpen =
    Boolean(check.data) &&
    hard.length === 0 &&
    (!externalSsp || externalSspConfirmed) &&
    !impersonating &&
    filled &&
    (level2?.ready ?? true);
  // A refusal with no field to point at: the server's reason (the toast says it too).
  const refusal =
    level2 && affirm.error && !Object.keys(serverFieldErrors(affirm.error)).length
      ? serverMessage(affirm.error, 'The affirmation was not recorded. Please try again.')
      : null;
  const busy = saveName.isPending || affirm.isPending;

  const open = () => {
    if (!canOpen) return;
    if (!asksName) {
      setConfirming(true);
      return;
    }
    saveName.mutate(
      { firstName: name.firstName.trim(), lastName: name.lastName.trim() },
      {
        onSuccess: () => {
          // A refusal for the missing name is answered: the card now names the official.
          affirm.reset();
          setConfirming(true);
        },
      },
    );
  };

  return (
    <>
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          open();
        }}
      >
        {check.isLoading ? (
          <Skeleton className="h-16" />
        ) : (
          <>
            <AffirmationBlockers
              blockers={blockers}
              extra={impersonating ? [NOT_WHILE_IMPERSONATING['cycle:affirm:own']!] : []}
              level={level}
            />
            <AffirmationWarnings warnings={check.data?.warnings ?? []} />
          </>
        )}
        {asksName ? (
          <fieldset
            className="flex flex-col gap-3 rounded-md border border-brand-100 bg-brand-50 p-3 sm:p-4"
            data-testid="official-name"
          >
            <legend className="sr-only">Your name</legend>
            <p className="text-sm text-brand-900">
              The affirmation is made in your own name, with your account’s e-mail ({email}). Your account has
              no {accountName[0] ? 'last' : accountName[1] ? 'first' : 'first and last'} name yet: enter your
              name here, and it is saved to your account before you affirm.
            </p>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              {NAME_FIELDS.map((field) => (
                <FormField
                  key={field.name}
                  id={`affirm-${field.name}`}
                  label={field.label}
                  error={errors[field.name]}
                >
                  {(aria) => (
                    <Input
                      {...aria}
                      className="bg-white"
                      autoComplete={field.autoComplete}
                      value={name[field.name]}
                      onChange={(event) => setName({ ...name, [field.name]: event.target.value })}
                    />
                  )}
                </FormField>
              ))}
            </div>
          </fieldset>
        ) : (
          <p className="text-sm text-slate-800" data-testid="affirming-as">
            You affirm as <strong className="font-semibold">{officialName}</strong>{' '}
            <span className="break-all">({email})</span>.
          </p>
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
        {externalSsp && (
          <label className="flex items-start gap-2 text-sm text-slate-800" data-testid="confirm-external-ssp">
            <input
              type="checkbox"
              className="mt-1 size-4"
              checked={externalSspConfirmed}
              onChange={(event) => setExternalSspConfirmed(event.target.checked)}
            />
            <span>{externalSsp.message}</span>
          </label>
        )}
        {level2?.statementCaption}
        <blockquote className="border-l-2 border-slate-300 pl-3 text-sm text-slate-800">
          {statement}
        </blockquote>
        {refusal && (
          <p
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900"
            data-testid="affirm-refused"
          >
            Not affirmed: {refusal}
          </p>
        )}
        <Button
          type="submit"
          className="self-start"
          disabled={!canOpen || busy}
          aria-describedby={canOpen ? undefined : 'affirm-why-disabled'}
        >
          {saveName.isPending ? 'Saving your name...' : 'Review and affirm'}
        </Button>
        {!canOpen && (
          <p id="affirm-why-disabled" className="text-xs text-slate-600">
            {impersonating
              ? 'Only the business can affirm, from its own sign-in.'
              : hard.length > 0 || level2?.ready === false
                ? 'The button opens once nothing above stands in the way.'
                : asksName
                  ? 'Enter your first and last name, title and phone.'
                  : 'Enter your title and phone.'}
          </p>
        )}
      </form>
      <AffirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        statement={statement}
        {...(level2
          ? { title: level2.dialogTitle, lead: level2.dialogLead, submitLabel: level2.submitLabel }
          : {})}
        official={{ name: officialName, email, title: official.officialTitle.trim() }}
        missingEvidence={missingEvidence}
        pending={affirm.isPending}
        onAffirm={(acknowledgeMissingEvidence) =>
          affirm.mutate(
            {
              ...official,
              statementAccepted: true,
              acknowledgeMissingEvidence,
              ...(externalSsp ? { confirmExternalSsp: externalSspConfirmed } : {}),
            },
            { onSettled: () => setConfirming(false) },
          )
        }
      />
    </>
  );
}
