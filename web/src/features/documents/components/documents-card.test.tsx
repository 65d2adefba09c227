import type { StoredDocument, TenderDetail, TenderDocumentsResponse } from '@tenderscout/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import '../../../lib/i18n';
import { installFakeApi } from '../../../test/fake-api';
import { DocumentsCard } from './documents-card';

const TENDER = {
  tender_id: 'cb-1',
  platform_classification: { platform_name: 'CanadaBuys' },
} as TenderDetail;

const stored = (overrides: Partial<StoredDocument>): StoredDocument => ({
  id: 'd1',
  tender_id: 'cb-1',
  source: 'upload',
  url: 'urn:tenderscout:document:d1',
  filename: 'my-annex.pdf',
  title: 'my-annex.pdf',
  file_type: 'pdf',
  kind: 'pdf',
  language: null,
  size_bytes: 524_288,
  size_mb: 0.5,
  checksum: null,
  platform_name: 'CanadaBuys',
  is_stored: true,
  status: 'completed',
  error: null,
  page_count: 3,
  has_text: true,
  created_at: '2026-11-24T10:00:00.000Z',
  processed_at: '2026-11-24T10:00:05.000Z',
  ...overrides,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DocumentsCard', () => {
  it("shows the caller's uploads with type, size and status, and deletes one after confirming", async () => {
    let documents: StoredDocument[] = [
      stored({}),
      stored({
        id: 'd2',
        url: 'urn:tenderscout:document:d2',
        filename: 'broken.pdf',
        status: 'failed',
        error: 'The file is not a readable PDF (bad XRef).',
        page_count: null,
        has_text: false,
      }),
    ];
    const api = installFakeApi({
      'GET /api/documents': () => ({
        body: {
          tender_id: 'cb-1',
          pdfProcessingStatus: 'completed',
          documents,
        } satisfies TenderDocumentsResponse,
      }),
      'DELETE /api/documents/d1': () => {
        documents = documents.filter((document) => document.id !== 'd1');
        return { status: 204 };
      },
    });
    const onTenderChanged = vi.fn();
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <ModalsProvider>
            <Notifications />
            <DocumentsCard tender={TENDER} canUpload onTenderChanged={onTenderChanged} />
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>,
    );

    const rows = await screen.findAllByTestId('document-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByText('my-annex.pdf')).toBeInTheDocument();
    expect(first.getByText('PDF')).toBeInTheDocument();
    expect(first.getByText('Your upload')).toBeInTheDocument();
    expect(first.getByText('0.50 MB')).toBeInTheDocument();
    expect(first.getByText('Processed')).toBeInTheDocument();
    expect(
      within(rows[1]!).getByLabelText('Failed: The file is not a readable PDF (bad XRef).'),
    ).toBeInTheDocument();

    await userEvent.click(first.getByRole('button', { name: 'Delete my-annex.pdf' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('my-annex.pdf was deleted.')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/documents/d1')).toHaveLength(1);
    expect(onTenderChanged).toHaveBeenCalled();
    await vi.waitFor(() => expect(screen.getAllByTestId('document-row')).toHaveLength(1));
    expect(screen.queryByText('my-annex.pdf', { selector: 'p' })).toBeNull();
  });
});
