import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileView, UpdateProfileInput } from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { meQueryKey } from '../../../lib/session.ts';

export const updateProfile = (input: UpdateProfileInput) =>
  api<ProfileView>('/me/profile', { method: 'PATCH', body: input });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
