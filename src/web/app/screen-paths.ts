/**
 * Which screen each address opens, as plain data: read by the router (screens.ts), and by the
 * build (vite.config.ts), which lists each screen's files so that the server can name them in the
 * page it sends for that address (`<link rel="modulepreload">`): the screen's code then downloads
 * beside the app's own scripts instead of after them (issue 14).
 */

/** Each screen's module, from src/web: the files screen-loaders.ts imports (tests/unit/screen-table.test.ts). */
export const SCREEN_FILES = {
  landing: 'landing/LandingPage.tsx',
  login: 'auth/LoginPage.tsx',
  register: 'auth/RegisterPage.tsx',
  forgotPassword: 'auth/ForgotPasswordPage.tsx',
  resetPassword: 'auth/ResetPasswordPage.tsx',
  enrol: 'auth/EnrolPage.tsx',
  dashboard: 'dashboard/DashboardPage.tsx',
  controls: 'controls/ControlsPage.tsx',
  selfAssessment: 'self-assessment/SelfAssessmentPage.tsx',
  poam: 'poam/PoamPage.tsx',
  evidence: 'evidence/EvidencePage.tsx',
  guide: 'guide/GuidePage.tsx',
  reports: 'reports/ReportsPage.tsx',
  diagnostic: 'diagnostic/DiagnosticPage.tsx',
  activity: 'activity/ActivityPage.tsx',
  account: 'account/AccountPage.tsx',
  members: 'organization/MembersPage.tsx',
  organizationSettings: 'organization/OrganizationSettingsPage.tsx',
  noOrganization: 'organization/NoOrganizationPage.tsx',
  invitation: 'invitation/InvitationPage.tsx',
  auditorDashboard: 'auditor/AuditorDashboardPage.tsx',
  clientDetail: 'auditor/ClientDetailPage.tsx',
  adminLogin: 'admin/AdminLoginPage.tsx',
  adminDashboard: 'admin/AdminDashboardPage.tsx',
} as const;
export type ScreenName = keyof typeof SCREEN_FILES;

/**
 * Who opens each screen. The build gives the common code of each audience's screens one shared
 * chunk (scripts/vite/shared-chunks.ts): a visitor does not download the workspace's.
 */
export const SCREEN_AUDIENCES: Record<ScreenName, 'visitor' | 'client' | 'staff' | 'console'> = {
  landing: 'visitor',
  login: 'visitor',
  register: 'visitor',
  forgotPassword: 'visitor',
  resetPassword: 'visitor',
  enrol: 'visitor',
  dashboard: 'client',
  controls: 'client',
  selfAssessment: 'client',
  poam: 'client',
  evidence: 'client',
  guide: 'client',
  reports: 'client',
  diagnostic: 'client',
  activity: 'client',
  account: 'client',
  members: 'client',
  organizationSettings: 'client',
  noOrganization: 'client',
  // Opened from an invitation's link, most often by someone without an account yet (D27).
  invitation: 'visitor',
  auditorDashboard: 'staff',
  clientDetail: 'staff',
  adminLogin: 'console',
  adminDashboard: 'console',
};

/** The screens of the client's signed-in shell (document 2 section 2). */
export const CLIENT_PATHS: Record<string, ScreenName> = {
  '/dashboard': 'dashboard',
  '/controls': 'controls',
  '/assessment': 'selfAssessment',
  '/poam': 'poam',
  '/evidence': 'evidence',
  '/guide': 'guide',
  '/reports': 'reports',
  '/diagnostic': 'diagnostic',
  '/activity': 'activity',
  '/members': 'members',
  '/organization': 'organizationSettings',
};

/** A signed-out visitor's screens. */
export const SIGNED_OUT_PATHS: Record<string, ScreenName> = {
  '/': 'landing',
  '/login': 'login',
  '/register': 'register',
};

/** Addresses whose screen does not depend on who is signed in: the console, password help, enrolment links. */
export const FIXED_PATHS: Record<string, ScreenName> = {
  '/admin': 'adminLogin',
  '/admin/dashboard': 'adminDashboard',
  '/forgot-password': 'forgotPassword',
  '/reset-password': 'resetPassword',
  '/enrol': 'enrol',
};

/**
 * An invitation's link (D27, `invitationPath` in src/contract/organizations.ts): the same page
 * whoever is signed in, outside the signed-in frame.
 */
export const INVITATION_ROUTE = '/invite/:token';
export const isInvitationPath = (pathname: string): boolean => pathname.startsWith('/invite/');

/** Before anyone knows who is signed in: the screen an address most likely opens. */
export function likelyScreen(pathname: string): ScreenName | undefined {
  if (isInvitationPath(pathname)) return 'invitation';
  return FIXED_PATHS[pathname] ?? SIGNED_OUT_PATHS[pathname] ?? CLIENT_PATHS[pathname];
}

/** Every address with a likely screen, for the build's list of each address's files. */
export const SCREEN_ADDRESSES = [
  ...Object.keys(FIXED_PATHS),
  ...Object.keys(SIGNED_OUT_PATHS),
  ...Object.keys(CLIENT_PATHS),
];
