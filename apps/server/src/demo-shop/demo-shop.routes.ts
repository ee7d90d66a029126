/**
 * What the demo store (the page at /demo-site that embeds the widget) serves besides its page:
 *   GET /demo-site/api/orders/<number>   the store's order-status API (demo-orders.ts), which the demo
 *                                        bot's brand function calls: 200 with the order, 404 otherwise
 *   GET /demo-site/products/<pid>.svg    the demo catalogue's product pictures (product-images.ts)
 * Public like the page; nothing here reads the database. Registered whether or not the widget is built.
 */
import type { FastifyInstance } from 'fastify';
import { demoOrder } from './demo-orders';
import { PRODUCT_IMAGE_PATH, productImageSvg } from './product-images';

/** Where the demo store's API lives on this server; brand functions may reach exactly this (address-guard.ts). */
export const DEMO_SHOP_API_PATH = '/demo-site/api';

/** The base address the demo brand's environment variable holds: this server's public address + the API's path. */
export const demoShopApiBase = (publicUrl: string) => `${publicUrl.replace(/\/+$/, '')}${DEMO_SHOP_API_PATH}`;

const NO_ORDER = 'No order has this number. Order numbers look like ORD-12345.';
const IMAGE_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=86400',
  'x-content-type-options': 'nosniff',
  // Opened on its own, the picture may draw and style itself, nothing more.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
};

export function registerDemoShop(app: FastifyInstance): void {
  app.get<{ Params: { number: string } }>(`${DEMO_SHOP_API_PATH}/orders/:number`, { config: { guard: 'public' } }, async (request, reply) => {
    const order = demoOrder(request.params.number);
    reply.header('cache-control', 'no-store');
    if (!order) return reply.code(404).send({ message: NO_ORDER });
    return order;
  });

  app.get<{ Params: { file: string } }>(`${PRODUCT_IMAGE_PATH}/:file`, { config: { guard: 'public' } }, async (request, reply) => {
    const svg = productImageSvg(request.params.file);
    if (!svg) return reply.code(404).send({ message: 'No such picture.' });
    return reply.headers(IMAGE_HEADERS).send(svg);
  });
}
