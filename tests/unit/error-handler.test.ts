import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorHandler } from '../../src/server/http/errors';

/** The error handler's nets (D5): what reaches it from PostgreSQL or the multipart parser. */
async function answer(error: Error) {
  const app = Fastify({ logger: false });
  app.setErrorHandler(errorHandler);
  app.get('/', async () => {
    throw error;
  });
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return { status: response.statusCode, body: response.json() as { message: string } };
}

/** As a query builder wraps the driver's error: the SQLSTATE is on `cause`. */
function databaseError(code: string) {
  return Object.assign(new Error('Failed query: select ...'), {
    cause: Object.assign(new Error('pg'), { code }),
  });
}

describe('errorHandler', () => {
  it.each(['22021', '22P05', '22P02'])(
    'answers PostgreSQL %s (a value refused as text) with a 400',
    async (code) => {
      expect(await answer(databaseError(code))).toEqual({
        status: 400,
        body: { message: 'Invalid request: a value is not accepted as text' },
      });
      expect((await answer(Object.assign(new Error('pg'), { code }))).status).toBe(400);
    },
  );

  it('keeps other database errors a 500 without details', async () => {
    const { status, body } = await answer(databaseError('23505'));
    expect(status).toBe(500);
    expect(body.message).toMatch(/^Something went wrong \(request /);
  });

  it.each([
    'Multipart: Boundary not found',
    'Boundary required',
    'The needle cannot be an empty String/Buffer.',
    'The needle cannot have a length bigger than 256.',
    'Unexpected end of multipart data',
    'Part terminated early due to unexpected end of multipart data',
  ])('answers the multipart parser\'s "%s" with a 400', async (message) => {
    expect(await answer(new Error(message))).toEqual({
      status: 400,
      body: { message: 'The multipart form is malformed' },
    });
  });

  it('answers an unsupported multipart content type with a 415', async () => {
    expect((await answer(new Error('Unsupported Content-Type.'))).status).toBe(415);
  });
});
