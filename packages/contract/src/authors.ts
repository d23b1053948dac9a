/** Who wrote a piece of content: a member (id set) or, for seeded content, a named editor (id null). */
import { z } from 'zod';

export const authorSchema = z.object({ id: z.string().nullable(), name: z.string() });
export type Author = z.infer<typeof authorSchema>;
