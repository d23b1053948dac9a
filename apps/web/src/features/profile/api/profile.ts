/** The member's profile: query options shared by loaders and components, and the username update. */
import type { ProfileResponse, UpdateProfileRequest } from '@tinkerlabs/contract/profile';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { announceAuthChange } from '@/lib/auth/session-store.ts';

export const profileQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: () => api<ProfileResponse>('/api/profile'),
});

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileRequest) =>
      api<ProfileResponse>('/api/profile', { method: 'PATCH', body: input }),
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQuery.queryKey, profile);
      await announceAuthChange(); // the header shows the new name; other tabs follow
    },
  });
}
