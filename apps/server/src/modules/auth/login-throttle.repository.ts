/**
 * Sign-in counters (login_throttles). Each reservation is one `insert … on conflict do update …
 * where … returning`: the row lock makes concurrent attempts, on any instance, take turns, and an
 * attempt that may not be evaluated gets no row back. Times come from the caller's clock.
 */
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Executor } from '@/db/client';

export interface AccountRule {
  /** Failures in a row before the delay starts. */
  free: number;
  /** The first delay; each further failure doubles it, up to capMs. */
  baseMs: number;
  capMs: number;
  /** A last failure older than this is forgotten: the next one counts as the first. */
  memoryMs: number;
}

export interface AddressRule {
  max: number;
  windowMs: number;
}

/** `null`: reserved (the attempt may be evaluated); else when the next attempt may be. */
export type Reservation = null | { retryAt: Date };

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const ms = (value: number | SQL) => sql`(${typeof value === 'number' ? sql`${value}::double precision` : value} * interval '1 millisecond')`;

/** Counts one account attempt unless the account is inside its delay. */
export async function reserveAccount(db: Executor, key: string, now: Date, rule: AccountRule): Promise<Reservation> {
  const forgetBefore = new Date(now.getTime() - rule.memoryMs);
  const count = sql`(case when t.since <= ${ts(forgetBefore)} then 1 else t.failures + 1 end)`;
  const delay = (n: SQL) =>
    sql`least(${rule.capMs}::double precision, ${rule.baseMs}::double precision * power(2, least(${n} - ${rule.free}::int, 60)))`;
  const delayAfter = (n: SQL) => sql`case when ${n} >= ${rule.free}::int then ${ts(now)} + ${ms(delay(n))} else null end`;
  const result = await db.execute(sql`
    insert into login_throttles as t (key, failures, since, blocked_until)
    values (${key}, 1, ${ts(now)}, ${delayAfter(sql`1`)})
    on conflict (key) do update set failures = ${count}, since = excluded.since, blocked_until = ${delayAfter(count)}
    where t.blocked_until is null or t.blocked_until <= ${ts(now)}
    returning failures`);
  if (rowsOf(result).length > 0) return null;
  return { retryAt: (await blockedUntil(db, key)) ?? new Date(now.getTime() + 1000) };
}

/** Counts one attempt from an address unless its window is used up. */
export async function reserveAddress(db: Executor, key: string, now: Date, rule: AddressRule): Promise<Reservation> {
  const expired = sql`t.since <= ${ts(new Date(now.getTime() - rule.windowMs))}`;
  const count = sql`(case when ${expired} then 1 else t.failures + 1 end)`;
  const start = sql`(case when ${expired} then excluded.since else t.since end)`;
  const result = await db.execute(sql`
    insert into login_throttles as t (key, failures, since, blocked_until)
    values (${key}, 1, ${ts(now)}, case when 1 >= ${rule.max}::int then ${ts(now)} + ${ms(rule.windowMs)} else null end)
    on conflict (key) do update set
      failures = ${count},
      since = ${start},
      blocked_until = case when ${count} >= ${rule.max}::int then ${start} + ${ms(rule.windowMs)} else null end
    where ${expired} or t.failures < ${rule.max}::int
    returning failures`);
  if (rowsOf(result).length > 0) return null;
  return { retryAt: (await blockedUntil(db, key)) ?? new Date(now.getTime() + 1000) };
}

async function blockedUntil(db: Executor, key: string): Promise<Date | undefined> {
  const result = await db.execute(sql`select blocked_until from login_throttles where key = ${key}`);
  const value = rowsOf<{ blocked_until: Date | string | null }>(result)[0]?.blocked_until;
  return value ? new Date(value) : undefined;
}

/** Gives back one counted attempt (it was not a failure). */
export async function releaseOne(db: Executor, key: string): Promise<void> {
  await db.execute(sql`update login_throttles set failures = greatest(failures - 1, 0), blocked_until = null where key = ${key}`);
}

/** Forgets every failure of a key (a successful sign-in or password reset of the account). */
export async function clearKey(db: Executor, key: string): Promise<void> {
  await db.execute(sql`delete from login_throttles where key = ${key}`);
}

/** Removes counters idle since before `cutoff` whose delay is over. */
export async function pruneIdle(db: Executor, cutoff: Date, now: Date): Promise<void> {
  await db.execute(sql`delete from login_throttles where since < ${ts(cutoff)} and (blocked_until is null or blocked_until <= ${ts(now)})`);
}
