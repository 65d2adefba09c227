import { List, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <Table.Tr>
    <Table.Th w={240} fw={500} c="dimmed" style={{ verticalAlign: 'top' }}>
      {label}
    </Table.Th>
    <Table.Td>{children}</Table.Td>
  </Table.Tr>
);

export const FactTable = ({ children }: { children: ReactNode }) => (
  <Table withRowBorders={false} verticalSpacing={6}>
    <Table.Tbody>{children}</Table.Tbody>
  </Table>
);

export const ListOrNone = ({ items }: { items: string[] }) => {
  const { t } = useTranslation();
  if (items.length === 0) return <Text c="dimmed">{t('tenders.sections.noneListed')}</Text>;
  return (
    <List size="sm" spacing={2}>
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
};
