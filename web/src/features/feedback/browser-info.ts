import type { BrowserInfo } from '@tenderscout/domain';

/** browserInfo: what helps reproduce a bug, read when the report is sent. */
export const readBrowserInfo = (): BrowserInfo => ({
  userAgent: navigator.userAgent.slice(0, 1_000),
  platform: (navigator.platform || 'unknown').slice(0, 200),
  language: navigator.language.slice(0, 50),
  viewport: `${window.innerWidth}x${window.innerHeight}`,
  url: window.location.href.slice(0, 2_000),
  timestamp: new Date().toISOString(),
});

export const readFileAsDataUrl = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    // readAsDataURL always yields a string.
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
