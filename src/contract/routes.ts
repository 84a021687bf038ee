import { activityRoutes } from './routes/activity';
import { adminRoutes } from './routes/admin';
import { affirmationRoutes } from './routes/affirmation';
import { auditorRoutes } from './routes/auditor';
import { authRoutes } from './routes/auth';
import { consoleRoutes } from './routes/console';
import { controlRoutes } from './routes/controls';
import { cycleRoutes } from './routes/cycles';
import { diagnosticRoutes } from './routes/diagnostic';
import { evidenceRoutes } from './routes/evidence';
import { findingRoutes } from './routes/findings';
import { healthRoutes } from './routes/health';
import { organizationRoutes } from './routes/organizations';
import { poamRoutes } from './routes/poam';
import { implementationRoutes } from './routes/implementations';
import { progressRoutes } from './routes/progress';
import { providerRoutes } from './routes/providers';
import { reportRoutes } from './routes/reports';
import { reviewRoutes } from './routes/reviews';
import { settingsRoutes } from './routes/settings';
import { sspRevisionRoutes } from './routes/ssp-revisions';
import { sspRequirementRoutes } from './routes/ssp-requirements';
import { totpRoutes } from './routes/totp';

/**
 * Every route of the API, each declared once (issue 24): method, path, params, query, body, the
 * answers and the permission. The server registers from it (`serve`, src/server/http/serve.ts),
 * the OpenAPI description is made from what it registers, the web calls it through
 * `call(route, input)` (src/web/lib/api.ts), and the tests' HTTP client takes the same routes.
 * The areas are kept apart by capability; a unit test checks that no name or route is declared twice.
 */
export const ROUTE_AREAS = {
  activity: activityRoutes,
  admin: adminRoutes,
  affirmation: affirmationRoutes,
  auditor: auditorRoutes,
  auth: authRoutes,
  console: consoleRoutes,
  controls: controlRoutes,
  cycles: cycleRoutes,
  diagnostic: diagnosticRoutes,
  evidence: evidenceRoutes,
  findings: findingRoutes,
  health: healthRoutes,
  implementations: implementationRoutes,
  organizations: organizationRoutes,
  poam: poamRoutes,
  progress: progressRoutes,
  providers: providerRoutes,
  reports: reportRoutes,
  reviews: reviewRoutes,
  settings: settingsRoutes,
  sspRevisions: sspRevisionRoutes,
  sspRequirements: sspRequirementRoutes,
  totp: totpRoutes,
} as const;

export const routes = {
  ...activityRoutes,
  ...adminRoutes,
  ...affirmationRoutes,
  ...auditorRoutes,
  ...authRoutes,
  ...consoleRoutes,
  ...controlRoutes,
  ...cycleRoutes,
  ...diagnosticRoutes,
  ...evidenceRoutes,
  ...findingRoutes,
  ...healthRoutes,
  ...implementationRoutes,
  ...organizationRoutes,
  ...poamRoutes,
  ...progressRoutes,
  ...providerRoutes,
  ...reportRoutes,
  ...reviewRoutes,
  ...settingsRoutes,
  ...sspRevisionRoutes,
  ...sspRequirementRoutes,
  ...totpRoutes,
};
export type Routes = typeof routes;
