import { z } from 'zod';

/**
 * Machine-readable reasons, for the few refusals a client must tell apart from the others with
 * the same status: a sign-in that needs the second step of D20, or whose code was wrong.
 */
export const ERROR_CODES = ['totp_required', 'totp_invalid'] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Every non-2xx API response (decision D5). */
export const errorEnvelopeSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  code: z.enum(ERROR_CODES).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** The 503 of a request that failed because the database was down or did not answer in time. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable; try again shortly';

export const healthSchema = z.object({ status: z.literal('ok') });

/** The error responses a route declares, each in the envelope: `errorResponses(401, 403)`. */
export function errorResponses<const S extends number>(
  ...statuses: S[]
): Record<S, typeof errorEnvelopeSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema])) as Record<
    S,
    typeof errorEnvelopeSchema
  >;
}
