/**
 * Opt-out: a customer who writes an opt-out keyword (WA_OPT_OUT_KEYWORDS, default STOP, UNSUBSCRIBE) as their whole
 * message is excluded from broadcasts until they write an opt-in keyword (WA_OPT_IN_KEYWORDS, default START); each
 * change is confirmed to them, once. The keyword does not reach the bot (it would answer "STOP" as a question).
 */
import { WHATSAPP_TEXTS } from '@switchboard/contracts/whatsapp/whatsapp.window';
import type { Database } from '@/db/client';
import type { GraphClient } from './graph-client';
import { optedOut, setOptedOut } from './whatsapp.repository';

/** A phone number as a wa_id: digits only, international form (+91 98123-45678 → 919812345678). */
export const waIdOf = (phone: string) => phone.replace(/\D/g, '');

export class OptOut {
  constructor(private readonly deps: { db: Database; optOutKeywords: readonly string[]; optInKeywords: readonly string[] }) {}

  /** Handles a keyword message; answers false when `text` is not one (the message goes on to the chat). The number written to confirms. */
  async handle(waId: string, text: string, graph: Pick<GraphClient, 'send'>): Promise<boolean> {
    const word = text.trim().toUpperCase();
    const out = this.deps.optOutKeywords.includes(word);
    if (!out && !this.deps.optInKeywords.includes(word)) return false;
    // Confirmed once: a replayed delivery, or STOP after UNSUBSCRIBE, changes nothing and says nothing.
    if (!(await setOptedOut(this.deps.db, waId, out))) return true;
    await graph.send(waId, { type: 'text', text: { body: out ? WHATSAPP_TEXTS.optedOut : WHATSAPP_TEXTS.optedIn } });
    return true;
  }

  /**
   * For broadcasts: whether the number has opted out. A customer is one customer whichever brand's number they wrote
   * to (the contact is per WhatsApp number), so an opt-out holds for every brand's broadcasts; brandId is kept for a
   * per-brand list should one be wanted.
   */
  isOptedOut(_brandId: string, phone: string): Promise<boolean> {
    return optedOut(this.deps.db, waIdOf(phone));
  }
}
