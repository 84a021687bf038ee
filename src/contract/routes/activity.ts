import { activityPageSchema, activityQuerySchema } from '../activity';
import { errorResponses } from '../errors';
import { defineRoute } from '../route';

/** The user's own history, a page at a time, newest first. */
export const activityRoutes = {
  activity: defineRoute({
    method: 'GET',
    path: '/api/activity',
    tag: 'activity',
    query: activityQuerySchema,
    answers: { 200: activityPageSchema, ...errorResponses(400, 401) },
    access: 'activity:read:own',
  }),
};
