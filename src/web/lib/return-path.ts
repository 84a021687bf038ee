import { LOGIN_REDIRECT_PATH } from '../../contract/constants';
import { withReturnPath } from '../../contract/return-path';

/** The page the user is on, as a path with its query ("/evidence?control=AC.L1-3.1.1"). */
export const currentPlace = (): string => window.location.pathname + window.location.search;

/**
 * Where an ended session goes: `GET /api/login` (D4), carrying the page to come back to after
 * signing in (issue 12).
 */
export const platformSignInAddress = (): string => withReturnPath(LOGIN_REDIRECT_PATH, currentPlace());

/** The sign-in page for a signed-out visitor of a signed-in page, carrying that page. */
export const signInPageFor = (place: string): string => withReturnPath('/login', place);
