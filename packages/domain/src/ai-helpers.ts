export const nullToUndefined = (value: unknown) => (value === null ? undefined : value);
