/** The query key of GET /api/assessment, apart so that evidence changes can refresh it without an import cycle. */
export const assessmentKey = ['/api/assessment'] as const;
