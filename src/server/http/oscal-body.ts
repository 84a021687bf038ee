import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/**
 * The JSON body of an OSCAL import, in the plugin scope the caller registers the route in: a body
 * that is empty or not JSON answered with what is wrong with it rather than the bare "Invalid
 * request" (Fastify's own parser, prototype poisoning still refused). The route itself sets the
 * larger body limit (OSCAL_IMPORT_MAX_BYTES, 413 beyond).
 */
export function parseOscalJson(app: FastifyInstance, what: string): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body !== 'string' || body.trim() === '') {
      done(badRequest(`The body is empty: send ${what} as JSON`), undefined);
      return;
    }
    void parseJson(request, body, (error, value) => {
      if (error) done(badRequest(`The body is not valid JSON: ${error.message}`), undefined);
      else done(null, value);
    });
  });
}
