/** The field schemas of an object schema of the contract, as much of them as this needs. */
interface ObjectSchema {
  shape: Record<string, { safeParse: (value: unknown) => { success: boolean } }>;
}

/** The empty values a field may take, most neutral first. */
const EMPTY_VALUES: ReadonlyArray<() => unknown> = [() => null, () => [], () => false, () => '', () => 0];

/**
 * Each field of an object schema that takes an empty value (null, [], false, '', 0), with the first one it
 * takes: the base of a test fixture, so a field the contract gains later (nullable, a list, a flag) needs no
 * change to the fixture. Fields that take none of these (an enum, a nested object) are left to the fixture.
 */
export const emptyFieldsOf = (schema: ObjectSchema): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(schema.shape).flatMap(([key, field]) => {
      const make = EMPTY_VALUES.find((empty) => field.safeParse(empty()).success);
      return make ? [[key, make()]] : [];
    }),
  );
