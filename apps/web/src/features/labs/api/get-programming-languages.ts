/** GET /api/labs/programming: the programming pages (C++, Python, TinyML, MicroPython) with their summaries. */
import type { ProgrammingListResponse } from '@tinkerlabs/contract/programming';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const programmingLanguagesQuery = queryOptions({
  queryKey: ['labs', 'programming', 'list'],
  queryFn: ({ signal }) => api<ProgrammingListResponse>('/api/labs/programming', { signal }),
});
