import { describe, expect, it } from 'vitest';
import {
  formatWait,
  PASSWORD_RULE_MESSAGES,
  passwordRuleProblem,
  registerSchema,
} from '../../src/contract/auth';
import { isCommonPassword, passwordProblem } from '../../src/server/auth/password-rule';
import { ConfigError, loadConfig } from '../../src/server/config';

/** The trust function of a hop count, as Fastify calls it: (address, hop from the app). */
type TrustFn = (address: string, hop: number) => boolean;

function problemsOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems.join('\n');
    throw error;
  }
  return '';
}

describe('TRUST_PROXY (D26)', () => {
  it('trusts no proxy by default, nor with false or 0', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('reads a number of hops: that many addresses nearest to the app are trusted', () => {
    const one = loadConfig({ TRUST_PROXY: '1' }).trustProxy as TrustFn;
    expect(typeof one).toBe('function');
    expect(one('10.0.0.1', 0)).toBe(true);
    expect(one('198.51.100.1', 1)).toBe(false);
    const two = loadConfig({ TRUST_PROXY: '2' }).trustProxy as TrustFn;
    expect([two('a', 0), two('b', 1), two('c', 2)]).toEqual([true, true, false]);
  });

  it('reads a list of proxy addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses true with a message that says what to write instead', () => {
    expect(problemsOf({ TRUST_PROXY: 'true' })).toMatch(
      /TRUST_PROXY: true would trust an X-Forwarded-For header made up by any client; give the number of proxies/,
    );
  });

  it('refuses what is neither a hop count nor addresses', () => {
    expect(problemsOf({ TRUST_PROXY: 'yes' })).toMatch(/TRUST_PROXY: not a number of proxy hops .*: yes/);
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/33' })).toMatch(/10\.0\.0\.0\/33/);
    expect(problemsOf({ TRUST_PROXY: '99' })).toMatch(/TRUST_PROXY/);
  });

  it('reads the sign-in delay and the registration limit', () => {
    expect(loadConfig({}).throttle).toEqual({ firstDelaySeconds: 30, registrationsPerHour: 10 });
    expect(loadConfig({ SIGN_IN_DELAY_SECONDS: '2', REGISTRATIONS_PER_HOUR: '50' }).throttle).toEqual({
      firstDelaySeconds: 2,
      registrationsPerHour: 50,
    });
    expect(problemsOf({ SIGN_IN_DELAY_SECONDS: '0' })).toMatch(/SIGN_IN_DELAY_SECONDS/);
  });
});

describe('the password rule (D20)', () => {
  const account = { username: 'Acme_Owner', email: 'Owner@Acme.test' };

  it('wants 8 to 128 characters', () => {
    expect(passwordRuleProblem('a'.repeat(7), account)).toBe(PASSWORD_RULE_MESSAGES.tooShort);
    expect(passwordRuleProblem('a'.repeat(8) + 'b', account)).toBeUndefined();
    expect(passwordRuleProblem('ab'.repeat(64), account)).toBeUndefined();
    expect(passwordRuleProblem('ab'.repeat(64) + 'c', account)).toBe(PASSWORD_RULE_MESSAGES.tooLong);
  });

  it('refuses the username or the e-mail, whatever the case', () => {
    expect(passwordRuleProblem('acme_owner', account)).toBe(PASSWORD_RULE_MESSAGES.sameAsUsername);
    expect(passwordRuleProblem('OWNER@ACME.TEST', account)).toBe(PASSWORD_RULE_MESSAGES.sameAsEmail);
  });

  it('ships the list of the 10,000 most common passwords and checks it without regard to case', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('12345678')).toBe(true);
    expect(isCommonPassword('PASSWORD')).toBe(true);
    expect(isCommonPassword('iloveyou')).toBe(true);
    expect(isCommonPassword('correct-horse-battery')).toBe(false);
    expect(passwordProblem('qwertyuiop', account)).toBe(PASSWORD_RULE_MESSAGES.tooCommon);
    expect(passwordProblem('a-fine-new-passphrase', account)).toBeUndefined();
  });

  it('shows the not-the-username message in the registration form too', () => {
    const result = registerSchema.safeParse({
      username: 'acme_owner',
      password: 'ACME_OWNER',
      confirmPassword: 'ACME_OWNER',
      email: 'owner@acme.test',
      businessName: 'Acme',
      industry: 'Manufacturing',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['password', PASSWORD_RULE_MESSAGES.sameAsUsername],
    ]);
  });
});

describe('formatWait', () => {
  it('says a wait as a person reads it', () => {
    expect(formatWait(0.2)).toBe('1 second');
    expect(formatWait(29.1)).toBe('30 seconds');
    expect(formatWait(60)).toBe('1 minute');
    expect(formatWait(61)).toBe('2 minutes');
    expect(formatWait(900)).toBe('15 minutes');
  });
});
