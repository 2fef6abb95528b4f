/** Column definitions every entity shares, so ids, timestamps and money are declared one way. */
import { p } from '@mikro-orm/core';

/** uuid primary key, known in the app before flush and defaulted in the database for raw inserts. */
export const uuidPrimaryKey = () =>
  p
    .uuid()
    .primary()
    .onCreate(() => crypto.randomUUID())
    .defaultRaw('gen_random_uuid()');

/** numeric(10,2): a decimal string in JS, integer cents in arithmetic (see contracts/money.ts). */
export const moneyColumn = () => p.decimal().precision(10).scale(2);

export const timestampColumns = () => ({
  createdAt: p
    .datetime()
    .onCreate(() => new Date())
    .defaultRaw('now()'),
  updatedAt: p
    .datetime()
    .onCreate(() => new Date())
    .onUpdate(() => new Date())
    .defaultRaw('now()'),
});
