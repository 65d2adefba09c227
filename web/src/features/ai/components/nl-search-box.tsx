import { Alert, Anchor, Badge, Box, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import {
  NL_SEARCH_DEFAULT_RESULTS,
  nlStructureToDashboard,
  type AiUserProfile,
  type DashboardFilters,
  type NlSearchResponse,
} from '@tenderscout/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterChipList, useFilterChips } from '../../../components/ui/filter-chips';
import { useApiLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useNaturalLanguageSearch } from '../api/nl-search';

type Explanation = NonNullable<NlSearchResponse['search_explanation']>;

/** What the sentence was understood as: a summary, the filters as chips, notes, and where it was applied. */
const SearchExplanation = ({
  explanation,
  filters,
  isApplied,
  onShowDashboard,
}: {
  explanation: Explanation;
  filters: DashboardFilters;
  isApplied: boolean;
  onShowDashboard?: () => void;
}) => {
  const { t } = useTranslation();
  const chips = useFilterChips(filters);
  return (
    <Alert color="blue" variant="light" title={t('ai.search.understood')} data-testid="ai-search-explanation">
      <Text fz="sm">{explanation.summary}</Text>
      <Box mt={6}>
        <FilterChipList
          label={t('ai.search.filtersLabel')}
          chips={chips.map((chip) => ({ key: chip.key, label: chip.label }))}
        />
      </Box>
      {explanation.notes.map((note) => (
        <Text key={note} fz="xs" c="dimmed" mt={4}>
          {note}
        </Text>
      ))}
      {isApplied && (
        <Group gap="xs" mt={6} wrap="wrap">
          <Text fz="xs">{t('ai.search.applied')}</Text>
          {onShowDashboard && (
            <Button size="compact-xs" variant="light" onClick={onShowDashboard}>
              {t('ai.search.showOnDashboard')}
            </Button>
          )}
        </Group>
      )}
    </Alert>
  );
};

const SearchResultList = ({ results }: { results: NlSearchResponse['results'] }) => {
  const { t } = useTranslation();
  return (
    <ul style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('ai.search.resultsLabel')}>
      {results.map((result) => (
        <li key={result.id} style={{ marginBottom: 8 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            {/* A full page load, like the recommendations. */}
            <Anchor
              href={paths.tender(result.id)}
              fz="sm"
              fw={600}
              style={{ minWidth: 0, overflowWrap: 'anywhere' }}
            >
              {result.title || t('ai.untitled')}
            </Anchor>
            <Badge variant="light" style={{ flexShrink: 0 }}>
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
  );
};

/** The answer: how the sentence was understood, then the matching tenders. */
const SearchAnswer = ({
  data,
  isApplied,
  onShowDashboard,
}: {
  data: NlSearchResponse;
  isApplied: boolean;
  onShowDashboard?: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" aria-label={t('ai.search.resultsLabel')}>
      {data.search_explanation && (
        <SearchExplanation
          explanation={data.search_explanation}
          filters={nlStructureToDashboard(data.interpreted).filters}
          isApplied={isApplied}
          onShowDashboard={onShowDashboard}
        />
      )}
      <Text fz="sm" c="dimmed">
        {t('ai.search.count', { count: data.total_results })}
      </Text>
      {data.results.length === 0 ? (
        <Text fz="sm">{t('ai.search.none')}</Text>
      ) : (
        <SearchResultList results={data.results} />
      )}
    </Stack>
  );
};

/**
 * The AI panel's natural-language search: a sentence in, the explanation above the results. What was
 * understood also goes to the dashboard (`onApplySearch`): the words left to search, and each filter as a chip
 * there that can be removed.
 */
export const NlSearchBox = ({
  profile,
  onApplySearch,
  onShowDashboard,
}: {
  profile: AiUserProfile | null;
  onApplySearch?: (search: { query: string; filters: DashboardFilters }) => void;
  onShowDashboard?: () => void;
}) => {
  const { t } = useTranslation();
  const language = useApiLanguage();
  const [query, setQuery] = useState('');
  const search = useNaturalLanguageSearch();
  const isBlank = query.trim() === '';

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (isBlank) return;
    search.mutate(
      {
        query: query.trim(),
        user_profile: profile,
        include_explanation: true,
        max_results: NL_SEARCH_DEFAULT_RESULTS,
        result_type: 'detailed',
        language,
      },
      { onSuccess: (answer) => onApplySearch?.(nlStructureToDashboard(answer.interpreted)) },
    );
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
      {search.isPending && <Loader size="sm" role="progressbar" aria-label={t('ai.search.loading')} />}
      {search.isError && (
        <Alert color="red" role="alert" title={t('ai.search.failed')}>
          {search.error.message}
        </Alert>
      )}
      {data && (
        <SearchAnswer data={data} isApplied={onApplySearch !== undefined} onShowDashboard={onShowDashboard} />
      )}
    </Stack>
  );
};
