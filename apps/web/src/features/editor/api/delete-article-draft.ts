/** DELETE /api/me/articles/:id: removes a draft or a rejected article (204). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { myArticlesKey } from './get-my-articles.ts';

export const deleteArticleDraft = (id: string) =>
  api<void>(`/api/me/articles/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteArticleDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteArticleDraft,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myArticlesKey }),
  });
}
