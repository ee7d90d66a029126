/**
 * The catalogue (§2 catalogue, catalogue/{productId}, §3 "catalogue product (pid)"): the brand's
 * products, shown to customers as carousel cards. `pid` is the brand's own product code, chosen on
 * create and fixed afterwards (it is the page's address and what postbacks carry).
 */
import { z } from 'zod';
import { pageQuerySchema } from '../common/pagination';
import { listItem } from '../common/rules';
import { optionalSafeUrlSchema } from '../common/safe-url';
import type { cardSchema } from '../live-chat/live-chat.schemas';

export const CATALOGUE_PAGE_SIZE = 10;
/** §9 "Currency display: INR or USD": the only currencies a product can be saved in. */
export const CURRENCIES = ['INR', 'USD'] as const;

const webUrl = optionalSafeUrlSchema({ web: true });

export const productInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120, 'Name is at most 120 characters'),
  description: z.string().trim().max(1000, 'The description is at most 1000 characters').default(''),
  /** A decimal string with up to 2 decimals ("1299.00"): never a float. */
  price: z.string().trim().regex(/^\d{1,10}(\.\d{1,2})?$/, 'Price: a number with up to 2 decimals, e.g. 1299.50'),
  currency: z.enum(CURRENCIES, { message: `The currency must be one of: ${CURRENCIES.join(', ')}` }).default('INR'),
  imageUrl: webUrl.default(''),
  url: webUrl.default(''),
  tags: z.array(listItem(z.string().trim().min(1).max(40))).max(20, 'At most 20 tags').default([]).transform((tags) => [...new Set(tags)]),
  inStock: z.boolean().default(true),
});
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductValues = z.output<typeof productInputSchema>;

export const pidSchema = z.string().trim().min(1, 'Product id is required').max(64, 'Product id is at most 64 characters')
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'Use letters, digits, dots, dashes and underscores');

export const productCreateSchema = productInputSchema.extend({ pid: pidSchema });
export type ProductCreate = z.input<typeof productCreateSchema>;

export const productSchema = z.object({
  pid: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.string(),
  /** As stored: a product saved before the INR/USD rule keeps its currency until it is edited. */
  currency: z.string(),
  imageUrl: z.string(),
  url: z.string(),
  tags: z.array(z.string()),
  inStock: z.boolean(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const productListQuerySchema = pageQuerySchema.extend({
  inStock: z.enum(['true', 'false']).transform((value) => value === 'true').optional(),
});

/** Carousel cards (§2 catalogue "used in carousels"): name, price (and "Out of stock"), image, and a button opening the product or posting its pid back. */
export function productCards(products: readonly Product[]): z.infer<typeof cardSchema>[] {
  return products.map((product) => ({
    title: product.name,
    subtitle: `${product.currency} ${product.price}${product.inStock ? '' : ' · Out of stock'}`,
    ...(product.imageUrl ? { imageUrl: product.imageUrl } : {}),
    buttons: [product.url ? { label: 'View', value: product.pid, url: product.url } : { label: 'Choose', value: product.pid }],
  }));
}
