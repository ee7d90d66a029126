/**
 * The demo brand's events (so the preemptive data has event types and tags from the first start) and a
 * small catalogue matching the demo bot's product entity (headphones, phone, laptop).
 */
import type { EventValues } from '@switchboard/contracts/bot-builder/event.schemas';
import type { ProductValues } from '@switchboard/contracts/bot-builder/catalogue.schemas';
import type { Executor } from '@/db/client';
import { botCatalogueProducts, botEvents } from '@/db/schema/bot-integrations';

export const DEMO_EVENTS: EventValues[] = [
  { name: 'order_tracked', eventType: 'engagement', eventTags: ['orders'], description: 'A customer asked where an order is' },
  { name: 'handover_requested', eventType: 'failure', eventTags: ['support'], description: 'The bot handed the chat to a person' },
  { name: 'product_viewed', eventType: 'conversion', eventTags: ['catalogue', 'sales'], description: 'A customer opened a product from a carousel' },
];

export const DEMO_PRODUCTS: (ProductValues & { pid: string })[] = [
  { pid: 'SB-HEADPHONES', name: 'Wireless headphones', description: 'Over-ear, noise cancelling, 30 hours of battery.', price: '4999.00', currency: 'INR', imageUrl: '', url: '', tags: ['audio'], inStock: true },
  { pid: 'SB-PHONE', name: 'Smartphone 128 GB', description: '6.1-inch screen, dual camera.', price: '24999.00', currency: 'INR', imageUrl: '', url: '', tags: ['mobile'], inStock: true },
  { pid: 'SB-LAPTOP', name: 'Laptop 14"', description: '16 GB memory, 512 GB SSD.', price: '58999.00', currency: 'INR', imageUrl: '', url: '', tags: ['computers'], inStock: false },
];

export async function seedBotIntegrations(tx: Executor, brandId: string): Promise<void> {
  await tx.insert(botEvents).values(DEMO_EVENTS.map((event) => ({ brandId, ...event })));
  await tx.insert(botCatalogueProducts).values(DEMO_PRODUCTS.map((product) => ({ brandId, ...product })));
}
