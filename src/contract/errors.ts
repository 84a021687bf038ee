import { z } from 'zod';
import { affirmationBlockerSchema } from './affirmation-gate';
import { ERROR_CODES } from './constants';
import { SSP_PARTS } from './ssp-gate';

export { ERROR_CODES, type ErrorCode } from './constants';

/** Every non-2xx API response (decision D5). */
export const errorEnvelopeSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  code: z.enum(ERROR_CODES).optional(),
  /** What stands in the way of an affirmation (D28), with `code: "affirmation_blocked"`. */
  blockers: z.array(affirmationBlockerSchema).optional(),
  /**
   * The implementations changed since the reviewer read them, with their versions now (issue 38),
   * with `code: "changed_since_read"`.
   */
  changed: z.array(z.object({ implementationId: z.string(), version: z.number().int() })).optional(),
  /** The part of 3.12.4 the plan lacks (`b`...`h`), with `code: "ssp_part_missing"` (D35). */
  part: z.enum(SSP_PARTS).optional(),
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
