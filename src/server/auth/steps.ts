/**
 * What the admin console runs of the account rules inside its own transactions (issue 24): making
 * an account, hashing and checking a password (D26), issuing a reset or enrolment link, and which
 * roles are staff (D20). They live beside the sign-in code that uses them too; this is the one door to them
 * from outside auth/.
 */
export { issueLoggedEnrolmentLink, newEnrolmentLinkFor, type IssuedEnrolmentLink } from './enrolment-link';
export { hashPassword } from './password';
export { assertAcceptablePassword } from './password-rule';
export { insertResetToken, resetLink } from './password-recovery';
export { isStaffRole } from './second-step';
export { createUser } from './users';
