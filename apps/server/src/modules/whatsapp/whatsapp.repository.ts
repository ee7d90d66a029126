/** WhatsApp contacts (wa_id → customer) and outbound messages with their monotonic delivery status. */
import { and, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { WhatsAppStatus } from '@switchboard/contracts/whatsapp/whatsapp.webhook';
import type { Database } from '@/db/client';
import { waContacts, waOutbound, type WaOutboundRow } from '@/db/schema/whatsapp';

/** sent < delivered < failed < read: read proves delivery, so nothing replaces it; failed replaces sent and delivered. */
export const STATUS_RANK: Record<WhatsAppStatus, number> = { sent: 1, delivered: 2, failed: 3, read: 4 };

export async function findContact(db: Database, waId: string): Promise<string | undefined> {
  const [row] = await db.select({ psid: waContacts.psid }).from(waContacts).where(eq(waContacts.waId, waId));
  return row?.psid;
}

/** The wa_id's customer: `psid` when this insert won, else the one recorded first. */
export async function claimContact(db: Database, waId: string, psid: string): Promise<string> {
  const [inserted] = await db.insert(waContacts).values({ waId, psid }).onConflictDoNothing().returning({ psid: waContacts.psid });
  return inserted?.psid ?? (await findContact(db, waId)) ?? psid;
}

/**
 * The customer wrote at `at` to `brandId`'s number (null: the deployment's): the window runs from the latest of their
 * messages (a late redelivery does not shorten it), and replies go out from the number they wrote to.
 */
export async function touchInbound(db: Database, waId: string, at: Date, brandId: string | null): Promise<void> {
  await db.update(waContacts)
    .set({ lastInboundAt: sql`greatest(${waContacts.lastInboundAt}, ${at.toISOString()}::timestamptz)`, brandId })
    .where(eq(waContacts.waId, waId));
}

/** Opts the number out (now) or back in (null); answers whether that changed anything (a replay changes nothing). */
export async function setOptedOut(db: Database, waId: string, optedOut: boolean): Promise<boolean> {
  const rows = await db.update(waContacts).set({ optedOutAt: optedOut ? new Date() : null })
    .where(and(eq(waContacts.waId, waId), optedOut ? isNull(waContacts.optedOutAt) : isNotNull(waContacts.optedOutAt)))
    .returning({ waId: waContacts.waId });
  return rows.length > 0;
}

export async function optedOut(db: Database, waId: string): Promise<boolean> {
  const [row] = await db.select({ at: waContacts.optedOutAt }).from(waContacts).where(eq(waContacts.waId, waId));
  return !!row?.at;
}

/** The customer's number, when they last wrote, and the brand whose number they wrote to (null: the deployment's). */
export async function contactOfPsid(db: Database, psid: string): Promise<{ waId: string; lastInboundAt: Date | null; brandId: string | null } | undefined> {
  const [row] = await db.select({ waId: waContacts.waId, lastInboundAt: waContacts.lastInboundAt, brandId: waContacts.brandId })
    .from(waContacts).where(eq(waContacts.psid, psid));
  return row;
}

/** A template sent from a chat: which one, for which brand (its button presses become CTA records). */
export interface SentTemplate { templateName: string; templateLanguage: string; brandId: string }

/** The send's answer: which chat message a wamid carries (a status that came first keeps its higher status). */
export async function recordSent(
  db: Database, row: { wamid: string; chatlogId: string; psid: string; sessionId: string; seq: number }, template?: SentTemplate,
): Promise<WaOutboundRow> {
  const carried = { chatlogId: row.chatlogId, psid: row.psid, sessionId: row.sessionId, seq: row.seq, ...template };
  const [saved] = await db.insert(waOutbound).values({ ...row, ...template, status: 'sent', statusRank: STATUS_RANK.sent })
    .onConflictDoUpdate({
      target: waOutbound.wamid,
      set: { ...carried, updatedAt: sql`now()` },
    })
    .returning();
  return saved!;
}

/** A status webhook: raises the status when it is later in the order (an out-of-order or replayed one changes nothing). Answers the row when it moved. */
export async function raiseStatus(db: Database, wamid: string, status: WhatsAppStatus, errorCode: number | undefined): Promise<WaOutboundRow | undefined> {
  const rank = STATUS_RANK[status];
  const [row] = await db.insert(waOutbound).values({ wamid, status, statusRank: rank, errorCode: errorCode ?? null })
    .onConflictDoUpdate({
      target: waOutbound.wamid,
      set: { status, statusRank: rank, errorCode: errorCode ?? null, updatedAt: sql`now()` },
      setWhere: lt(waOutbound.statusRank, rank),
    })
    .returning();
  return row;
}

export async function findOutbound(db: Database, wamid: string): Promise<WaOutboundRow | undefined> {
  const [row] = await db.select().from(waOutbound).where(eq(waOutbound.wamid, wamid));
  return row;
}

export async function outboundOfChatlog(db: Database, chatlogId: string): Promise<WaOutboundRow[]> {
  return db.select().from(waOutbound).where(and(eq(waOutbound.chatlogId, chatlogId)));
}
