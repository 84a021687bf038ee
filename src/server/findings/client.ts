import type { Assessment } from '../../contract/assessment';
import type { Actor } from '../access/actor';
import { getClient } from '../access/client';
import type { Db } from '../db/client';
import { assessmentOf } from './queries';

/** A client's self-assessment, for an auditor (D19: findings inside the review). */
export async function getClientAssessment(
  db: Db,
  actor: Actor | null,
  clientId: string,
): Promise<Assessment> {
  const client = await getClient(db, actor, clientId);
  return assessmentOf(db, client.id);
}
