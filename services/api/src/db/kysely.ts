/**
 * The tables as the hand-written read queries see them through `em.getKysely()` (snake_case, as in the
 * database). Reads that return lists, counts or joins go through kysely; writes go through the entities.
 *
 * No column is described here: `Db` is inferred from the entities (MikroORM's `InferKyselyDB`) by
 * `modules/entities.ts`, which merges it into the interface below (this layer knows no module). The
 * migration check (`db/migrations.test.ts`) keeps the entities equal to the migrated schema.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ColumnType, Kysely, Selection } from 'kysely';

/** Every table, by its name in the database; declared by `modules/entities.ts` (declaration merging). */
// biome-ignore lint/suspicious/noEmptyInterface: its tables are merged in from the entity list
export interface Db {}

/**
 * A value as the driver hands it to a raw query. MikroORM's pg type parsers leave timestamps and int8
 * as text (the entities convert them, raw rows do not): a timestamp reads as `Date | string`, so it is
 * compared with a Date and converted with `isoTimestamp`, and a bigint reads as a decimal string.
 */
type AsRead<T> = T extends Date ? Date | string : T extends bigint ? string : T;
type ColumnAsRead<C> = C extends ColumnType<infer S, infer I, infer U> ? ColumnType<AsRead<S>, I, U> : AsRead<C>;

/** The entities' tables (`InferKyselyDB`) with each column typed as a raw query reads it. */
export type TablesAsRead<Tables> = {
  [Table in keyof Tables]: { [Column in keyof Tables[Table]]: ColumnAsRead<Tables[Table][Column]> };
};

/**
 * The row a select of `Columns` (a column list `as const`, such as `['c.id', 'h.email as host_email']`) gives,
 * from the tables aliased as in `Aliases` (`{ c: 'car'; h: 'user' }`): what a resource's mapper reads.
 */
export type RowOf<Aliases extends Record<string, keyof Db>, Columns extends readonly unknown[]> = Selection<
  { [Alias in keyof Aliases]: Db[Aliases[Alias]] },
  keyof Aliases,
  Columns[number]
>;

/** The request's kysely instance (same pool and transaction as the EntityManager). */
export function kyselyOf(em: EntityManager): Kysely<Db> {
  return em.getKysely<Db>();
}

/**
 * PostgreSQL's text for a `timestamptz` in a UTC session: `2026-11-27 13:51:31.123456+00` (the fraction only when
 * there is one). From the year 1000 on, where `Date` reads it the same (it reads `0099` as 1999).
 */
const UTC_TIMESTAMP_TEXT = /^([1-9]\d{3}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;

/**
 * A timestamp column as pg hands it over (Date, or a string with some type parsers) → ISO 8601. PostgreSQL's UTC
 * text is rewritten as text, to the millisecond as `Date` would (a fifth of the time of `Date`'s parser, which was
 * most of mapping a car); any other text (another session time zone, a timestamp without one) goes through `Date`.
 */
export function isoTimestamp(value: Date | string): string {
  if (typeof value === 'string') {
    const utc = UTC_TIMESTAMP_TEXT.exec(value);
    if (utc) return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
  }
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
