import type { DomainProgress, OverallProgress } from '../../contract/progress';
import type { Actor } from '../access/actor';
import { authorize, organizationOf } from '../access/authorize';
import type { Db } from '../db/client';
import { domainProgressOf, overallProgressOf } from './queries';

/** The signed-in business's own progress. */
export async function getOverallProgress(db: Db, actor: Actor | null): Promise<OverallProgress> {
  authorize(actor, 'workspace:read:own');
  return overallProgressOf(db, organizationOf(actor));
}

export async function getDomainProgress(db: Db, actor: Actor | null): Promise<DomainProgress[]> {
  authorize(actor, 'workspace:read:own');
  return domainProgressOf(db, organizationOf(actor));
}
