/**
 * Who is signed in: the session names the user, loaded once per request into the request's EntityManager.
 * Identity comes from the session only, never from a request's body or parameters.
 *
 * The user's row is read with the session, in the session store's one select (`selectUserColumns`), and mapped to
 * the entity when a route or the language first asks: a signed-in request costs one query, not a session select
 * and a MikroORM `findOne`. When the session names another user than the one read with it (a sign-in during the
 * request), the row is read by itself.
 */
import type { Language } from '@ladrive/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from 'koa';
import { CompiledQuery } from 'kysely';
import { kyselyOf } from '../../db/kysely.ts';
import { unauthorized } from '../../http/errors.ts';
import { type AppDeps, sessionOf } from '../deps.ts';
import { User } from './user.entity.ts';

/** A "user" row as the database names its columns, or null for a user id that names no one. */
type UserRow = Record<string, unknown> | null;

/**
 * The user columns of a select that joins "user" as `alias`, each named `prefix` + its name: each column
 * `findOne(User)` reads (not the lazy password hash).
 */
export function selectUserColumns(em: EntityManager, alias: string, prefix = ''): string {
  return em
    .getMetadata()
    .get(User)
    .props.filter((prop) => prop.persist !== false && !prop.lazy && prop.fieldNames?.length)
    .flatMap((prop) => prop.fieldNames)
    .map((column) => `${alias}."${column}" as "${prefix}${column}"`)
    .join(', ');
}

const READ_WITH_SESSION = Symbol('the user row read with the session');

/** Keeps the row of the user `userId` (null: no such user) that the session store read with the session. */
export function rememberSessionUser(ctx: Context, userId: string, row: UserRow): void {
  (ctx.state as Record<symbol, unknown>)[READ_WITH_SESSION] = { userId, row };
}

/** The row read with the session, when it is the row of the user `userId`. */
function readWithSession(ctx: Context, userId: string): { row: UserRow } | undefined {
  const read = (ctx.state as Record<symbol, { userId: string; row: UserRow } | undefined>)[READ_WITH_SESSION];
  return read?.userId === userId ? read : undefined;
}

let userByIdSql: string | undefined;

async function userRow(ctx: Context, em: EntityManager, userId: string): Promise<UserRow> {
  const read = readWithSession(ctx, userId);
  if (read) return read.row;
  userByIdSql ??= `select ${selectUserColumns(em, 'u')} from "user" u where u.id = $1`;
  const { rows } = await kyselyOf(em).executeQuery(CompiledQuery.raw(userByIdSql, [userId]));
  return (rows[0] as UserRow | undefined) ?? null;
}

/** The signed-in user, or null. Its id is also `ctx.state.userId`, for the request's log line. */
export async function currentUser(ctx: Context, deps: Pick<AppDeps, 'orm'>): Promise<User | null> {
  if (ctx.state.user !== undefined) return ctx.state.user as User | null;
  const userId = sessionOf(ctx)?.userId;
  const row = typeof userId === 'string' ? await userRow(ctx, deps.orm.em, userId) : null;
  const user = row ? deps.orm.em.map(User, row) : null;
  ctx.state.user = user;
  ctx.state.userId = user?.id;
  return user;
}

/** The signed-in user; 401 without one. */
export async function requireUser(ctx: Context, deps: Pick<AppDeps, 'orm'>): Promise<User> {
  const user = await currentUser(ctx, deps);
  if (!user) throw unauthorized();
  return user;
}

/** Who is signed in, as far as a check that needs no entity goes: the id, and the account's language. */
export interface SignedIn {
  id: string;
  language: Language | null;
}

/**
 * Who is signed in, or null, without mapping the entity when the row came with the session: for the language
 * of every request and for checks that refuse before the user is needed (a booking's wait).
 */
export async function signedIn(ctx: Context, deps: Pick<AppDeps, 'orm'>): Promise<SignedIn | null> {
  const userId = sessionOf(ctx)?.userId;
  const read = ctx.state.user === undefined && typeof userId === 'string' ? readWithSession(ctx, userId) : undefined;
  const user = read ? read.row : await currentUser(ctx, deps);
  if (read) ctx.state.userId = user?.id;
  return user && { id: user.id as string, language: (user.language ?? null) as Language | null };
}

/** Who is signed in, without the entity when it can; 401 without one. */
export async function requireSignedIn(ctx: Context, deps: Pick<AppDeps, 'orm'>): Promise<SignedIn> {
  const user = await signedIn(ctx, deps);
  if (!user) throw unauthorized();
  return user;
}
