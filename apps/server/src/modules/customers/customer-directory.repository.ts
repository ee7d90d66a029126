/** SQL of the customer list and profile (/users): pages by last seen (customers_last_seen_idx). */
import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '@/db/client';
import { scopeCondition, type Scope } from '@/lib/bifurcation-scope';

export interface CustomerListRow {
  psid: string;
  name: string;
  channel: string;
  blocked: boolean;
  chat_count: number;
  created_at: string | Date;
  last_seen_at: string | Date;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** One page of customers of the scope, most recently seen first; search matches the name (contains) or the exact psid. */
export async function findCustomers(db: Executor, search: string | undefined, offset: number, limit: number, scope?: Scope) {
  const scoped = scopeCondition(sql.raw('c.bifurcation'), scope) ?? sql`true`;
  const where = search ? sql`where ${scoped} and (c.name ilike ${`%${escapeLike(search)}%`} or c.psid = ${search})` : sql`where ${scoped}`;
  const [rows, total] = await Promise.all([
    db.execute(sql`select c.psid, c.name, c.channel, c.blocked, c.created_at, c.last_seen_at,
        (select count(*)::int from chat_sessions s where s.psid = c.psid) as chat_count
      from customers c ${where} order by c.last_seen_at desc nulls last, c.psid limit ${limit} offset ${offset}`),
    db.execute(sql`select count(*)::int as count from customers c ${where}`),
  ]);
  return { rows: rowsOf<CustomerListRow>(rows), totalCount: rowsOf<{ count: number }>(total)[0]?.count ?? 0 };
}

export async function countCustomerChats(db: Executor, psid: string): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as count from chat_sessions where psid = ${psid}`);
  return rowsOf<{ count: number }>(result)[0]?.count ?? 0;
}

/** Tags put on the customer's chats, most used first. */
export async function customerTags(db: Executor, psid: string) {
  const result = await db.execute(sql`select t.tag, count(*)::int as count
    from chat_sessions s, jsonb_array_elements_text(s.selected_tags) t(tag) where s.psid = ${psid}
    group by t.tag order by count(*) desc, t.tag`);
  return rowsOf<{ tag: string; count: number }>(result);
}
