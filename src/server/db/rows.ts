import type { organizations, users } from './schema';

/** A row of the users table, as every layer of the server sees it. */
export type UserRow = typeof users.$inferSelect;

/** A row of the organizations table (D27). */
export type OrganizationRow = typeof organizations.$inferSelect;
