/** The build manifest the app polls (`/builds/latest.json`) to learn that a newer version is deployed. */
import { z } from 'zod';

export const buildInfoSchema = z.object({
  id: z.string().min(1),
  /** ISO 8601 time of the build. */
  time: z.string(),
});
export type BuildInfo = z.infer<typeof buildInfoSchema>;
