/** A member's saved lab programs (/api/me/snippets): the list per lab, reopening one, saving one. */
import type {
  CreateSnippetRequest,
  Snippet,
  SnippetLab,
  SnippetListResponse,
} from '@tinkerlabs/contract/snippets';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const snippetListQuery = (lab: SnippetLab) =>
  queryOptions({
    queryKey: ['snippets', lab],
    queryFn: () => api<SnippetListResponse>(`/api/me/snippets?lab=${lab}`),
  });

export const fetchSnippet = (id: string) => api<Snippet>(`/api/me/snippets/${id}`);

export function useSaveSnippet(lab: SnippetLab) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<CreateSnippetRequest, 'lab'>) =>
      api<Snippet>('/api/me/snippets', { method: 'POST', body: { ...input, lab } }),
    onSuccess: async () => {
      const { queryKey } = snippetListQuery(lab);
      // A list read still in flight began before the save: invalidating alone would wait for that
      // answer, without the new snippet, and keep it. Dropping it makes the refetch read after the save.
      await queryClient.cancelQueries({ queryKey });
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
