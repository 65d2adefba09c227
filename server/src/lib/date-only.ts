/** `YYYY-MM-DD` from a pg `date` (parsed by pg as local midnight) or a string. */
export const toDateOnly = (value: Date | string | null): string | null => {
  if (value === null) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
};

export const toIsoInstant = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();
