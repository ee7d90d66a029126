/**
 * The try-it panel: a conversation with the DRAFT bot (the latest trained version, published or
 * not) run by the same runtime customers get (the sandbox's own PublishedBot with the brand function
 * caller and the FAQ answerer), with the brand's current entities so entity edits can be tried before
 * training again. The conversation's state is kept per trainer, so a workflow question can be answered
 * in the next message; restart() forgets it.
 */
import { BOT_BUILDER_TEXTS as T } from '@switchboard/contracts/bot-builder/bot-builder.api';
import type { TryItData } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import type { Database } from '@/db/client';
import { businessRule } from '@/plugins/http-errors';
import type { BotSandbox } from './bot-sandbox';
import type { Caller } from './training.service';
import { clearTryItState, saveTryItState, tryItState } from './try-it.repository';

export class TryItService {
  constructor(private readonly deps: { db: Database; sandbox: BotSandbox }) {}

  async run(caller: Caller, text: string): Promise<TryItData> {
    const { db, sandbox } = this.deps;
    const [stored, live] = await Promise.all([tryItState(db, caller.brand.id, caller.userId), sandbox.version(caller.brand.id, 'draft')]);
    if (!live) throw businessRule(T.trainFirst);
    const who = { brandId: caller.brand.id, customerName: caller.name };
    const { data, state, changed } = await sandbox.converse(sandbox.bot(live), who, `try-it-${caller.userId}`, { text }, stored);
    if (changed) await saveTryItState(db, caller.brand.id, caller.userId, state);
    return data;
  }

  /** "Restart": the caller's try-it conversation starts over. */
  async restart(caller: Caller): Promise<void> {
    await clearTryItState(this.deps.db, caller.userId);
  }
}
