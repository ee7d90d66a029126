/**
 * The SQL of template CTA records: which template message a press answers (a broadcast recipient's send, else a
 * template sent from a chat), the idempotent insert, the filtered page, the counts per template and per broadcast,
 * and the filters' options.
 */
import { and, desc, eq, gte, isNotNull, like, lt, sql, type SQL } from 'drizzle-orm';
import { CTA_COUNT_GROUPS, CTA_PAGE_SIZE, type CtaFilters, type CtaListQuery } from '@switchboard/contracts/whatsapp/whatsapp.cta';
import { rowsOf, type Executor } from '@/db/client';
import { waOutbound } from '@/db/schema/whatsapp';
import { waBroadcastRecipients, waBroadcasts } from '@/db/schema/whatsapp-broadcasts';
import { waTemplatePresses as p } from '@/db/schema/whatsapp-cta';

/** The template message a press names, as recorded with the press. */
export interface PressedTemplate {
  brandId: string;
  templateName: string;
  templateLanguage: string;
  broadcastId: string | null;
  recipientId: number | null;
}

export async function pressedTemplateOf(db: Executor, wamid: string): Promise<PressedTemplate | undefined> {
  const [recipient] = await db.select({
    brandId: waBroadcasts.brandId, templateName: waBroadcasts.templateName, templateLanguage: waBroadcasts.templateLanguage,
    broadcastId: waBroadcasts.id, recipientId: waBroadcastRecipients.id,
  }).from(waBroadcastRecipients).innerJoin(waBroadcasts, eq(waBroadcasts.id, waBroadcastRecipients.broadcastId))
    .where(eq(waBroadcastRecipients.wamid, wamid));
  if (recipient) return recipient;
  const [fromChat] = await db.select({ brandId: waOutbound.brandId, templateName: waOutbound.templateName, templateLanguage: waOutbound.templateLanguage })
    .from(waOutbound).where(and(eq(waOutbound.wamid, wamid), isNotNull(waOutbound.templateName), isNotNull(waOutbound.brandId)));
  if (!fromChat?.brandId || !fromChat.templateName || !fromChat.templateLanguage) return undefined;
  return { brandId: fromChat.brandId, templateName: fromChat.templateName, templateLanguage: fromChat.templateLanguage, broadcastId: null, recipientId: null };
}

/** Answers whether the press was new (a redelivered webhook inserts nothing). */
export async function insertPress(db: Executor, values: typeof p.$inferInsert): Promise<boolean> {
  const rows = await db.insert(p).values(values).onConflictDoNothing({ target: p.wamid }).returning({ id: p.id });
  return rows.length > 0;
}

function where(brandId: string, filters: CtaFilters): SQL {
  const conditions: SQL[] = [eq(p.brandId, brandId)];
  if (filters.templateName) conditions.push(eq(p.templateName, filters.templateName));
  if (filters.templateLanguage) conditions.push(eq(p.templateLanguage, filters.templateLanguage));
  if (filters.broadcastId) conditions.push(eq(p.broadcastId, filters.broadcastId));
  if (filters.button) conditions.push(eq(p.button, filters.button));
  if (filters.from) conditions.push(gte(p.pressedAt, new Date(filters.from)));
  if (filters.to) conditions.push(lt(p.pressedAt, new Date(filters.to)));
  // Digits only (the schema keeps nothing else): no LIKE wildcard can reach here.
  if (filters.search) conditions.push(like(p.phone, `%${filters.search}%`));
  return and(...conditions)!;
}

export async function listPresses(db: Executor, brandId: string, query: CtaListQuery) {
  const filter = where(brandId, query);
  const [rows, total] = await Promise.all([
    db.select({
      id: p.id, phone: p.phone, button: p.button, payload: p.payload, replyType: p.replyType, templateName: p.templateName,
      templateLanguage: p.templateLanguage, broadcastId: p.broadcastId, broadcastName: waBroadcasts.name, row: waBroadcastRecipients.row, pressedAt: p.pressedAt,
    }).from(p)
      .leftJoin(waBroadcasts, eq(waBroadcasts.id, p.broadcastId))
      .leftJoin(waBroadcastRecipients, eq(waBroadcastRecipients.id, p.recipientId))
      .where(filter).orderBy(desc(p.pressedAt), desc(p.createdAt), desc(p.id)).limit(CTA_PAGE_SIZE).offset((query.page - 1) * CTA_PAGE_SIZE),
    db.$count(p, filter),
  ]);
  return { rows, total };
}

type ButtonCounts = Array<{ button: string; presses: number }> | string | null;
interface GroupRow { presses: number; recipients: number; buttons: ButtonCounts }
/** Drivers answer json as parsed or as text. */
const buttonsOf = (value: ButtonCounts) => (typeof value === 'string' ? (JSON.parse(value) as Array<{ button: string; presses: number }>) : value ?? []);

/**
 * Presses and pressing numbers of the filtered records, in total, per template and per broadcast (the most recently
 * pressed CTA_COUNT_GROUPS of each), each with its presses per button.
 */
export async function countPresses(db: Executor, brandId: string, filters: CtaFilters) {
  const filter = where(brandId, filters);
  const [totals] = rowsOf<{ presses: number; recipients: number }>(await db.execute(sql`
    select count(*)::int as "presses", count(distinct ${p.phone})::int as "recipients" from ${p} where ${filter}`));
  const templates = rowsOf<GroupRow & { name: string; language: string }>(await db.execute(sql`
    with f as (select template_name, template_language, button, phone, pressed_at from ${p} where ${filter}),
    g as (
      select template_name, template_language, count(*)::int as presses, count(distinct phone)::int as recipients, max(pressed_at) as last
      from f group by template_name, template_language order by last desc limit ${CTA_COUNT_GROUPS}
    ),
    b as (select template_name, template_language, button, count(*)::int as presses from f group by template_name, template_language, button)
    select g.template_name as "name", g.template_language as "language", g.presses as "presses", g.recipients as "recipients",
      (select json_agg(json_build_object('button', b.button, 'presses', b.presses) order by b.presses desc, b.button) from b
        where b.template_name = g.template_name and b.template_language = g.template_language) as "buttons"
    from g order by g.last desc`));
  const broadcasts = rowsOf<GroupRow & { id: string; name: string; templateName: string; templateLanguage: string; sent: number }>(await db.execute(sql`
    with f as (select broadcast_id, button, phone, pressed_at from ${p} where ${filter} and broadcast_id is not null),
    g as (
      select broadcast_id, count(*)::int as presses, count(distinct phone)::int as recipients, max(pressed_at) as last
      from f group by broadcast_id order by last desc limit ${CTA_COUNT_GROUPS}
    ),
    b as (select broadcast_id, button, count(*)::int as presses from f group by broadcast_id, button)
    select w.id as "id", w.name as "name", w.template_name as "templateName", w.template_language as "templateLanguage",
      (w.sent_count + w.delivered_count + w.read_count)::int as "sent", g.presses as "presses", g.recipients as "recipients",
      (select json_agg(json_build_object('button', b.button, 'presses', b.presses) order by b.presses desc, b.button) from b
        where b.broadcast_id = g.broadcast_id) as "buttons"
    from g join wa_broadcasts w on w.id = g.broadcast_id order by g.last desc`));
  return {
    totals: totals ?? { presses: 0, recipients: 0 },
    templates: templates.map((row) => ({ ...row, buttons: buttonsOf(row.buttons) })),
    broadcasts: broadcasts.map((row) => ({ ...row, buttons: buttonsOf(row.buttons) })),
  };
}

const OPTIONS_LIMIT = 200;

/** The templates, broadcasts and buttons that have presses (for the filters). */
export async function pressOptions(db: Executor, brandId: string) {
  const [templates, broadcasts, buttons] = await Promise.all([
    db.selectDistinct({ name: p.templateName, language: p.templateLanguage }).from(p).where(eq(p.brandId, brandId))
      .orderBy(p.templateName, p.templateLanguage).limit(OPTIONS_LIMIT),
    db.select({ id: waBroadcasts.id, name: waBroadcasts.name }).from(waBroadcasts)
      .where(and(eq(waBroadcasts.brandId, brandId), sql`exists (select 1 from ${p} where ${p.broadcastId} = ${waBroadcasts.id})`))
      .orderBy(desc(waBroadcasts.createdAt)).limit(OPTIONS_LIMIT),
    db.selectDistinct({ button: p.button }).from(p).where(eq(p.brandId, brandId)).orderBy(p.button).limit(OPTIONS_LIMIT),
  ]);
  return { templates, broadcasts, buttons: buttons.map((row) => row.button) };
}
