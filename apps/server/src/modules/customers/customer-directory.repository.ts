/** SQL of the customer list and profile (/users): pages by last seen (customers_last_seen_idx). */
import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '@/db/client';
import type { RatingTotals } from './profile-sections';
import { scopeCondition, type Scope } from '@/lib/bifurcation-scope';

export interface CustomerListRow {
  psid: string;
  name: string;
  channel: string;
  blocked: boolean;
  chat_count: number;
  created_at: string | Date;
  last_seen_at: string | Date;
  email: string | null;
  /** The psids linked to this record (its visitors' browsers that gave its e-mail). */
  linked_psids: string[];
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The psids linked to a record (c), and the chats of the record and of those. */
const RECORD_COLUMNS = sql`array(select l.psid from customers l where l.linked_psid = c.psid order by l.psid) as linked_psids,
  (select count(*)::int from chat_sessions s where s.psid = c.psid or s.psid in (select l.psid from customers l where l.linked_psid = c.psid)) as chat_count`;

/**
 * One page of customer records (a visitor linked to a record by their e-mail is listed as that record), most
 * recently seen first, of the member's scope; search matches the name (contains), the e-mail or a psid (a linked one finds its record).
 */
export async function findCustomers(db: Executor, search: string | undefined, offset: number, limit: number, scope?: Scope) {
  const scoped = scopeCondition(sql.raw('c.bifurcation'), scope) ?? sql`true`;
  const where = search
    ? sql`where ${scoped} and c.linked_psid is null and (c.name ilike ${`%${escapeLike(search)}%`} or c.psid = ${search} or c.email = ${search.toLowerCase()}
      or c.psid = (select l.linked_psid from customers l where l.psid = ${search}))`
    : sql`where ${scoped} and c.linked_psid is null`;
  const [rows, total] = await Promise.all([
    db.execute(sql`select c.psid, c.name, c.channel, c.blocked, c.created_at, c.last_seen_at, c.email, ${RECORD_COLUMNS}
      from customers c ${where} order by c.last_seen_at desc nulls last, c.psid limit ${limit} offset ${offset}`),
    db.execute(sql`select count(*)::int as count from customers c ${where}`),
  ]);
  return { rows: rowsOf<CustomerListRow>(rows), totalCount: rowsOf<{ count: number }>(total)[0]?.count ?? 0 };
}

/** One record (by its own psid) with its linked psids and chat count. */
export async function findRecord(db: Executor, psid: string): Promise<CustomerListRow | undefined> {
  const result = await db.execute(sql`select c.psid, c.name, c.channel, c.blocked, c.created_at, c.last_seen_at, c.email, ${RECORD_COLUMNS}
    from customers c where c.psid = ${psid}`);
  return rowsOf<CustomerListRow>(result)[0];
}

const inPsids = (psids: string[]) => sql`s.psid in (${sql.join(psids.map((psid) => sql`${psid}`), sql`, `)})`;

/** Tags put on the customer's chats, most used first. */
export async function customerTags(db: Executor, psids: string[]) {
  const result = await db.execute(sql`select t.tag, count(*)::int as count
    from chat_sessions s, jsonb_array_elements_text(s.selected_tags) t(tag) where ${inPsids(psids)}
    group by t.tag order by count(*) desc, t.tag`);
  return rowsOf<{ tag: string; count: number }>(result);
}


/** The customer's satisfaction ratings per scale: how many, the average and the latest. */
export async function customerRatings(db: Executor, psids: string[]): Promise<RatingTotals[]> {
  const result = await db.execute(sql`select r.scale, count(*)::int as count, avg(r.score)::float8 as average,
      (array_agg(r.score::int order by r.created_at desc))[1] as latest_score, max(r.created_at) as latest_at
    from chat_ratings r join chat_sessions s on s.session_id = r.session_id where ${inPsids(psids)}
    group by r.scale order by r.scale`);
  return rowsOf<RatingTotals>(result);
}
