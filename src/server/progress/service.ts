import { progressRoutes } from '../../contract/routes/progress';
import type { Actor } from '../access/actor';
import { authorize, organizationOf } from '../access/authorize';
import type { Db } from '../db/client';
import type { OrganizationRead } from '../http/read-model';
import { answerJson } from '../http/send-json';
import { domainProgressOf, overallProgressOf } from './queries';

/** The signed-in business's own progress, served from the read model (issue 28). */
export function overallProgressRead(db: Db, actor: Actor | null): OrganizationRead {
  authorize(actor, 'workspace:read:own');
  const organizationId = organizationOf(actor);
  return {
    organizationId,
    name: 'overall-progress',
    json: async () =>
      answerJson(progressRoutes.overallProgress.answers[200], await overallProgressOf(db, organizationId)),
  };
}

export function domainProgressRead(db: Db, actor: Actor | null): OrganizationRead {
  authorize(actor, 'workspace:read:own');
  const organizationId = organizationOf(actor);
  return {
    organizationId,
    name: 'domain-progress',
    json: async () =>
      answerJson(progressRoutes.domainProgress.answers[200], await domainProgressOf(db, organizationId)),
  };
}
