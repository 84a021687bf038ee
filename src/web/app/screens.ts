import type { PublicUser } from '../../contract/auth';
import { isStaff } from '../lib/auth';
import { lazyScreen, type LazyScreen } from './lazy-screen';
import { SCREEN_LOADERS } from './screen-loaders';
import {
  CLIENT_PATHS,
  FIXED_PATHS,
  isInvitationPath,
  SIGNED_OUT_PATHS,
  type ScreenName,
} from './screen-paths';

// Every screen is its own chunk, loaded when opened: a visit downloads the code of the page it
// shows, not the admin console, the uploader or the sign-in forms' validation (issue 14).
const L = SCREEN_LOADERS;
export const SCREENS: Record<ScreenName, LazyScreen> = {
  landing: lazyScreen(L.landing, (m) => m.LandingPage),
  login: lazyScreen(L.login, (m) => m.LoginPage),
  register: lazyScreen(L.register, (m) => m.RegisterPage),
  forgotPassword: lazyScreen(L.forgotPassword, (m) => m.ForgotPasswordPage),
  resetPassword: lazyScreen(L.resetPassword, (m) => m.ResetPasswordPage),
  enrol: lazyScreen(L.enrol, (m) => m.EnrolPage),
  dashboard: lazyScreen(L.dashboard, (m) => m.DashboardPage),
  controls: lazyScreen(L.controls, (m) => m.ControlsPage),
  selfAssessment: lazyScreen(L.selfAssessment, (m) => m.SelfAssessmentPage),
  poam: lazyScreen(L.poam, (m) => m.PoamPage),
  evidence: lazyScreen(L.evidence, (m) => m.EvidencePage),
  guide: lazyScreen(L.guide, (m) => m.GuidePage),
  reports: lazyScreen(L.reports, (m) => m.ReportsPage),
  diagnostic: lazyScreen(L.diagnostic, (m) => m.DiagnosticPage),
  activity: lazyScreen(L.activity, (m) => m.ActivityPage),
  account: lazyScreen(L.account, (m) => m.AccountPage),
  members: lazyScreen(L.members, (m) => m.MembersPage),
  organizationSettings: lazyScreen(L.organizationSettings, (m) => m.OrganizationSettingsPage),
  noOrganization: lazyScreen(L.noOrganization, (m) => m.NoOrganizationPage),
  invitation: lazyScreen(L.invitation, (m) => m.InvitationPage),
  auditorDashboard: lazyScreen(L.auditorDashboard, (m) => m.AuditorDashboardPage),
  clientDetail: lazyScreen(L.clientDetail, (m) => m.ClientDetailPage),
  adminLogin: lazyScreen(L.adminLogin, (m) => m.AdminLoginPage),
  adminDashboard: lazyScreen(L.adminDashboard, (m) => m.AdminDashboardPage),
};

const byPath = (paths: Record<string, ScreenName>): Record<string, LazyScreen> =>
  Object.fromEntries(Object.entries(paths).map(([path, name]) => [path, SCREENS[name]]));

/** Screens of the signed-in shell for a client (document 2 section 2). */
export const CLIENT_SCREENS = byPath(CLIENT_PATHS);

/**
 * A client account in no organization (D27): each of those addresses offers to create one (or to
 * ask an owner for an invitation) instead of screens with no data behind them.
 */
export const NO_ORGANIZATION_SCREENS = byPath(
  Object.fromEntries(Object.keys(CLIENT_PATHS).map((path) => [path, 'noOrganization' as const])),
);

/** A client account that works in no organization (D27); staff never do. */
export const hasNoOrganization = (user: PublicUser): boolean => !isStaff(user) && !user.organization;

/**
 * The screen an address shows to `user` (null: signed out), when the address alone says which;
 * undefined for redirects and addresses with parameters.
 */
export function screenFor(pathname: string, user: PublicUser | null): LazyScreen | undefined {
  const fixed = FIXED_PATHS[pathname];
  if (fixed) return SCREENS[fixed];
  if (isInvitationPath(pathname)) return SCREENS.invitation;
  if (!user) {
    const name = SIGNED_OUT_PATHS[pathname];
    return name && SCREENS[name];
  }
  if (pathname === '/account') return SCREENS.account;
  if (isStaff(user))
    return pathname === '/' || pathname === '/auditor' ? SCREENS.auditorDashboard : undefined;
  if (hasNoOrganization(user))
    return pathname === '/' ? SCREENS.noOrganization : NO_ORGANIZATION_SCREENS[pathname];
  return pathname === '/' ? SCREENS.dashboard : CLIENT_SCREENS[pathname];
}
