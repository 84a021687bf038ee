/**
 * What the admin console runs of the account rules inside its own transactions (issue 24): making
 * an account, hashing and checking a password (D26), issuing a reset or enrolment link, and which
 * roles are staff (D20). They live beside the sign-in code that uses them too; this is the one door to them
 * from outside auth/. The request limits counted in PostgreSQL live in throttle.ts with the sign-in
 * limits; the ones other capabilities count go through here too (issue 38: the evidence package).
 */
export { issueLoggedEnrolmentLink, newEnrolmentLinkFor, type IssuedEnrolmentLink } from './enrolment-link';
export { hashPassword } from './password';
export { assertAcceptablePassword } from './password-rule';
export { insertResetToken, resetLink } from './password-recovery';
export { isStaffRole } from './second-step';
export { countPackageRequest } from './throttle';
export { createUser } from './users';
