import { routes } from '../../contract/routes';
import { routeKey } from './api';

/**
 * The query key of GET /api/assessment, apart from assessment.ts so that evidence changes can
 * refresh it without an import cycle (assessment.ts imports evidence.ts).
 */
export const assessmentKey = routeKey(routes.assessment);
