/**
 * A generated table type (tables.generated.ts) with some columns' TypeScript types narrowed where SQL cannot
 * say more: a jsonb column's shape, a text column a CHECK constraint limits to a few values. Only columns the
 * table really has can be narrowed, so a renamed or dropped column fails to compile.
 */
export type Narrowed<
  Table,
  Columns extends { [K in keyof Columns]: K extends keyof Table ? unknown : never },
> = Omit<Table, keyof Columns> & Columns;
