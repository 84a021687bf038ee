import type { FastifyInstance } from 'fastify';
import { organizationRoutes as route } from '../../contract/routes/organizations';
import type { Db } from '../db/client';
import { serve } from '../http/serve';
import type { Outbox } from '../mail/outbox';
import {
  acceptInvitation,
  invite,
  listInvitations,
  previewInvitation,
  revokeInvitation,
} from './invitations';
import {
  createOrganization,
  currentOrganization,
  listMembers,
  listOrganizations,
  removeMember,
  switchOrganization,
  updateMember,
  updateOrganization,
} from './service';

/** Organizations, members and invitations (D27). */
export async function organizationRoutes(
  app: FastifyInstance,
  {
    db,
    outbox,
    publicUrl,
    secret,
  }: { db: Db; outbox: Outbox | undefined; publicUrl: string; secret: string },
): Promise<void> {
  const deps = { db, sessions: app.sessions, outbox, publicUrl, secret };
  serve(app, route.organizations, async (request) => listOrganizations(db, request.actor));
  serve(app, route.createOrganization, async (request, reply) =>
    reply.status(201).send(await createOrganization(deps, request.actor, request.body)),
  );
  serve(app, route.switchOrganization, async (request) =>
    switchOrganization(deps, request.actor, request.body.organizationId),
  );
  serve(app, route.organization, async (request) => currentOrganization(request.actor));
  serve(app, route.updateOrganization, async (request) =>
    updateOrganization(db, request.actor, request.body),
  );
  serve(app, route.members, async (request) => listMembers(db, request.actor));
  serve(app, route.updateMember, async (request) =>
    updateMember(db, request.actor, request.params.userId, request.body),
  );
  serve(app, route.removeMember, async (request, reply) => {
    await removeMember(db, request.actor, request.params.userId);
    return reply.status(204).send();
  });
  serve(app, route.invitations, async (request) => listInvitations(deps, request.actor));
  serve(app, route.invite, async (request, reply) =>
    reply.status(201).send(await invite(deps, request.actor, request.body)),
  );
  serve(app, route.revokeInvitation, async (request, reply) => {
    await revokeInvitation(db, request.actor, request.params.id);
    return reply.status(204).send();
  });
  serve(app, route.invitationPreview, async (request) => previewInvitation(db, request.params.token));
  serve(app, route.acceptInvitation, async (request) =>
    acceptInvitation(deps, request.actor, request.params.token),
  );
}
