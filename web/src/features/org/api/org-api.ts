import type {
  AcceptInvitationBody,
  AcceptInvitationResponse,
  CommentBody,
  InvitationPreview,
  InviteBody,
  Language,
  Org,
  OrgInvitation,
  OrgRole,
  PipelineEvent,
  PipelineEventsResponse,
  PipelineItem,
  PipelineResponse,
  PipelineStage,
  TeamAnalytics,
  UpsertPipelineBody,
} from '@tenderscout/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch, apiRequest } from '../../../lib/api-client';

/** TanStack Query keys of the organization; everything under `['org']` is refetched after a change. */
export const orgKeys = {
  all: ['org'] as const,
  org: () => [...orgKeys.all, 'org'] as const,
  pipeline: (filters: PipelineFilters, language: Language) =>
    [...orgKeys.all, 'pipeline', filters, language] as const,
  item: (tenderId: string, language: Language) => [...orgKeys.all, 'item', tenderId, language] as const,
  activity: (tenderId: string) => [...orgKeys.all, 'activity', tenderId] as const,
  analytics: () => [...orgKeys.all, 'analytics'] as const,
  invitation: (token: string) => ['invitation', token] as const,
};

export interface PipelineFilters {
  stage?: PipelineStage;
  owner_id?: string;
  closing_within_days?: number;
}

const tenderPath = (tenderId: string) => `/api/org/pipeline/${encodeURIComponent(tenderId)}`;

export const useOrg = (enabled = true) =>
  useQuery({ queryKey: orgKeys.org(), queryFn: () => apiRequest<Org>('/api/org'), enabled });

const useOrgMutation = <Input, Output>(run: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgKeys.all }),
  });
};

export const useInvite = () =>
  useOrgMutation((body: InviteBody) =>
    apiRequest<OrgInvitation>('/api/org/invitations', { method: 'POST', body }),
  );

export const useUpdateMember = () =>
  useOrgMutation(({ userId, role }: { userId: string; role: OrgRole }) =>
    apiRequest<Org>(`/api/org/members/${userId}`, { method: 'PUT', body: { role } }),
  );

export const useRemoveMember = () =>
  useOrgMutation((userId: string) => apiRequest<null>(`/api/org/members/${userId}`, { method: 'DELETE' }));

export const useInvitationPreview = (token: string) =>
  useQuery({
    queryKey: orgKeys.invitation(token),
    queryFn: () => apiRequest<InvitationPreview>(`/api/org/invitations/${encodeURIComponent(token)}`),
    enabled: token !== '',
    retry: false,
  });

export const useAcceptInvitation = () =>
  useOrgMutation((body: AcceptInvitationBody) =>
    apiRequest<AcceptInvitationResponse>('/api/org/invitations/accept', { method: 'POST', body }),
  );

export const usePipeline = (filters: PipelineFilters, language: Language) =>
  useQuery({
    queryKey: orgKeys.pipeline(filters, language),
    queryFn: () => apiRequest<PipelineResponse>('/api/org/pipeline', { query: { ...filters, language } }),
  });

/** The tender's pipeline item, or null when the organization does not track it. */
export const usePipelineItem = (tenderId: string, language: Language) =>
  useQuery({
    queryKey: orgKeys.item(tenderId, language),
    queryFn: async () => {
      try {
        return await apiRequest<PipelineItem>(tenderPath(tenderId), { query: { language } });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

export const useUpsertPipeline = (language: Language) =>
  useOrgMutation(({ tenderId, body }: { tenderId: string; body: UpsertPipelineBody }) =>
    apiRequest<PipelineItem>(tenderPath(tenderId), { method: 'PUT', body, query: { language } }),
  );

export const useRemovePipeline = () =>
  useOrgMutation((tenderId: string) => apiRequest<null>(tenderPath(tenderId), { method: 'DELETE' }));

export const useActivity = (tenderId: string, enabled: boolean) =>
  useQuery({
    queryKey: orgKeys.activity(tenderId),
    queryFn: () => apiRequest<PipelineEventsResponse>(`${tenderPath(tenderId)}/activity`),
    enabled,
  });

export const useAddComment = (tenderId: string) =>
  useOrgMutation((body: CommentBody) =>
    apiRequest<PipelineEvent>(`${tenderPath(tenderId)}/comments`, { method: 'POST', body }),
  );

/** The organization's own figures: tenders and value per stage, bid and win rates, days to decide. */
export const useTeamAnalytics = () =>
  useQuery({ queryKey: orgKeys.analytics(), queryFn: () => apiRequest<TeamAnalytics>('/api/org/analytics') });

/** Downloads the same figures as CSV through the API client (the token), then hands the file to the browser. */
export const downloadTeamAnalyticsCsv = async (): Promise<void> => {
  const response = await apiFetch('/api/org/analytics.csv');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'team-analytics.csv';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
