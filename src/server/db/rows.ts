import type { users } from './schema';

/** A row of the users table, as every layer of the server sees it. */
export type UserRow = typeof users.$inferSelect;
