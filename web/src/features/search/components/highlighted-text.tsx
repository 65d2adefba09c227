import { Text, type TextProps } from '@mantine/core';
import { parseHighlight } from '../highlight';

/** A highlight fragment as React text nodes and <mark> elements (never as HTML). */
export const HighlightedText = ({ fragment, ...props }: { fragment: string } & TextProps) => (
  <Text {...props}>
    {parseHighlight(fragment).map((part, index) =>
      part.isMatch ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
    )}
  </Text>
);
