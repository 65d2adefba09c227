import { Center, Loader, ScrollArea, Table, Tabs, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const MAX_ROWS = 500;

const cellText = (cell: unknown): string => {
  if (typeof cell === 'string') return cell;
  if (typeof cell === 'number' || typeof cell === 'boolean') return String(cell);
  return cell === null || cell === undefined ? '' : JSON.stringify(cell);
};

interface Sheet {
  name: string;
  rows: string[][];
}

export interface SpreadsheetViewProps {
  url: string;
  onError: () => void;
}

/** Fetches the file and reads every sheet with SheetJS (loaded on first use); the first sheet is active. */
const useWorkbook = (url: string, onError: () => void) => {
  const [sheets, setSheets] = useState<Sheet[] | null>(null);
  const [active, setActive] = useState<string | null>(null);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });

  useEffect(() => {
    let cancelled = false;
    const load = async () => {
      try {
        const response = await fetch(url);
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const bytes = await response.arrayBuffer();
        const XLSX = await import('@e965/xlsx');
        const workbook = XLSX.read(bytes, { type: 'array', dense: true, cellHTML: false });
        const read = workbook.SheetNames.map((name) => {
          const sheet = workbook.Sheets[name];
          const rows = sheet
            ? XLSX.utils.sheet_to_json<unknown[]>(sheet, {
                header: 1,
                raw: false,
                defval: '',
                blankrows: false,
              })
            : [];
          return { name, rows: rows.map((row) => row.map(cellText)) };
        });
        if (!cancelled) {
          setSheets(read);
          setActive(read[0]?.name ?? null);
        }
      } catch {
        if (!cancelled) onErrorRef.current();
      }
    };
    void load();
    return () => {
      cancelled = true;
    };
  }, [url]);
  return { sheets, active, setActive };
};

/** One sheet as a table: the first row as the header, rows padded to the widest, at most MAX_ROWS shown. */
const SheetTable = ({ sheet }: { sheet: Sheet }) => {
  const { t } = useTranslation();
  if (sheet.rows.length === 0) return <Text c="dimmed">{t('documents.viewer.emptySheet')}</Text>;
  const [header = [], ...body] = sheet.rows.slice(0, MAX_ROWS + 1);
  const width = Math.max(...sheet.rows.slice(0, MAX_ROWS + 1).map((row) => row.length));
  const pad = (row: string[]) => [...row, ...Array<string>(Math.max(0, width - row.length)).fill('')];
  return (
    <>
      <ScrollArea h="60vh" type="auto">
        <Table striped withTableBorder withColumnBorders stickyHeader fz="xs">
          <Table.Thead>
            <Table.Tr>
              {pad(header).map((cell, index) => (
                <Table.Th key={index}>{cell}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {body.map((row, rowIndex) => (
              <Table.Tr key={rowIndex}>
                {pad(row).map((cell, index) => (
                  <Table.Td key={index}>{cell}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {sheet.rows.length > MAX_ROWS + 1 && (
        <Text fz="xs" c="dimmed" mt="xs">
          {t('documents.viewer.rowsShown', { shown: MAX_ROWS, total: sheet.rows.length - 1 })}
        </Text>
      )}
    </>
  );
};

/** CSV, XLSX and XLS read with SheetJS and shown as a table per sheet (the first 500 rows). */
export const SpreadsheetView = ({ url, onError }: SpreadsheetViewProps) => {
  const { t } = useTranslation();
  const { sheets, active, setActive } = useWorkbook(url, onError);

  if (!sheets) {
    return (
      <Center h={300} role="status" aria-label={t('documents.viewer.loading')}>
        <Loader />
      </Center>
    );
  }
  if (sheets.length === 1) return <SheetTable sheet={sheets[0]!} />;
  return (
    <Tabs value={active} onChange={setActive}>
      <Tabs.List aria-label={t('documents.viewer.sheet')}>
        {sheets.map((sheet) => (
          <Tabs.Tab key={sheet.name} value={sheet.name}>
            {sheet.name}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {sheets.map((sheet) => (
        <Tabs.Panel key={sheet.name} value={sheet.name} pt="sm">
          <SheetTable sheet={sheet} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
};
