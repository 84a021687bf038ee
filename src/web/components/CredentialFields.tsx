import type { UseFormReturn } from 'react-hook-form';
import type { LoginInput } from '../../contract/auth';
import { FormField } from './ui/form-field';
import { Input } from './ui/input';

/** The username and password of a sign-in form; `idPrefix` keeps two forms' ids apart. */
export function CredentialFields({
  form,
  idPrefix = '',
}: {
  form: UseFormReturn<LoginInput>;
  idPrefix?: string;
}) {
  const { errors } = form.formState;
  return (
    <>
      <FormField id={`${idPrefix}username`} label="Username" error={errors.username?.message}>
        {(aria) => <Input {...aria} autoComplete="username" {...form.register('username')} />}
      </FormField>
      <FormField id={`${idPrefix}password`} label="Password" error={errors.password?.message}>
        {(aria) => (
          <Input {...aria} type="password" autoComplete="current-password" {...form.register('password')} />
        )}
      </FormField>
    </>
  );
}
