/**
 * The demo store's orders (what the demo site's order API answers, demo-shop.routes.ts): every order
 * number the demo bot accepts (ORD, an optional dash, 4 to 8 digits) is an order, and its status,
 * items and courier follow from its digits alone, so the same number always answers the same and
 * the demo needs no order table. Times are relative ("within 3 working days"): no date goes stale.
 */

/** The demo bot's order_number entity: ORD, an optional dash, 4 to 8 digits (bot-seed.ts). */
export const ORDER_NUMBER = /^ORD-?(\d{4,8})$/i;

export type DemoOrderStatus = 'processing' | 'shipped' | 'out_for_delivery' | 'delivered' | 'delayed';

export interface DemoOrder {
  orderNumber: string;
  status: DemoOrderStatus;
  /** A person's label for the status ("Out for delivery"). */
  statusLabel: string;
  /** One or two sentences a customer can read as they are (the demo bot's reply quotes it). */
  summary: string;
  carrier: string;
  trackingNumber: string;
  items: { name: string; quantity: number }[];
  total: { amount: string; currency: 'INR' };
}

const CARRIERS = ['BlueDart', 'Delhivery', 'DTDC', 'Ecom Express'] as const;
const ITEMS = [
  { name: 'Wireless headphones', price: 4999 },
  { name: 'Smartphone 128 GB', price: 24999 },
  { name: 'Laptop 14"', price: 58999 },
  { name: 'Bluetooth speaker', price: 2999 },
  { name: 'Smartwatch', price: 7499 },
  { name: 'Fast charger 65 W', price: 1899 },
] as const;

/** FNV-1a over the digits: a stable spread of numbers over statuses, couriers and items. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

const STATUSES: ReadonlyArray<{ status: DemoOrderStatus; label: string; summary: (carrier: string, tracking: string) => string }> = [
  { status: 'processing', label: 'Being packed', summary: () => 'It is being packed at our Pune warehouse and leaves within 1 working day; you will get the tracking link by SMS.' },
  { status: 'shipped', label: 'Shipped', summary: (carrier, tracking) => `It is on its way with ${carrier} (tracking number ${tracking}) and should arrive within 3 working days.` },
  { status: 'out_for_delivery', label: 'Out for delivery', summary: (carrier) => `It is out for delivery with ${carrier} today and arrives before 8 pm.` },
  { status: 'delivered', label: 'Delivered', summary: (carrier) => `${carrier} delivered it and it was signed for at the door. If you cannot find it, ask for an agent and we will look into it.` },
  { status: 'delayed', label: 'Delayed', summary: (carrier) => `It is delayed at the ${carrier} hub in Nagpur; the new estimate is 2 more working days. Sorry for the wait!` },
];

/** The order of a well-formed number ("ORD-12345", "ord12345"), else null. */
export function demoOrder(number: string): DemoOrder | null {
  const digits = ORDER_NUMBER.exec(number.trim())?.[1];
  if (!digits) return null;
  const hash = hashOf(digits);
  const stage = STATUSES[hash % STATUSES.length]!;
  const carrier = CARRIERS[(hash >>> 4) % CARRIERS.length]!;
  const trackingNumber = `${carrier.slice(0, 2).toUpperCase()}${String(hash % 1_000_000_000).padStart(9, '0')}`;
  const first = ITEMS[(hash >>> 8) % ITEMS.length]!;
  const second = (hash >>> 12) % 3 === 0 ? ITEMS[(hash >>> 16) % ITEMS.length] : undefined;
  const lines = second && second !== first ? [first, second] : [first];
  const items = lines.map((item, index) => ({ name: item.name, quantity: index === 0 ? 1 + ((hash >>> 20) % 2) : 1 }));
  const amount = lines.reduce((sum, item, index) => sum + item.price * items[index]!.quantity, 0);
  return {
    orderNumber: `ORD-${digits}`, status: stage.status, statusLabel: stage.label, summary: stage.summary(carrier, trackingNumber),
    carrier, trackingNumber, items, total: { amount: amount.toFixed(2), currency: 'INR' },
  };
}
