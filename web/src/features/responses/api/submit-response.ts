import type { ResponseDraft } from '@tenderscout/domain';
import { apiRequest } from '../../../lib/api-client';
import { responsePath } from './response-keys';

export const submitResponse = (tenderId: string) =>
  apiRequest<ResponseDraft>(responsePath(tenderId, '/submit'), { method: 'POST' });
