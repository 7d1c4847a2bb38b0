import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CompanyDocumentKind,
  CompanyDocumentView,
  CompanyDocumentsView,
} from '@teklifal/core';
import { api } from '../../../lib/api-client.ts';
import { myCompanyQueryKey } from './keys.ts';

const documentsKey = (companyId: string) => ['companies', companyId, 'documents'] as const;

export const useCompanyDocuments = (companyId: string) =>
  useQuery({
    queryKey: documentsKey(companyId),
    queryFn: () =>
      api<CompanyDocumentsView>(`/companies/${companyId}/documents`).then((r) => r.items),
  });

export const addDocument = (props: {
  companyId: string;
  fileId: string;
  kind: CompanyDocumentKind;
}) =>
  api<CompanyDocumentView>(`/companies/${props.companyId}/documents`, {
    method: 'POST',
    body: { fileId: props.fileId, kind: props.kind },
  });

export const removeDocument = (props: { companyId: string; documentId: string }) =>
  api<void>(`/companies/${props.companyId}/documents/${props.documentId}`, { method: 'DELETE' });

function useDocumentMutation<V extends { companyId: string }>(
  mutationFn: (v: V) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (_data, variables) => {
      await queryClient.invalidateQueries({ queryKey: documentsKey(variables.companyId) });
      await queryClient.invalidateQueries({ queryKey: myCompanyQueryKey });
    },
  });
}

export const useAddDocument = () => useDocumentMutation(addDocument);
export const useRemoveDocument = () => useDocumentMutation(removeDocument);
