import { likelyScreen, type ScreenName } from './screen-paths';

/**
 * How each screen's code is fetched: one chunk per screen (issue 14). The same files as
 * SCREEN_FILES (a unit test holds the two lists together).
 */
export const SCREEN_LOADERS = {
  landing: () => import('../landing/LandingPage'),
  login: () => import('../auth/LoginPage'),
  register: () => import('../auth/RegisterPage'),
  forgotPassword: () => import('../auth/ForgotPasswordPage'),
  resetPassword: () => import('../auth/ResetPasswordPage'),
  enrol: () => import('../auth/EnrolPage'),
  dashboard: () => import('../dashboard/DashboardPage'),
  controls: () => import('../controls/ControlsPage'),
  selfAssessment: () => import('../self-assessment/SelfAssessmentPage'),
  poam: () => import('../poam/PoamPage'),
  evidence: () => import('../evidence/EvidencePage'),
  guide: () => import('../guide/GuidePage'),
  reports: () => import('../reports/ReportsPage'),
  diagnostic: () => import('../diagnostic/DiagnosticPage'),
  activity: () => import('../activity/ActivityPage'),
  account: () => import('../account/AccountPage'),
  members: () => import('../organization/MembersPage'),
  organizationSettings: () => import('../organization/OrganizationSettingsPage'),
  noOrganization: () => import('../organization/NoOrganizationPage'),
  invitation: () => import('../invitation/InvitationPage'),
  auditorDashboard: () => import('../auditor/AuditorDashboardPage'),
  clientDetail: () => import('../auditor/ClientDetailPage'),
  adminLogin: () => import('../admin/AdminLoginPage'),
  adminDashboard: () => import('../admin/AdminDashboardPage'),
} satisfies Record<ScreenName, () => Promise<unknown>>;

/**
 * Starts downloading the screen an address most likely opens, beside the lookup of who is signed
 * in (the server has usually named its files in the page already); a failure is left to the router.
 */
export function preloadLikelyScreen(pathname: string): void {
  const name = likelyScreen(pathname);
  if (name) SCREEN_LOADERS[name]().catch(() => undefined);
}
