/** Filled as the activity routes move to the table (issue 24 item 6). */
export const activityRoutes = {};
