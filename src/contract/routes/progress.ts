/** Filled as the progress routes move to the table (issue 24 item 6). */
export const progressRoutes = {};
