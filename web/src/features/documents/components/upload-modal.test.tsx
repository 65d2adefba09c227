import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { documentMessages } from '@tenderscout/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { UploadModal } from './upload-modal';

const MB = 1024 * 1024;

const renderModal = () =>
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <UploadModal
          opened
          tenderId="cb-1"
          defaultPlatformName="CanadaBuys"
          onClose={vi.fn()}
          onUploaded={vi.fn()}
        />
      </QueryClientProvider>
    </MantineProvider>,
  );

/** A file of `size` bytes without allocating them (the modal only reads name and size). */
const fileOf = (name: string, size: number, type = 'application/octet-stream') => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const pick = async (file: File) => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await userEvent.upload(input, file, { applyAccept: false });
};

describe('UploadModal', () => {
  it('shows the exact unsupported-type message and keeps Upload disabled', async () => {
    renderModal();
    await pick(fileOf('setup.exe', 100));
    expect(await screen.findByRole('alert')).toHaveTextContent(documentMessages.unsupportedType);
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('shows the oversize message with the size and the limit of the type', async () => {
    renderModal();
    await pick(fileOf('scan.png', 26 * MB, 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent(documentMessages.tooLarge(26 * MB, 'image'));
    await pick(fileOf('rfp.pdf', 51 * MB, 'application/pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'File size (51.00 MB) exceeds 50 MB limit for PDF files.',
    );
  });

  it('accepts a file within its limit and enables Upload', async () => {
    renderModal();
    await pick(fileOf('prices.csv', 2 * MB, 'text/csv'));
    expect(await screen.findByTestId('upload-selected')).toHaveTextContent('prices.csv (2.00 MB)');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });
});
