import { expect, test, type APIRequestContext } from '@playwright/test';
import { makeTextPdf } from '../../server/test/documents-fixtures';
import { createApprovedUser, signIn } from './support/accounts';

// A real notice from data/canadabuys (loaded into the empty store at start).
const TENDER = { id: 'cb-543-23958405', title: 'SAP Professional Services' };

/** An approved user (pdf_upload is on by default), made through the API: registration, then approval. */
const createUploader = (request: APIRequestContext) =>
  createApprovedUser(
    request,
    { email: `uploader.${Date.now()}@example.ca`, password: 'uploader-password', name: 'Uma Uploader' },
    'Uploads Inc.',
  );

test('upload a PDF to a tender, watch it get processed, and read it in the viewer', async ({
  page,
  request,
}) => {
  const user = await createUploader(request);
  await signIn(page, user);
  await page.goto(`/tender/${TENDER.id}`);
  await expect(page.getByRole('heading', { level: 1, name: TENDER.title })).toBeVisible();
  const card = page.getByRole('region', { name: 'Documents' });
  await expect(card).toBeVisible();

  // An unsupported file is refused in the modal with the exact message.
  await card.getByRole('button', { name: 'Upload document' }).click();
  const modal = page.getByRole('dialog', { name: 'Upload document' });
  const input = modal.locator('input[type="file"]');
  await input.setInputFiles({
    name: 'setup.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ'),
  });
  await expect(modal.getByRole('alert')).toHaveText(
    'Unsupported file type. Please upload PDF, Image (JPG, PNG, TIFF), or Spreadsheet (CSV, Excel) files.',
  );

  // A real two-page PDF uploads, with the success message.
  const name = `statement-of-work-${Date.now()}.pdf`;
  const pdf = makeTextPdf(2, `Journey marker ${Date.now()}`);
  await input.setInputFiles({ name, mimeType: 'application/pdf', buffer: pdf });
  await expect(modal.getByTestId('upload-selected')).toContainText(name);
  await modal.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('PDF uploaded successfully!')).toBeVisible();
  await expect(modal).toBeHidden();

  // The queue worker extracts its text: the row moves to Processed with its page count.
  const row = card.getByTestId('document-row').filter({ hasText: name });
  await expect(row).toContainText('Processed', { timeout: 20_000 });
  await expect(row).toContainText('2 pages');
  await expect(card.getByTestId('tender-processing-status')).toHaveText('Text extraction: Processed');

  // The viewer renders it with PDF.js: page count, paging and zoom.
  await row.getByRole('button', { name: `View ${name}` }).click();
  const viewer = page.getByRole('dialog', { name });
  await expect(viewer.getByTestId('pdf-page-indicator')).toHaveText('Page 1 of 2');
  await viewer.getByRole('button', { name: 'Next page' }).click();
  await expect(viewer.getByTestId('pdf-page-indicator')).toHaveText('Page 2 of 2');
  await expect(viewer.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await viewer.getByRole('button', { name: 'Zoom in' }).click();
  await expect(viewer.getByText('125%')).toBeVisible();
  const canvas = viewer.locator('canvas');
  await expect.poll(async () => (await canvas.boundingBox())?.width ?? 0).toBeGreaterThan(700);
});
