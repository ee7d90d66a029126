/**
 * Writes the generated demo history (generate-history.ts) on a first start: the published demo bot
 * (the seeded version 1, with the brand's ML configuration) answers the simulated customers.
 *
 * The server is not listening yet while it seeds, so the order workflow's brand function is answered
 * in process: the real request is rendered (buildRequest: URL, headers from the function and the
 * environment), the demo store's own order data answers the path it names, and the function's
 * response mapping reads the answer (mapResponse), as the HTTP caller would. Live customers go
 * through the real caller and the demo store's API (demo-order-function.ts).
 */
import type { BrandFunction } from '@switchboard/contracts/bot-builder/brand-function.schemas';
import { answerFaqWith, noGenerativeEndpoint } from '@/bot/faq/answer-faq';
import { buildRequest, mapResponse } from '@/bot/functions/call-brand-function';
import { PublishedBot } from '@/bot/published-bot';
import type { BotBundle } from '@/bot/bot-bundle';
import type { CallBrandFunction } from '@/bot/runtime-ports';
import type { Executor } from '@/db/client';
import { chatMessages } from '@/db/schema/chat-messages';
import { chatRatings } from '@/db/schema/chat-ratings';
import { chatSessions } from '@/db/schema/chat-sessions';
import { conversationEvents } from '@/db/schema/conversation-events';
import { customers } from '@/db/schema/customers';
import { ticketMessages, tickets } from '@/db/schema/tickets';
import { DEMO_SHOP_API_PATH } from '@/demo-shop/demo-shop.routes';
import { demoOrder } from '@/demo-shop/demo-orders';
import { getMlConfiguration } from '@/modules/settings/ml-configuration.service';
import { generateDemoHistory, type DemoHistory, type DemoHistoryOptions } from './generate-history';

/** The demo store's answer to a brand function's request, without the network (see above). */
export const demoStoreCaller: CallBrandFunction = async (fn: BrandFunction, variables, environment) => {
  const request = buildRequest(fn, variables, environment);
  const path = decodeURIComponent(new URL(request.url).pathname);
  const order = path.startsWith(`${DEMO_SHOP_API_PATH}/orders/`) ? demoOrder(path.slice(`${DEMO_SHOP_API_PATH}/orders/`.length)) : null;
  if (!order) return { ok: false, variables: {}, error: 'The brand API answered HTTP 404' };
  return { ok: true, variables: mapResponse(fn, JSON.parse(JSON.stringify(order)) as unknown) };
};

/** The seeded published version, as training.service.ts loads it for customers. */
export async function seededBot(tx: Executor, brandId: string, live: { modelId: string; bundle: BotBundle }): Promise<PublishedBot> {
  const ml = await getMlConfiguration(tx, brandId);
  const bot = new PublishedBot({ callBrandFunction: demoStoreCaller, answerFaq: answerFaqWith(noGenerativeEndpoint) });
  bot.use({
    modelId: live.modelId, version: 1, threshold: ml.threshold, bundle: live.bundle,
    fallback: { behaviour: ml.fallbackBehaviour, message: ml.fallbackMessage },
  });
  return bot;
}

/** Inserts in slices: one statement per table would pass PostgreSQL's 65 535 parameters. */
async function insertAll<T>(rows: T[], insert: (slice: T[]) => Promise<unknown>, size = 500): Promise<void> {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}

export async function writeDemoHistory(tx: Executor, history: DemoHistory): Promise<void> {
  await insertAll(history.customers, (slice) => tx.insert(customers).values(slice));
  await insertAll(history.sessions, (slice) => tx.insert(chatSessions).values(slice));
  await insertAll(history.messages, (slice) => tx.insert(chatMessages).values(slice));
  await insertAll(history.tickets, (slice) => tx.insert(tickets).values(slice));
  await insertAll(history.ticketMessages, (slice) => tx.insert(ticketMessages).values(slice));
  await insertAll(history.ratings, (slice) => tx.insert(chatRatings).values(slice));
  await insertAll(history.events, (slice) => tx.insert(conversationEvents).values(slice));
}

export async function seedDemoHistory(
  tx: Executor, live: { modelId: string; bundle: BotBundle }, options: Omit<DemoHistoryOptions, 'now'> & { now?: number },
): Promise<DemoHistory> {
  const bot = await seededBot(tx, options.brandId, live);
  const history = await generateDemoHistory(bot, { ...options, now: options.now ?? Date.now() });
  await writeDemoHistory(tx, history);
  return history;
}
