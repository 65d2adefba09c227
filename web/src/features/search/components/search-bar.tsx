import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_SEARCH_TYPES, type DashboardSearchType } from '../url-state';

export interface SearchBarProps {
  query: string;
  type: DashboardSearchType;
  onSearch: (query: string, type: DashboardSearchType) => void;
  /** Controls placed after the Search button (the AI search panel's button). */
  extra?: ReactNode;
}

/**
 * The search box, the search-type selector (hybrid, labelled recommended, semantic, tender_id) and
 * Search. Enter searches; '/' anywhere on the page (outside a field) focuses the box.
 */
export const SearchBar = ({ query, type, onSearch, extra }: SearchBarProps) => {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState(query);
  const [draftType, setDraftType] = useState(type);
  // The URL is the truth: Back, a profile or a link replaces what is typed.
  const [shown, setShown] = useState({ query, type });
  if (shown.query !== query || shown.type !== type) {
    setShown({ query, type });
    setDraft(query);
    setDraftType(type);
  }
  useHotkeys([['slash', () => inputRef.current?.focus()]]);

  return (
    <form
      role="search"
      aria-label={t('search.bar.label')}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft, draftType);
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          ref={inputRef}
          type="search"
          aria-label={t('search.bar.input')}
          placeholder={
            draftType === 'tender_id' ? t('search.bar.placeholderId') : t('search.bar.placeholder')
          }
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            <kbd aria-hidden style={{ fontSize: 11, color: 'var(--mantine-color-dimmed)' }}>
              /
            </kbd>
          }
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          style={{ flex: '1 1 320px' }}
          size="md"
          maxLength={500}
        />
        <NativeSelect
          aria-label={t('search.bar.type')}
          value={draftType}
          onChange={(event) => {
            const next = event.currentTarget.value as DashboardSearchType;
            setDraftType(next);
            // Changing the type re-runs a search that has words in it.
            if (draft.trim() !== '') onSearch(draft, next);
          }}
          data={DASHBOARD_SEARCH_TYPES.map((value) => ({ value, label: t(`search.types.${value}`) }))}
          size="md"
        />
        <Button type="submit" size="md" leftSection={<IconSearch size={16} />}>
          {t('search.bar.submit')}
        </Button>
        {extra}
      </Group>
    </form>
  );
};
