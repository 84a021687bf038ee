import { zodResolver } from '@hookform/resolvers/zod';
import { Fragment } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { PASSWORD_RULE_HINT, registerSchema, type RegisterInput } from '../../contract/auth';
import { Button } from '../components/ui/button';
import { FormField } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { serverFieldErrors } from '../lib/errors';
import type { useRegister } from '../lib/sign-in';

type Field = 'username' | 'email' | 'firstName' | 'lastName' | 'password' | 'confirmPassword';

const FIELDS: { name: Field; label: string; type: string; autoComplete: string; hint?: string }[] = [
  { name: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { name: 'username', label: 'Username', type: 'text', autoComplete: 'username' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  {
    name: 'password',
    label: 'Password',
    type: 'password',
    autoComplete: 'new-password',
    hint: PASSWORD_RULE_HINT,
  },
  { name: 'confirmPassword', label: 'Confirm Password', type: 'password', autoComplete: 'new-password' },
];

/**
 * A new account that joins the inviting organization (D27): personal fields only, the invited
 * address filled in (the server refuses another). Signed up, the organization's dashboard opens.
 */
export function InviteeSignUp({
  token,
  email,
  register,
}: {
  token: string;
  email: string;
  /** Held by the page, which outlives this form: signed up, the user is known and the form goes. */
  register: ReturnType<typeof useRegister>;
}) {
  const [, navigate] = useLocation();
  const form = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: {
      username: '',
      email,
      firstName: '',
      lastName: '',
      password: '',
      confirmPassword: '',
      invitationToken: token,
    },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    register.mutate(values, {
      onSuccess: () => navigate('/dashboard'),
      onError: (error) => {
        for (const [field, message] of Object.entries(serverFieldErrors(error))) {
          if (FIELDS.some((known) => known.name === field)) form.setError(field as Field, { message });
        }
      },
    }),
  );
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="grid grid-cols-1 gap-4 sm:grid-cols-2"
    >
      {FIELDS.map((field) => (
        <Fragment key={field.name}>
          <div
            key={field.name}
            className={field.name === 'email' || field.name === 'username' ? 'sm:col-span-2' : ''}
          >
            <FormField
              id={`invitee-${field.name}`}
              label={field.label}
              error={errors[field.name]?.message}
              {...(field.hint ? { hint: field.hint } : {})}
            >
              {(aria) => (
                <Input
                  {...aria}
                  type={field.type}
                  autoComplete={field.autoComplete}
                  {...form.register(field.name)}
                />
              )}
            </FormField>
          </div>
          {field.name === 'lastName' && (
            <p className="-mt-2 text-xs text-slate-600 sm:col-span-2">
              Your name appears in the activity log, and on the affirmation if you are the one who affirms.
            </p>
          )}
        </Fragment>
      ))}
      <Button type="submit" size="lg" className="w-full sm:col-span-2" disabled={register.isPending}>
        {register.isPending ? 'Creating Account...' : 'Create account and join'}
      </Button>
    </form>
  );
}
