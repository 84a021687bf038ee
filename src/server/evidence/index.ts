import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { companionRoutes } from './companion-routes';
import type { EvidenceDeps } from './deps';
import { localUploadRoutes } from './local-upload-routes';
import { evidenceLibraryRoutes } from './routes';
import { evidenceUploadRoutes } from './upload-routes';

/** Every evidence route, with the multipart limits of D7: one file, a few small fields. */
export const evidencePlugin: FastifyPluginAsync<EvidenceDeps> = async (app, deps) => {
  await app.register(multipart, {
    limits: { fileSize: deps.maxBytes + 1, files: 1, fields: 10, fieldSize: 4096, parts: 12 },
  });
  await app.register(evidenceLibraryRoutes, deps);
  await app.register(evidenceUploadRoutes, deps);
  await app.register(companionRoutes, deps);
  if (deps.storage.kind === 'local') await app.register(localUploadRoutes, deps);
};
