import { Alert, Anchor, Badge, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { NL_SEARCH_DEFAULT_RESULTS, type AiUserProfile } from '@tenderscout/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths';
import { useNaturalLanguageSearch } from '../api/nl-search';

/** The AI panel's natural-language search: a sentence in, the explanation above the results. */
export const NlSearchBox = ({ profile }: { profile: AiUserProfile | null }) => {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const search = useNaturalLanguageSearch();
  const isBlank = query.trim() === '';

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (isBlank) return;
    search.mutate({
      query: query.trim(),
      user_profile: profile,
      include_explanation: true,
      max_results: NL_SEARCH_DEFAULT_RESULTS,
      result_type: 'detailed',
    });
  };

  const data = search.data;
  return (
    <Stack gap="sm">
      <form onSubmit={submit} role="search" aria-label={t('ai.search.label')}>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('ai.search.label')}
            placeholder={t('ai.search.placeholder')}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
          />
          <Button
            type="submit"
            disabled={isBlank}
            loading={search.isPending}
            leftSection={<IconSparkles size={16} />}
          >
            {t('ai.search.submit')}
          </Button>
        </Group>
      </form>
      {search.isPending && <Loader size="sm" aria-label={t('ai.search.loading')} />}
      {search.isError && (
        <Alert color="red" role="alert" title={t('ai.search.failed')}>
          {search.error.message}
        </Alert>
      )}
      {data && (
        <Stack gap="xs" aria-label={t('ai.search.resultsLabel')}>
          {data.search_explanation && (
            <Alert
              color="blue"
              variant="light"
              title={t('ai.search.understood')}
              data-testid="ai-search-explanation"
            >
              <Text fz="sm">{data.search_explanation.summary}</Text>
              <Group gap={4} mt={6}>
                {data.search_explanation.filters.map((filter) => (
                  <Badge key={`${filter.field}:${filter.value}`} variant="outline" size="sm" tt="none">
                    {filter.value}
                  </Badge>
                ))}
              </Group>
              {data.search_explanation.notes.map((note) => (
                <Text key={note} fz="xs" c="dimmed" mt={4}>
                  {note}
                </Text>
              ))}
            </Alert>
          )}
          <Text fz="sm" c="dimmed">
            {t('ai.search.count', { count: data.total_results })}
          </Text>
          {data.results.length === 0 ? (
            <Text fz="sm">{t('ai.search.none')}</Text>
          ) : (
            <ul style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('ai.search.resultsLabel')}>
              {data.results.map((result) => (
                <li key={result.id} style={{ marginBottom: 8 }}>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    {/* A full page load, like the recommendations (SPEC.md §2). */}
                    <Anchor href={paths.tender(result.id)} fz="sm" fw={600}>
                      {result.title || t('ai.untitled')}
                    </Anchor>
                    <Badge variant="light">
                      {t('ai.percent', { value: Math.round(result.score * 100) })}
                    </Badge>
                  </Group>
                  <Text fz="xs" c="dimmed">
                    {result.organization ?? t('ai.defaultOrganization')}
                  </Text>
                  {result.match_reasons.slice(0, 2).map((reason) => (
                    <Text key={reason} fz="xs">
                      {reason}
                    </Text>
                  ))}
                </li>
              ))}
            </ul>
          )}
        </Stack>
      )}
    </Stack>
  );
};
