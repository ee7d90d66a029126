/**
 * The demo bot's link to the demo store: an environment variable with the store API's base address
 * (this server's public address + /demo-site/api, the same in Dev, UAT and Prod) and a brand function
 * that asks that API for an order's status; the order-status workflow calls it (bot-workflows-seed.ts).
 * The server lets brand functions reach exactly that API (bot-builder.module.ts, withOwnApi), so the
 * demo works on loopback without BRAND_FUNCTION_ALLOWED_HOSTS.
 */
import type { BrandFunction } from '@switchboard/contracts/bot-builder/brand-function.schemas';
import type { Environment } from '@switchboard/contracts/bot-builder/environment-variable.schemas';
import { demoShopApiBase } from '@/demo-shop/demo-shop.routes';
import type { Executor } from '@/db/client';
import { botBrandFunctions, botEnvironmentVariables } from '@/db/schema/bot-integrations';

/** PUBLIC_URL's default (config.ts): what a seed without a public address assumes. */
export const DEFAULT_PUBLIC_URL = 'http://localhost:8080';

export const DEMO_SHOP_VARIABLE = {
  name: 'DEMO_SHOP_API',
  description: "The demo store's API (served by this server at /demo-site/api)",
} as const;

export const DEMO_ORDER_FUNCTION: BrandFunction = {
  brandFunctionId: 'd0000000-0000-4000-8000-000000000301',
  name: 'demo_order_status',
  description: "Asks the demo store's API where an order is",
  method: 'GET',
  url: `{{env.${DEMO_SHOP_VARIABLE.name}}}/orders/{{order}}`,
  headers: [{ key: 'Accept', value: 'application/json' }],
  body: '',
  timeoutMs: 3_000,
  responseMapping: [
    { path: 'status', variable: 'orderStatus' },
    { path: 'summary', variable: 'orderSummary' },
    { path: 'carrier', variable: 'orderCarrier' },
  ],
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** The variable's value in every environment. */
export function demoShopValues(publicUrl: string): Record<Environment, string> {
  const base = demoShopApiBase(publicUrl);
  return { Dev: base, UAT: base, Prod: base };
}

/** What the trained bundle carries as its environment (the live bot's, whichever BOT_ENVIRONMENT). */
export const demoEnvironment = (publicUrl: string): Record<string, string> => ({ [DEMO_SHOP_VARIABLE.name]: demoShopApiBase(publicUrl) });

export async function seedDemoOrderFunction(tx: Executor, brandId: string, publicUrl: string): Promise<void> {
  await tx.insert(botEnvironmentVariables).values({ brandId, ...DEMO_SHOP_VARIABLE, values: demoShopValues(publicUrl), secret: false });
  const { brandFunctionId, updatedAt: _fixed, ...fn } = DEMO_ORDER_FUNCTION;
  await tx.insert(botBrandFunctions).values({ id: brandFunctionId, brandId, ...fn });
}
