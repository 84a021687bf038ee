import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { PASSWORD_RULE_HINT, registerSchema, type RegisterInput } from '../../contract/auth';
import { INDUSTRIES } from '../../contract/constants';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { FormField } from '../components/ui/form-field';
import { Input } from '../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../components/ui/select';
import { serverFieldErrors } from '../lib/errors';
import { useRegister } from '../lib/sign-in';
import { AuthLayout } from './AuthLayout';

const EMPTY: RegisterInput = {
  username: '',
  password: '',
  confirmPassword: '',
  email: '',
  firstName: '',
  lastName: '',
  businessName: '',
  businessNumber: '',
  industry: '' as RegisterInput['industry'],
};

export function RegisterPage() {
  const register = useRegister();
  const form = useForm<RegisterInput>({ resolver: zodResolver(registerSchema), defaultValues: EMPTY });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    register.mutate(values, {
      onError: (error) => {
        for (const [field, message] of Object.entries(serverFieldErrors(error))) {
          if (field in EMPTY) form.setError(field as keyof RegisterInput, { message });
        }
      },
    }),
  );

  const field = (name: keyof RegisterInput) => form.register(name);

  return (
    <AuthLayout>
      <Card className="mx-auto w-full max-w-3xl">
        <CardHeader className="text-center">
          <CardTitle className="text-2xl">Create Your Account</CardTitle>
          <CardDescription>Join the CMMC Level 1 and Level 2 (Self) compliance platform for your business</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-6">
            <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
              <fieldset className="flex flex-col gap-4">
                <legend className="mb-4 text-base font-semibold text-slate-900">Account Information</legend>
                <FormField id="username" label="Username" error={errors.username?.message}>
                  {(aria) => <Input {...aria} autoComplete="username" {...field('username')} />}
                </FormField>
                <FormField id="email" label="Email" error={errors.email?.message}>
                  {(aria) => <Input {...aria} type="email" autoComplete="email" {...field('email')} />}
                </FormField>
                <FormField
                  id="password"
                  label="Password"
                  error={errors.password?.message}
                  hint={PASSWORD_RULE_HINT}
                >
                  {(aria) => (
                    <Input {...aria} type="password" autoComplete="new-password" {...field('password')} />
                  )}
                </FormField>
                <FormField
                  id="confirmPassword"
                  label="Confirm Password"
                  error={errors.confirmPassword?.message}
                >
                  {(aria) => (
                    <Input
                      {...aria}
                      type="password"
                      autoComplete="new-password"
                      {...field('confirmPassword')}
                    />
                  )}
                </FormField>
              </fieldset>
              <fieldset className="flex flex-col gap-4">
                <legend className="mb-4 text-base font-semibold text-slate-900">Business Information</legend>
                <FormField id="businessName" label="Business Name" error={errors.businessName?.message}>
                  {(aria) => <Input {...aria} autoComplete="organization" {...field('businessName')} />}
                </FormField>
                <FormField
                  id="businessNumber"
                  label="Business Number (optional)"
                  error={errors.businessNumber?.message}
                  hint="An EIN, DUNS or other ID."
                >
                  {(aria) => <Input {...aria} {...field('businessNumber')} />}
                </FormField>
                <FormField id="industry" label="Industry" error={errors.industry?.message}>
                  {(aria) => (
                    <Controller
                      control={form.control}
                      name="industry"
                      render={({ field: industry }) => (
                        <Select value={industry.value || undefined} onValueChange={industry.onChange}>
                          <SelectTrigger {...aria} ref={industry.ref} onBlur={industry.onBlur}>
                            <SelectValue placeholder="Select your industry" />
                          </SelectTrigger>
                          <SelectContent>
                            {INDUSTRIES.map((name) => (
                              <SelectItem key={name} value={name}>
                                {name}
                              </SelectItem>
                            ))}
                          </SelectContent>
                        </Select>
                      )}
                    />
                  )}
                </FormField>
              </fieldset>
            </div>
            <fieldset className="flex flex-col gap-4" aria-describedby="name-hint">
              <legend className="mb-1 text-base font-semibold text-slate-900">Your Name (optional)</legend>
              <p id="name-hint" className="text-sm text-slate-600">
                The yearly affirmation of your self-assessment is made in your own name (32 CFR 170.22). Give
                it now, or when you affirm.
              </p>
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-x-6">
                <FormField id="firstName" label="First name" error={errors.firstName?.message}>
                  {(aria) => <Input {...aria} autoComplete="given-name" {...field('firstName')} />}
                </FormField>
                <FormField id="lastName" label="Last name" error={errors.lastName?.message}>
                  {(aria) => <Input {...aria} autoComplete="family-name" {...field('lastName')} />}
                </FormField>
              </div>
            </fieldset>
            <Button type="submit" size="lg" className="w-full" disabled={register.isPending}>
              {register.isPending ? 'Creating Account...' : 'Create Account'}
            </Button>
          </form>
          <p className="mt-6 text-center text-sm text-slate-600">
            Already have an account?{' '}
            <Link href="/login" className="font-medium text-brand-700 underline-offset-4 hover:underline">
              Sign in here
            </Link>
          </p>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
