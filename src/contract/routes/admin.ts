/** Filled as the admin routes move to the table (issue 24 item 6). */
export const adminRoutes = {};
