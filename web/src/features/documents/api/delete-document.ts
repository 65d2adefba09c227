import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { documentKeys } from './get-documents';

/** DELETE /api/documents/{id}: the caller removes one of their own uploads. */
export const deleteDocument = (id: string) =>
  apiRequest<void>(`/api/documents/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const useDeleteDocument = (tenderId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentKeys.forTender(tenderId) }),
  });
};
