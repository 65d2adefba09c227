import { Box, Text } from '@mantine/core';
import { diffWords } from 'diff';
import { useTranslation } from 'react-i18next';

/** Words around a change kept on each side, so a long description shows only where it changed. */
const CONTEXT_WORDS = 12;

const trimContext = (text: string, side: 'start' | 'end' | 'both'): string => {
  const words = text.split(/(\s+)/);
  const keep = CONTEXT_WORDS * 2;
  if (words.length <= keep * 2 + 1) return text;
  if (side === 'start') return `… ${words.slice(-keep).join('')}`;
  if (side === 'end') return `${words.slice(0, keep).join('')} …`;
  return `${words.slice(0, keep).join('')} … ${words.slice(-keep).join('')}`;
};

/** A readable word-by-word difference: removed words struck through, added words underlined. */
export const WordDiff = ({ before, after }: { before: string; after: string }) => {
  const { t } = useTranslation();
  const parts = diffWords(before, after);
  return (
    <Box
      component="p"
      fz="sm"
      mt={4}
      mb={0}
      p="xs"
      bg="var(--mantine-color-gray-0)"
      style={{ whiteSpace: 'pre-wrap', borderRadius: 4 }}
      aria-label={t('tenders.amendments.wordDiff')}
    >
      {parts.map((part, index) => {
        if (part.added)
          return (
            <Text key={index} component="ins" fz="sm" c="green.9" bg="green.0">
              {part.value}
            </Text>
          );
        if (part.removed)
          return (
            <Text key={index} component="del" fz="sm" c="red.9" bg="red.0">
              {part.value}
            </Text>
          );
        const side = index === 0 ? 'start' : index === parts.length - 1 ? 'end' : 'both';
        return <span key={index}>{trimContext(part.value, side)}</span>;
      })}
    </Box>
  );
};
