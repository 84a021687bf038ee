import type { Db } from './client';

/**
 * Reads that must agree with each other, as of one moment: one read-only transaction at
 * REPEATABLE READ, whose statements all see the data as committed when its first began. The
 * auditor's read of a client's work uses it, so that each record's version names exactly the
 * notes, findings and evidence shown with it (issue 38). Its reads run one after the other on the
 * transaction's connection (readTogether does so).
 */
export function readSnapshot<T>(db: Db, read: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(read, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}
