import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ListPageHeaderProps {
  title: ReactNode;
  /** The line under the title: how many items there are, or that they are loading (read out as it changes). */
  summary: ReactNode;
  /** Buttons on the right of the title, for the whole list. */
  actions?: ReactNode;
}

/** The heading of a page that lists the user's items (saved tenders, responses): title and count. */
export const ListPageHeader = ({ title, summary, actions }: ListPageHeaderProps) => {
  const heading = (
    <div>
      <Title order={1}>{title}</Title>
      <Text c="dimmed" aria-live="polite">
        {summary}
      </Text>
    </div>
  );
  if (actions === undefined) return heading;
  return (
    <Group justify="space-between" align="flex-end">
      {heading}
      <Group gap="sm">{actions}</Group>
    </Group>
  );
};
