import type { ComponentType } from 'react';
import { Redirect, Route, Switch, useLocation, useParams, useSearchParams } from 'wouter';
import type { PublicUser } from '../../contract/auth';
import { RETURN_PARAM, safeReturnPath } from '../../contract/return-path';
import { FullPageSpinner } from '../components/ui/spinner';
import { isStaff, useCurrentUser } from '../lib/auth';
import { currentPlace, signInPageFor } from '../lib/return-path';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { useFirstScreenReady } from './lazy-screen';
import { FIXED_PATHS, INVITATION_ROUTE, isInvitationPath } from './screen-paths';
import { CLIENT_SCREENS, hasNoOrganization, NO_ORGANIZATION_SCREENS, SCREENS, screenFor } from './screens';
import { ScreenFrame } from './ScreenBoundary';
import { AppShell } from './shell/AppShell';
import { ForcedPasswordChange } from '../auth/ForcedPasswordChange';

function LegacyClientRedirect() {
  const { clientId } = useParams<{ clientId: string }>();
  return <Redirect to={`/auditor/client/${clientId}`} replace />;
}

const STAFF_ROUTES: Record<string, ComponentType> = {
  '/auditor': SCREENS.auditorDashboard,
  '/auditor/client/:clientId': SCREENS.clientDetail,
  // D3: the other reading of the document redirects to the canonical address.
  '/auditor/:clientId': LegacyClientRedirect,
};
const SHELL_PATHS = [...Object.keys(CLIENT_SCREENS), ...Object.keys(STAFF_ROUTES), '/account'];

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
  const [location] = useLocation();
  return (
    <ScreenFrame resetKey={location} fullPage>
      <Switch>
        <Route path="/" component={SCREENS.landing} />
        <Route path="/login" component={SCREENS.login} />
        <Route path="/register" component={SCREENS.register} />
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
    </ScreenFrame>
  );
}

function SignedInRoutes({ user }: { user: PublicUser }) {
  const [location] = useLocation();
  const staff = isStaff(user);
  const outside = hasNoOrganization(user);
  const own: Record<string, ComponentType> = staff
    ? STAFF_ROUTES
    : outside
      ? NO_ORGANIZATION_SCREENS
      : CLIENT_SCREENS;
  const others = staff ? CLIENT_SCREENS : STAFF_ROUTES;
  const home = staff ? SCREENS.auditorDashboard : outside ? SCREENS.noOrganization : SCREENS.dashboard;
  return (
    <AppShell user={user}>
      <ScreenFrame resetKey={location}>
        <Switch>
          <Route path="/" component={home} />
          <Route path="/login" component={AfterSignIn} />
          <Route path="/register" component={AfterSignIn} />
          <Route path="/account" component={SCREENS.account} />
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
      </ScreenFrame>
    </AppShell>
  );
}

/** The admin console lives outside the platform, with its own session (document 2). */
function AdminRoutes() {
  const [location] = useLocation();
  return (
    <ScreenFrame resetKey={location} fullPage>
      <Switch>
        <Route path="/admin" component={SCREENS.adminLogin} />
        <Route path="/admin/dashboard" component={SCREENS.adminDashboard} />
        <Route>
          <main className="px-4">
            <NotFoundPage />
          </main>
        </Route>
      </Switch>
    </ScreenFrame>
  );
}

/** An invitation's link (D27): its own full page, for a visitor as for a signed-in account. */
function InvitationRoutes() {
  const [location] = useLocation();
  return (
    <ScreenFrame resetKey={location} fullPage>
      <Switch>
        <Route path={INVITATION_ROUTE} component={SCREENS.invitation} />
        <Route>
          <main className="px-4">
            <NotFoundPage />
          </main>
        </Route>
      </Switch>
    </ScreenFrame>
  );
}

export function AppRoutes() {
  const [location] = useLocation();
  const { user, isLoading } = useCurrentUser();
  const admin = location === '/admin' || location.startsWith('/admin/');
  const fixed = FIXED_PATHS[location];
  const AccountHelp = !admin && fixed ? SCREENS[fixed] : undefined;
  // Who is signed in decides the screen, except on the console's, the password-help and the enrolment pages.
  const known = admin || Boolean(AccountHelp) || !isLoading;
  const ready = useFirstScreenReady(known ? screenFor(location, user) : undefined, known);
  if (!ready) return <FullPageSpinner />;
  if (admin) return <AdminRoutes />;
  if (isInvitationPath(location)) return <InvitationRoutes />;
  if (AccountHelp)
    return (
      <ScreenFrame resetKey={location} fullPage>
        <AccountHelp />
      </ScreenFrame>
    );
  // After an administrator's reset the account chooses its own password before anything else (issue 38).
  if (user?.passwordChangeRequired) return <ForcedPasswordChange user={user} />;
  // Keyed by the organization the session works in (D27): another one mounts every screen afresh,
  // which then read its data (the previous one's is dropped, lib/query-client.ts).
  return user ? <SignedInRoutes key={user.organization?.id ?? 'none'} user={user} /> : <SignedOutRoutes />;
}
