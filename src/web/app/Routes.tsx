import { lazy, Suspense, type ComponentType } from 'react';
import { Redirect, Route, Switch, useLocation, useParams, useSearchParams } from 'wouter';
import type { PublicUser } from '../../contract/auth';
import { RETURN_PARAM, safeReturnPath } from '../../contract/return-path';
import { AuditorDashboardPage } from '../auditor/AuditorDashboardPage';
import { ClientDetailPage } from '../auditor/ClientDetailPage';
import { ForgotPasswordPage } from '../auth/ForgotPasswordPage';
import { LoginPage } from '../auth/LoginPage';
import { RegisterPage } from '../auth/RegisterPage';
import { ResetPasswordPage } from '../auth/ResetPasswordPage';
import { FullPageSpinner, Spinner } from '../components/ui/spinner';
import { DashboardPage } from '../dashboard/DashboardPage';
import { LandingPage } from '../landing/LandingPage';
import { isStaff, useCurrentUser } from '../lib/auth';
import { currentPlace, signInPageFor } from '../lib/return-path';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { AppShell } from './shell/AppShell';

// Screens a user opens later load on demand (the evidence uploader alone is a large bundle).
const ActivityPage = lazy(() =>
  import('../activity/ActivityPage').then((m) => ({ default: m.ActivityPage })),
);
const ControlsPage = lazy(() =>
  import('../controls/ControlsPage').then((m) => ({ default: m.ControlsPage })),
);
const DiagnosticPage = lazy(() =>
  import('../diagnostic/DiagnosticPage').then((m) => ({ default: m.DiagnosticPage })),
);
const EvidencePage = lazy(() =>
  import('../evidence/EvidencePage').then((m) => ({ default: m.EvidencePage })),
);
const GuidePage = lazy(() => import('../guide/GuidePage').then((m) => ({ default: m.GuidePage })));
const AdminLoginPage = lazy(() =>
  import('../admin/AdminLoginPage').then((m) => ({ default: m.AdminLoginPage })),
);
const AdminDashboardPage = lazy(() =>
  import('../admin/AdminDashboardPage').then((m) => ({ default: m.AdminDashboardPage })),
);
const AccountPage = lazy(() => import('../account/AccountPage').then((m) => ({ default: m.AccountPage })));
const SelfAssessmentPage = lazy(() =>
  import('../assessment/SelfAssessmentPage').then((m) => ({ default: m.SelfAssessmentPage })),
);
const ReportsPage = lazy(() => import('../reports/ReportsPage').then((m) => ({ default: m.ReportsPage })));

function LegacyClientRedirect() {
  const { clientId } = useParams<{ clientId: string }>();
  return <Redirect to={`/auditor/client/${clientId}`} replace />;
}

/** Screens of the signed-in shell, by audience (document 2 section 2). */
const CLIENT_ROUTES: Record<string, ComponentType> = {
  '/dashboard': DashboardPage,
  '/controls': ControlsPage,
  '/assessment': SelfAssessmentPage,
  '/evidence': EvidencePage,
  '/guide': GuidePage,
  '/reports': ReportsPage,
  '/diagnostic': DiagnosticPage,
  '/activity': ActivityPage,
};
const STAFF_ROUTES: Record<string, ComponentType> = {
  '/auditor': AuditorDashboardPage,
  '/auditor/client/:clientId': ClientDetailPage,
  // D3: the other reading of the document redirects to the canonical address.
  '/auditor/:clientId': LegacyClientRedirect,
};
const SHELL_PATHS = [...Object.keys(CLIENT_ROUTES), ...Object.keys(STAFF_ROUTES), '/account'];

/** A signed-out visitor of a signed-in page signs in, then lands on that page (issue 12). */
function ToSignIn() {
  return <Redirect to={`~${signInPageFor(currentPlace())}`} replace />;
}

/** Once signed in, the sign-in pages lead to the page the user came for, or home. */
function AfterSignIn() {
  const [params] = useSearchParams();
  return <Redirect to={safeReturnPath(params.get(RETURN_PARAM)) ?? '/'} replace />;
}

function SignedOutRoutes() {
  return (
    <Switch>
      <Route path="/" component={LandingPage} />
      <Route path="/login" component={LoginPage} />
      <Route path="/register" component={RegisterPage} />
      {SHELL_PATHS.map((path) => (
        <Route key={path} path={path} nest>
          <ToSignIn />
        </Route>
      ))}
      <Route>
        <main className="px-4">
          <NotFoundPage />
        </main>
      </Route>
    </Switch>
  );
}

function SignedInRoutes({ user }: { user: PublicUser }) {
  const staff = isStaff(user);
  const own = staff ? STAFF_ROUTES : CLIENT_ROUTES;
  const others = staff ? CLIENT_ROUTES : STAFF_ROUTES;
  return (
    <AppShell user={user}>
      <Suspense fallback={<Spinner className="mx-auto mt-16 block" />}>
        <Switch>
          <Route path="/" component={staff ? AuditorDashboardPage : DashboardPage} />
          <Route path="/login" component={AfterSignIn} />
          <Route path="/register" component={AfterSignIn} />
          <Route path="/account" component={AccountPage} />
          {Object.entries(own).map(([path, Screen]) => (
            <Route key={path} path={path} component={Screen} />
          ))}
          {Object.keys(others).map((path) => (
            <Route key={path} path={path} nest>
              <Redirect to="~/" />
            </Route>
          ))}
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </AppShell>
  );
}

/**
 * Help with a forgotten password (D20): reached from the sign-in page and from a link in an
 * e-mail, which may open in a browser signed in to any account; the same pages either way.
 */
const ACCOUNT_HELP_ROUTES: Record<string, ComponentType> = {
  '/forgot-password': ForgotPasswordPage,
  '/reset-password': ResetPasswordPage,
};

/** The admin console lives outside the platform, with its own session (document 2). */
function AdminRoutes() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Switch>
        <Route path="/admin" component={AdminLoginPage} />
        <Route path="/admin/dashboard" component={AdminDashboardPage} />
        <Route>
          <main className="px-4">
            <NotFoundPage />
          </main>
        </Route>
      </Switch>
    </Suspense>
  );
}

export function AppRoutes() {
  const [location] = useLocation();
  const { user, isLoading } = useCurrentUser();
  if (location === '/admin' || location.startsWith('/admin/')) return <AdminRoutes />;
  const AccountHelp = ACCOUNT_HELP_ROUTES[location];
  if (AccountHelp) return <AccountHelp />;
  if (isLoading) return <FullPageSpinner />;
  return user ? <SignedInRoutes user={user} /> : <SignedOutRoutes />;
}
