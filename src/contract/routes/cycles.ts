/** Filled as the cycles routes move to the table (issue 24 item 6). */
export const cycleRoutes = {};
