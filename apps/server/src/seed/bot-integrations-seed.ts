/**
 * The demo brand's events (so the preemptive data has event types and tags from the first start) and a
 * small catalogue (the demo bot's product entity's headphones, phone and laptop, and three more), each
 * product with a picture the demo store draws.
 */
import type { EventValues } from '@switchboard/contracts/bot-builder/event.schemas';
import { productInputSchema, type ProductValues } from '@switchboard/contracts/bot-builder/catalogue.schemas';
import { productImagePath } from '@/demo-shop/product-images';
import type { Executor } from '@/db/client';
import { botCatalogueProducts, botEvents } from '@/db/schema/bot-integrations';
import { DEMO_IDS } from './bot-workflows-seed';

export const DEMO_EVENTS: Array<EventValues & { eventId: string }> = [
  { eventId: DEMO_IDS.orderTrackedEvent, name: 'order_tracked', eventType: 'engagement', eventTags: ['orders'], description: 'A customer asked where an order is' },
  { eventId: DEMO_IDS.handoverRequestedEvent, name: 'handover_requested', eventType: 'failure', eventTags: ['support'], description: 'The bot handed the chat to a person' },
  { eventId: DEMO_IDS.productViewedEvent, name: 'product_viewed', eventType: 'conversion', eventTags: ['catalogue', 'sales'], description: 'A customer opened a product from a carousel' },
];

type DemoProduct = Omit<ProductValues, 'imageUrl'> & { pid: string };

/** Pictures are drawn by the demo store (demo-shop/product-images.ts); their address is this server's. */
export const DEMO_PRODUCTS: DemoProduct[] = [
  { pid: 'SB-HEADPHONES', name: 'Wireless headphones', description: 'Over-ear, noise cancelling, 30 hours of battery.', price: '4999.00', currency: 'INR', url: '', tags: ['audio'], inStock: true },
  { pid: 'SB-PHONE', name: 'Smartphone 128 GB', description: '6.1-inch screen, dual camera.', price: '24999.00', currency: 'INR', url: '', tags: ['mobile'], inStock: true },
  { pid: 'SB-LAPTOP', name: 'Laptop 14"', description: '16 GB memory, 512 GB SSD.', price: '58999.00', currency: 'INR', url: '', tags: ['computers'], inStock: false },
  { pid: 'SB-SPEAKER', name: 'Bluetooth speaker', description: 'Splash-proof, 12 hours of play, pairs two at once.', price: '2999.00', currency: 'INR', url: '', tags: ['audio'], inStock: true },
  { pid: 'SB-WATCH', name: 'Smartwatch', description: 'Heart rate, sleep and steps; a week on one charge.', price: '7499.00', currency: 'INR', url: '', tags: ['wearables'], inStock: true },
  { pid: 'SB-CHARGER', name: 'Fast charger 65 W', description: 'USB-C, charges a laptop and a phone together.', price: '1899.00', currency: 'INR', url: '', tags: ['accessories'], inStock: true },
];

export const demoProductImageUrl = (publicUrl: string, pid: string) => `${publicUrl.replace(/\/+$/, '')}${productImagePath(pid)}`;

export async function seedBotIntegrations(tx: Executor, brandId: string, publicUrl: string): Promise<void> {
  await tx.insert(botEvents).values(DEMO_EVENTS.map((event) => ({ brandId, ...event })));
  await tx.insert(botCatalogueProducts).values(DEMO_PRODUCTS.map((product) => ({
    brandId, ...productInputSchema.parse({ ...product, imageUrl: demoProductImageUrl(publicUrl, product.pid) }), pid: product.pid,
  })));
}
