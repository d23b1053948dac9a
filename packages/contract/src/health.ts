/** GET /api/health: whether the server and its database answer. */
import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    ok: z.boolean(),
  }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
