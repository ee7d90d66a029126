/**
 * SQL of customer segments: the saved filters, and the WhatsApp customers (wa_contacts with their customer record)
 * a filter matches now. The channel is one number per deployment, so every WhatsApp customer is the brand's.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { SegmentFilter } from '@switchboard/contracts/whatsapp/whatsapp.segments';
import { rowsOf, type Executor } from '@/db/client';
import { waSegments, type WaSegmentRow } from '@/db/schema/whatsapp-segments';

export async function listSegments(db: Executor, brandId: string): Promise<WaSegmentRow[]> {
  return db.select().from(waSegments).where(eq(waSegments.brandId, brandId)).orderBy(asc(waSegments.name));
}

export async function findSegment(db: Executor, brandId: string, id: string): Promise<WaSegmentRow | undefined> {
  const [row] = await db.select().from(waSegments).where(and(eq(waSegments.id, id), eq(waSegments.brandId, brandId)));
  return row;
}

/** The new segment, or undefined when the brand already has one of that name. */
export async function insertSegment(db: Executor, values: typeof waSegments.$inferInsert): Promise<WaSegmentRow | undefined> {
  const [row] = await db.insert(waSegments).values(values).onConflictDoNothing().returning();
  return row;
}

export async function deleteSegment(db: Executor, brandId: string, id: string): Promise<boolean> {
  return (await db.delete(waSegments).where(and(eq(waSegments.id, id), eq(waSegments.brandId, brandId))).returning({ id: waSegments.id })).length > 0;
}

/** The filter as a condition on w (wa_contacts); a tag test per tag so each can use the chat tags' GIN index. */
function matches(filter: SegmentFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.tags.length) {
    const anyTag = sql.join(filter.tags.map((tag) => sql`s.selected_tags @> ${JSON.stringify([tag])}::jsonb`), sql` or `);
    conditions.push(sql`exists (select 1 from chat_sessions s where s.psid = w.psid and (${anyTag}))`);
  }
  if (filter.activeWithinDays) conditions.push(sql`w.last_inbound_at >= now() - make_interval(days => ${filter.activeWithinDays})`);
  return sql.join(conditions, sql` and `);
}

export async function segmentSize(db: Executor, filter: SegmentFilter): Promise<{ reachable: number; optedOut: number }> {
  const result = await db.execute(sql`select count(*) filter (where w.opted_out_at is null)::int as reachable,
      count(*) filter (where w.opted_out_at is not null)::int as opted_out
    from wa_contacts w where ${matches(filter)}`);
  const row = rowsOf<{ reachable: number; opted_out: number }>(result)[0];
  return { reachable: row?.reachable ?? 0, optedOut: row?.opted_out ?? 0 };
}

export interface SegmentContact { wa_id: string; name: string; email: string | null; opted_out: boolean }

/** The matching customers, oldest contact first (their "row" in the report), at most `limit`. */
export async function segmentContacts(db: Executor, filter: SegmentFilter, limit: number): Promise<SegmentContact[]> {
  const result = await db.execute(sql`select w.wa_id, c.name, c.email, w.opted_out_at is not null as opted_out
    from wa_contacts w join customers c on c.psid = w.psid where ${matches(filter)}
    order by w.created_at, w.wa_id limit ${limit}`);
  return rowsOf<SegmentContact>(result);
}

/** Tags put on WhatsApp customers' chats, most used first (the filter offers them). */
export async function whatsappTags(db: Executor): Promise<string[]> {
  const result = await db.execute(sql`select t.tag from wa_contacts w join chat_sessions s on s.psid = w.psid,
      jsonb_array_elements_text(s.selected_tags) t(tag)
    group by t.tag order by count(*) desc, t.tag limit 200`);
  return rowsOf<{ tag: string }>(result).map((row) => row.tag);
}
