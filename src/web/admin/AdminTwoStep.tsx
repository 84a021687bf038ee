import type { LoginInput } from '../../contract/auth';
import type { TotpEnrolment } from '../../contract/totp';
import { RecoveryCodesPanel } from '../components/RecoveryCodesPanel';
import { SecondStepForm, type SecondFactor } from '../components/SecondStepForm';
import { TotpEnrolmentForm } from '../components/TotpEnrolmentForm';
import { Button } from '../components/ui/button';

/** Where the console's sign-in stands after a right password (D20). */
export type AdminStep =
  /** Two-step sign-in is on: its code, or a recovery code. */
  | { kind: 'code'; credentials: LoginInput; refusal: string | null }
  /** The console requires it and this admin has none yet: scan, then the first code. */
  | { kind: 'enrol'; credentials: LoginInput; enrolment: TotpEnrolment; refusal: string | null }
  /** Turned on by this sign-in: the recovery codes, once, before the console opens. */
  | { kind: 'codes'; admin: { id: string; username: string }; codes: string[] };

export const ADMIN_STEP_HEADINGS: Record<AdminStep['kind'], { title: string; description: string }> = {
  code: { title: 'Two-step sign-in', description: 'One more step to open the admin console' },
  enrol: {
    title: 'Set up two-step sign-in',
    description: 'The admin console requires a code from an authenticator app at every sign-in',
  },
  codes: { title: 'Save your recovery codes', description: 'Two-step sign-in is on for your account' },
};

interface AdminTwoStepProps {
  step: AdminStep;
  pending: boolean;
  /** Sends the password again with the code (or recovery code) of this step. */
  onFactor: (credentials: LoginInput, factor: SecondFactor) => void;
  onBack: () => void;
  onContinue: (admin: { id: string; username: string }) => void;
}

/** The console sign-in's steps after the password: the code, the enrolment, the recovery codes. */
export function AdminTwoStep({ step, pending, onFactor, onBack, onContinue }: AdminTwoStepProps) {
  switch (step.kind) {
    case 'code':
      return (
        <SecondStepForm
          idPrefix="admin-login"
          refusal={step.refusal}
          pending={pending}
          onSubmit={(factor) => onFactor(step.credentials, factor)}
          onBack={onBack}
        />
      );
    case 'enrol':
      return (
        <TotpEnrolmentForm
          idPrefix="admin-enrol"
          enrolment={step.enrolment}
          pending={pending}
          refusal={step.refusal}
          submitLabel="Verify and turn on"
          onSubmit={(code) => onFactor(step.credentials, { code })}
        >
          <Button type="button" variant="ghost" onClick={onBack}>
            Back to sign in
          </Button>
        </TotpEnrolmentForm>
      );
    case 'codes':
      return (
        <RecoveryCodesPanel
          codes={step.codes}
          username={step.admin.username}
          onContinue={() => onContinue(step.admin)}
        />
      );
  }
}
