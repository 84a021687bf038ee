import { useState } from 'react';
import { countsAsMet } from '../../contract/labels';
import type { Assessment } from '../../contract/assessment';
import { scopeProblems, type CurrentCycle } from '../../contract/cycles';
import { formatDate } from '../../contract/format';
import { NOT_WHILE_IMPERSONATING } from '../../contract/permissions';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { FormField } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { useAffirm } from '../lib/cycles';
import { serverFieldErrors } from '../lib/errors';
import { useImpersonationStatus } from '../lib/impersonation';

const EMPTY = { officialName: '', officialTitle: '', officialEmail: '', officialPhone: '' };
const FIELDS = [
  { name: 'officialName', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'officialTitle', label: 'Title', type: 'text', autoComplete: 'organization-title' },
  { name: 'officialEmail', label: 'E-mail', type: 'email', autoComplete: 'email' },
  { name: 'officialPhone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
] as const;

/**
 * What still stands between the organization and an affirmation, in its words; an admin viewing
 * the business is told it is not theirs to make (D33).
 */
function blockers(current: CurrentCycle, assessment: Assessment, impersonating: boolean): string[] {
  const open = assessment.requirements.filter((requirement) => !countsAsMet(requirement.result));
  const list = open.length
    ? [`${open.length} of 15 requirements are not MET yet: ${open.map((r) => r.id).join(', ')}.`]
    : [];
  return [
    ...(impersonating ? [NOT_WHILE_IMPERSONATING['cycle:affirm:own']!] : []),
    ...list,
    ...Object.values(scopeProblems(current.cycle.scope)).map((problem) => `${problem}.`),
  ];
}

/**
 * The affirming official affirms the cycle with the statement of 32 CFR 170.22 (D23). Until all 15
 * requirements are MET and the scope is written, the button is disabled and says what is missing.
 */
export function AffirmationCard({ current, assessment }: { current: CurrentCycle; assessment: Assessment }) {
  const [official, setOfficial] = useState(EMPTY);
  const [accepted, setAccepted] = useState(false);
  const affirm = useAffirm();
  const impersonating = Boolean(useImpersonationStatus().data?.isImpersonating);
  const errors = serverFieldErrors(affirm.error);
  const affirmation = current.cycle.affirmation;
  if (affirmation) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>Affirmation</CardTitle>
          <CardDescription>
            Affirmed on {formatDate(affirmation.affirmedAt)}. This cycle is frozen.
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
        </CardContent>
      </Card>
    );
  }
  const missing = blockers(current, assessment, impersonating);
  const ready = missing.length === 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Affirmation</CardTitle>
        <CardDescription>
          A senior official who can speak for the business affirms the result (32 CFR 170.22). Level 1 allows
          no open items: every requirement must be MET.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (ready && accepted) affirm.mutate({ ...official, statementAccepted: true });
          }}
        >
          {!ready && (
            <div
              className="rounded-md bg-yellow-50 p-3 text-sm text-yellow-900"
              data-testid="affirm-blockers"
            >
              <p className="font-medium">Not ready to affirm yet:</p>
              <ul className="ml-5 mt-1 list-disc">
                {missing.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
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
          <blockquote
            className="border-l-2 border-slate-300 pl-3 text-sm text-slate-800"
            id="affirm-statement"
          >
            {current.statement}
          </blockquote>
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-brand-600"
              checked={accepted}
              aria-describedby="affirm-statement"
              onChange={(event) => setAccepted(event.target.checked)}
            />
            I am the affirming official and I affirm this statement.
          </label>
          <Button
            type="submit"
            className="self-start"
            disabled={!ready || !accepted || affirm.isPending}
            aria-describedby={ready ? undefined : 'affirm-why-disabled'}
          >
            {affirm.isPending ? 'Affirming...' : 'Affirm and freeze this cycle'}
          </Button>
          {!ready && (
            <p id="affirm-why-disabled" className="text-xs text-slate-600">
              {impersonating
                ? 'Only the business can affirm, from its own sign-in.'
                : 'The button opens once every requirement is MET and the scope is written.'}
            </p>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
