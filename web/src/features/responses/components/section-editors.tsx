import { Badge, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import {
  countWords,
  isRequiredSection,
  RESPONSE_SECTION_KEYS,
  requirementsAddressedBy,
  splitParagraphs,
  type ResponseSectionKey,
  type TenderRequirement,
} from '@tenderscout/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResponseEditor } from '../hooks/use-response-editor';

const ParagraphFacts = ({ text, requirements }: { text: string; requirements: TenderRequirement[] }) => {
  const { t } = useTranslation();
  const rows = splitParagraphs(text)
    .map((paragraph, index) => ({ index, facts: requirementsAddressedBy(paragraph, requirements) }))
    .filter((row) => row.facts.length > 0);
  if (rows.length === 0) return null;
  return (
    <Stack gap={2} aria-label={t('responses.builder.factsLabel')}>
      {rows.map((row) => (
        <Text key={row.index} fz="xs" c="dimmed">
          {t('responses.builder.paragraphFacts', {
            number: row.index + 1,
            facts: row.facts.map((fact) => fact.label).join(' · '),
          })}
        </Text>
      ))}
    </Stack>
  );
};

interface SectionEditorProps {
  sectionKey: ResponseSectionKey;
  editor: ResponseEditor;
  requirements: TenderRequirement[];
  isBusy: boolean;
  isGenerating: boolean;
  onAssist: (key: ResponseSectionKey) => void;
  renderSectionAside?: (section: ResponseSectionKey) => ReactNode;
  /** A viewer's builder: the text reads, nothing changes it. */
  readOnly?: boolean;
}

const SectionEditor = ({
  sectionKey: key,
  editor,
  requirements,
  isBusy,
  isGenerating,
  onAssist,
  renderSectionAside,
  readOnly = false,
}: SectionEditorProps) => {
  const { t } = useTranslation();
  const words = countWords(editor.sections[key]);
  return (
    <Card withBorder component="section" aria-labelledby={`section-${key}`}>
      <Group justify="space-between" mb="xs">
        <Group gap="xs">
          <Title order={2} fz="lg" id={`section-${key}`}>
            {t(`responses.sections.${key}.title`)}
          </Title>
          {isRequiredSection(key) && (
            <Badge size="xs" color="red" variant="light">
              {t('responses.builder.required')}
            </Badge>
          )}
        </Group>
        {key !== 'additional_info' && !readOnly && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconSparkles size={14} />}
            onClick={() => onAssist(key)}
            loading={isBusy}
            disabled={isGenerating && !isBusy}
            aria-label={t('responses.builder.assistLabel', {
              section: t(`responses.sections.${key}.title`),
            })}
          >
            {t('responses.builder.assist')}
          </Button>
        )}
      </Group>
      <Textarea
        aria-labelledby={`section-${key}`}
        placeholder={t(`responses.sections.${key}.placeholder`)}
        autosize
        minRows={5}
        maxRows={24}
        value={editor.sections[key]}
        onChange={(event) => editor.edit(key, event.currentTarget.value)}
        readOnly={isBusy || readOnly}
      />
      {renderSectionAside?.(key)}
      <Group justify="space-between" mt={6} align="flex-start">
        <ParagraphFacts text={editor.sections[key]} requirements={requirements} />
        <Text fz="xs" c="dimmed" ml="auto" data-testid={`words-${key}`}>
          {t('responses.builder.words', { count: words })}
        </Text>
      </Group>
    </Card>
  );
};

export const SectionEditorList = ({
  generating,
  ...props
}: Omit<SectionEditorProps, 'sectionKey' | 'isBusy'> & { generating: Set<ResponseSectionKey> }) => (
  <Stack gap="lg">
    {RESPONSE_SECTION_KEYS.map((key) => (
      <SectionEditor key={key} sectionKey={key} isBusy={generating.has(key)} {...props} />
    ))}
  </Stack>
);
