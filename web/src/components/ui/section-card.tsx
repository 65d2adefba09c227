import { Card, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A bordered card that is a page section named by its heading (`aria-labelledby`), so a screen reader lists it
 * among the page's regions. An icon, when given, stands before the heading.
 */
export const SectionCard = ({
  id,
  title,
  icon,
  size = 'md',
  children,
}: {
  id: string;
  title: ReactNode;
  icon?: ReactNode;
  size?: 'md' | 'h4';
  children: ReactNode;
}) => (
  <Card withBorder component="section" aria-labelledby={id}>
    {icon ? (
      <Group gap="xs" mb="xs">
        {icon}
        <Title order={2} fz={size} id={id}>
          {title}
        </Title>
      </Group>
    ) : (
      <Title order={2} fz={size} id={id} mb="xs">
        {title}
      </Title>
    )}
    {children}
  </Card>
);
