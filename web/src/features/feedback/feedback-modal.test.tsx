import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import { clearErrors, installErrorLogger } from '../../lib/error-logger';
import { FeedbackModal } from './feedback-modal';

const renderModal = (onClose = vi.fn()) => {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <FeedbackModal opened onClose={onClose} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onClose;
};

const fileOfSize = (name: string, type: string, size: number) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// Rendering Mantine's modal in jsdom is slow on a loaded 2-core machine.
describe('Feedback modal', { timeout: 20_000 }, () => {
  beforeAll(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    installErrorLogger();
  });
  afterEach(() => {
    clearErrors();
    vi.unstubAllGlobals();
  });

  it('names its close button, and closing it calls onClose', async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = renderModal();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it("previews the first 3 captured errors with '+N more'", () => {
    for (let index = 1; index <= 5; index += 1) console.error(`Probe error ${index}`);
    renderModal();
    expect(screen.getByRole('checkbox', { name: 'Include console errors (5)' })).toBeChecked();
    const preview = screen.getByRole('list', { name: 'Include console errors (5)' });
    expect(preview).toHaveTextContent('Probe error 5');
    expect(preview).toHaveTextContent('Probe error 3');
    expect(preview).not.toHaveTextContent('Probe error 2');
    expect(preview).toHaveTextContent('+2 more');
  });

  it('asks for the required fields, and a title of at most 100 characters', async () => {
    const user = userEvent.setup({ delay: null });
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderModal();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    await user.click(screen.getByRole('textbox', { name: /Title/ }));
    await user.paste('x'.repeat(101));
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Details');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Title must be 100 characters or fewer');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a screenshot that is not an image or is over 5MB', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderModal();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, fileOfSize('notes.pdf', 'application/pdf', 100));
    expect(screen.getByText('Please select an image file')).toBeInTheDocument();
    await user.upload(input, fileOfSize('huge.png', 'image/png', 5_242_881));
    expect(screen.getByText('Screenshot must be less than 5MB')).toBeInTheDocument();
  });

  it("keeps the server's message and re-enables the form on failure; thanks and closes after 2 s on success", async () => {
    const user = userEvent.setup({ delay: null });
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(answer(429, { detail: 'Too many requests; try again in 60 s' }))
      .mockResolvedValueOnce(answer(201, { id: 'f1', status: 'open', submitted_at: '2026-01-01T00:00:00Z' }));
    vi.stubGlobal('fetch', fetch);
    const onClose = renderModal();
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Search is slow');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Takes ten seconds');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests; try again in 60 s');
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Search is slow');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();

    const request = fetch.mock.calls[0] as [URL, RequestInit];
    expect(String(request[0])).toMatch(/\/feedback$/);
    const body = JSON.parse(request[1].body as string) as Record<string, unknown>;
    expect(body).toMatchObject({
      type: 'bug',
      title: 'Search is slow',
      category: 'general',
      priority: 'medium',
      email: null,
      screenshot: null,
    });
    const browserInfo = body.browserInfo as { language: string; url: string; viewport: string };
    expect(browserInfo).toMatchObject({ language: navigator.language, url: window.location.href });
    expect(browserInfo.viewport).toMatch(/^\d+x\d+$/);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thank you!')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 3_000 });
  });
});
