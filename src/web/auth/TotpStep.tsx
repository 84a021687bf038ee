import { SecondStepForm, type SecondFactor } from '../components/SecondStepForm';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';

interface TotpStepProps {
  refusal: string | null;
  pending: boolean;
  onSubmit: (factor: SecondFactor) => void;
  onBack: () => void;
}

/** The sign-in's second step (D20), after the password was right, for an account with it on. */
export function TotpStep({ refusal, pending, onSubmit, onBack }: TotpStepProps) {
  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader className="text-center">
        <CardTitle className="text-2xl">Two-step sign-in</CardTitle>
        <CardDescription>One more step to sign in to your account</CardDescription>
      </CardHeader>
      <CardContent>
        <SecondStepForm
          idPrefix="login"
          refusal={refusal}
          pending={pending}
          onSubmit={onSubmit}
          onBack={onBack}
        />
      </CardContent>
    </Card>
  );
}
