/** TanStack Query keys of the AI feature. */
export const aiKeys = {
  all: ['ai'] as const,
  profile: () => [...aiKeys.all, 'profile'] as const,
  templates: () => [...aiKeys.all, 'templates'] as const,
  recommendations: (request: object) => [...aiKeys.all, 'recommendations', request] as const,
  fit: (tenderId: string) => [...aiKeys.all, 'fit', tenderId] as const,
  summary: (tenderId: string, language: string) => [...aiKeys.all, 'summary', tenderId, language] as const,
};
