import { describe, expect, it } from 'vitest';
import { loginSchema, registerSchema } from '../../src/contract/auth';
import { INDUSTRIES } from '../../src/contract/constants';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const valid = {
  username: 'acme_owner',
  password: 'longenough',
  confirmPassword: 'longenough',
  email: 'owner@acme.test',
  businessName: 'Acme Machining',
  businessNumber: '',
  industry: 'Manufacturing',
};

describe('loginSchema', () => {
  it('says which field is missing, with the documents’ words', () => {
    expect(messages(loginSchema.safeParse({ username: '', password: '' }))).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
  });

  it('trims the username', () => {
    expect(loginSchema.parse({ username: '  acme ', password: 'x' }).username).toBe('acme');
  });
});

describe('registerSchema', () => {
  it('accepts a complete form and drops an empty business number', () => {
    const parsed = registerSchema.parse(valid);
    expect(parsed.businessNumber).toBeUndefined();
    expect(parsed.industry).toBe('Manufacturing');
  });

  it('says "Passwords don\'t match" on confirmPassword', () => {
    expect(messages(registerSchema.safeParse({ ...valid, confirmPassword: 'different1' }))).toEqual({
      confirmPassword: "Passwords don't match",
    });
  });

  it('reports the mismatch even while other fields are still empty', () => {
    const result = registerSchema.safeParse({ ...valid, businessName: '', confirmPassword: 'different1' });
    expect(messages(result)).toMatchObject({
      businessName: 'Business name is required',
      confirmPassword: "Passwords don't match",
    });
  });

  it('requires at least 8 characters in both password fields', () => {
    expect(
      messages(registerSchema.safeParse({ ...valid, password: 'short', confirmPassword: 'short' })),
    ).toEqual({
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Confirm password must be at least 8 characters',
    });
  });

  it('accepts only the fixed industry list of document 1 section 9', () => {
    expect(INDUSTRIES).toHaveLength(11);
    for (const industry of INDUSTRIES)
      expect(registerSchema.safeParse({ ...valid, industry }).success).toBe(true);
    expect(messages(registerSchema.safeParse({ ...valid, industry: 'Farming' }))).toEqual({
      industry: 'Select an industry from the list',
    });
  });

  it('validates the email address', () => {
    expect(messages(registerSchema.safeParse({ ...valid, email: 'owner@' }))).toEqual({
      email: 'Enter a valid email address',
    });
  });
});
