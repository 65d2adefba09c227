/** Only http(s) URLs from the data become links: a `javascript:` or `data:` value must never be clickable. */
export const safeExternalUrl = (value: string | null | undefined): string | null => {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
};
