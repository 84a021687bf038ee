import { z } from 'zod';
import type { FastifyReply } from 'fastify';

/**
 * Sends JSON serialized ahead of time (checked against the route's schema when it was made):
 * Fastify sends a JSON string, or its UTF-8 bytes, as it is, without serializing it again.
 */
export function sendJson(reply: FastifyReply, json: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

/**
 * A success answer's JSON made as Fastify's serializer makes it (fastify-type-provider-zod): the
 * value encoded by the route's schema, which drops fields the schema does not declare.
 */
export function answerJson<Schema extends z.ZodType>(schema: Schema, value: z.input<Schema>): string {
  return JSON.stringify(z.encode(schema, value as z.output<Schema>));
}
