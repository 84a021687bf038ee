import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { PRODUCT_NAME } from '../../contract/constants';
import type { Actor } from '../access/actor';
import { authorize } from '../access/authorize';

/** GET /api/docs and its JSON and YAML: a staff session's, unless published (D33). */
export function readApiDocs(actor: Actor | null): void {
  authorize(actor, 'api:docs:read');
}

/**
 * The OpenAPI description made from the routes' zod schemas, and its pages under /api/docs. They
 * map every route of the app, so by default only staff (a platform session of an auditor or
 * admin) read them; `API_DOCS=public` publishes them.
 */
export async function registerApiDocs(app: FastifyInstance, access: 'staff' | 'public'): Promise<void> {
  await app.register(swagger, {
    openapi: { info: { title: `${PRODUCT_NAME} API`, version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    ...(access === 'public'
      ? {}
      : {
          uiHooks: {
            onRequest: (request: FastifyRequest, _reply: unknown, done: (error?: Error) => void) => {
              try {
                readApiDocs(request.actor);
                done();
              } catch (error) {
                done(error as Error);
              }
            },
          },
        }),
  });
}
