import { z } from 'zod';

/** Every non-2xx API response (decision D5). */
export const errorEnvelopeSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const healthSchema = z.object({ status: z.literal('ok') });
