/**
 * What other capabilities read of the accounts (issue 24): plain readers that check no
 * permission. They live beside the sign-in code that uses them too; this is the one door to them
 * from outside auth/.
 */
export { findUserById } from './users';
