import type { Assessment } from '../../contract/assessment';
import type { Actor } from '../access/actor';
import { getClient } from '../auditor/service';
import type { Db } from '../db/client';
import { assessmentOf } from './service';

/*
 * Apart from service.ts, which the progress figures read (D28) and the auditor's service reads
 * through them: kept here, the auditor's client check does not make that a cycle.
 */

/** A client's self-assessment, for an auditor (D19: findings inside the review). */
export async function getClientAssessment(
  db: Db,
  actor: Actor | null,
  clientId: string,
): Promise<Assessment> {
  const client = await getClient(db, actor, clientId);
  return assessmentOf(db, client.id);
}
