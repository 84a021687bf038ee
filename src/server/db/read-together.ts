import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * Independent reads of one request. On the pool they run at once, each on its own connection.
 * A transaction has a single connection: there they run one after the other, because pg would
 * otherwise queue them itself, which it deprecates and pg 9 refuses.
 */
export async function readTogether<Results extends unknown[]>(
  db: Db,
  ...reads: { [K in keyof Results]: () => PromiseLike<Results[K]> }
): Promise<Results> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Results;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results;
}
