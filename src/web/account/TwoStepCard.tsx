import { useState } from 'react';
import { formatDate } from '../../contract/format';
import type { TotpEnrolment } from '../../contract/totp';
import { OneTimeCodeField } from '../components/OneTimeCodeField';
import { RecoveryCodesPanel } from '../components/RecoveryCodesPanel';
import { TotpEnrolmentForm } from '../components/TotpEnrolmentForm';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { FormField } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Skeleton } from '../components/ui/skeleton';
import { useImpersonationStatus } from '../lib/impersonation';
import { serverFieldErrors } from '../lib/errors';
import {
  useDisableTwoStep,
  useEnableTwoStep,
  useRenewRecoveryCodes,
  useStartTwoStepSetup,
  useTwoStepStatus,
} from '../lib/totp';

/** What the card shows besides the status: one task at a time. */
type Task =
  | { kind: 'none' }
  | { kind: 'setup'; enrolment: TotpEnrolment }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'renew' }
  | { kind: 'disable' };

/** A task's form: what it does, one field, and its button beside Cancel. */
function TaskForm({
  explanation,
  submit,
  onSubmit,
  onCancel,
  children,
}: {
  explanation: string;
  submit: { label: string; pendingLabel: string; pending: boolean; variant?: 'destructive' };
  onSubmit: () => void;
  onCancel: () => void;
  children: React.ReactNode;
}) {
  return (
    <form
      noValidate
      className="flex flex-col gap-4 sm:max-w-md"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <p className="text-sm text-slate-700">{explanation}</p>
      {children}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" variant={submit.variant} disabled={submit.pending}>
          {submit.pending ? submit.pendingLabel : submit.label}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function RenewForm({ onDone, onCancel }: { onDone: (codes: string[]) => void; onCancel: () => void }) {
  const [code, setCode] = useState('');
  const renew = useRenewRecoveryCodes();
  return (
    <TaskForm
      explanation="New codes replace the old ones, used or not. Enter the code from your authenticator app to confirm."
      submit={{ label: 'Make new codes', pendingLabel: 'Making codes...', pending: renew.isPending }}
      onSubmit={() => renew.mutate(code, { onSuccess: (answer) => onDone(answer.recoveryCodes) })}
      onCancel={onCancel}
    >
      <OneTimeCodeField
        id="two-step-renew-code"
        value={code}
        onChange={setCode}
        error={serverFieldErrors(renew.error).code}
      />
    </TaskForm>
  );
}

function DisableForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const [password, setPassword] = useState('');
  const disable = useDisableTwoStep();
  return (
    <TaskForm
      explanation="Sign-in will take your password alone, and your recovery codes stop working."
      submit={{
        label: 'Turn off two-step sign-in',
        pendingLabel: 'Turning off...',
        pending: disable.isPending,
        variant: 'destructive',
      }}
      onSubmit={() => disable.mutate({ password }, { onSuccess: onDone })}
      onCancel={onCancel}
    >
      <FormField id="two-step-password" label="Password" error={serverFieldErrors(disable.error).password}>
        {(aria) => (
          <Input
            {...aria}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </FormField>
    </TaskForm>
  );
}

/**
 * "Two-step sign-in" on the account page (D20): its status, setting it up (QR code and a code),
 * new recovery codes, turning it off. An admin viewing a client's platform only reads it (D11).
 */
export function TwoStepCard({ username }: { username: string }) {
  const status = useTwoStepStatus();
  const impersonation = useImpersonationStatus();
  const setup = useStartTwoStepSetup();
  const enable = useEnableTwoStep();
  const [task, setTask] = useState<Task>({ kind: 'none' });
  const done = () => setTask({ kind: 'none' });
  const readOnly = Boolean(impersonation.data?.isImpersonating);

  let body;
  if (status.isLoading || !status.data) {
    body = <Skeleton className="h-10" />;
  } else if (task.kind === 'setup') {
    body = (
      <TotpEnrolmentForm
        idPrefix="two-step"
        enrolment={task.enrolment}
        pending={enable.isPending}
        refusal={serverFieldErrors(enable.error).code ?? null}
        submitLabel="Turn on"
        onSubmit={(code) =>
          enable.mutate(code, {
            onSuccess: (answer) => setTask({ kind: 'codes', codes: answer.recoveryCodes }),
          })
        }
      >
        <Button type="button" variant="ghost" onClick={done}>
          Cancel
        </Button>
      </TotpEnrolmentForm>
    );
  } else if (task.kind === 'codes') {
    body = <RecoveryCodesPanel codes={task.codes} username={username} onContinue={done} />;
  } else if (task.kind === 'renew') {
    body = <RenewForm onDone={(codes) => setTask({ kind: 'codes', codes })} onCancel={done} />;
  } else if (task.kind === 'disable') {
    body = <DisableForm onDone={done} onCancel={done} />;
  } else {
    const { enabled, enabledAt, recoveryCodesLeft, required } = status.data;
    body = (
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <Badge tone={enabled ? 'green' : 'neutral'}>{enabled ? 'On' : 'Off'}</Badge>
          {enabled && enabledAt ? (
            <span>
              Since {formatDate(enabledAt)}. {recoveryCodesLeft} of 10 recovery codes left.
            </span>
          ) : (
            <span>Sign-in takes your password alone.</span>
          )}
        </div>
        {readOnly ? (
          <p className="text-sm text-slate-600">Only the account holder can change two-step sign-in.</p>
        ) : enabled ? (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button type="button" variant="outline" onClick={() => setTask({ kind: 'renew' })}>
              New recovery codes
            </Button>
            {!required && (
              <Button type="button" variant="outline" onClick={() => setTask({ kind: 'disable' })}>
                Turn off
              </Button>
            )}
          </div>
        ) : (
          <Button
            type="button"
            className="self-start"
            disabled={setup.isPending}
            onClick={() =>
              setup.mutate(undefined, { onSuccess: (enrolment) => setTask({ kind: 'setup', enrolment }) })
            }
          >
            {setup.isPending ? 'Starting...' : 'Set up two-step sign-in'}
          </Button>
        )}
        {enabled && required && !readOnly && (
          <p className="text-xs text-slate-600">
            Administrators keep two-step sign-in on: the admin console requires it.
          </p>
        )}
      </div>
    );
  }

  return (
    <Card role="region" aria-labelledby="two-step-title">
      <CardHeader>
        <CardTitle id="two-step-title">Two-step sign-in</CardTitle>
        <CardDescription>
          Each sign-in also asks for a code from an authenticator app on your phone, so a stolen password
          alone does not open your account.
        </CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
