/** Query keys of brand functions, events and the catalogue (environment variables use crudResource's). */
export const integrationKeys = {
  brandFunctionLists: ['bot-builder', 'brand-functions'] as const,
  brandFunctions: (page: number, search: string) => ['bot-builder', 'brand-functions', page, search] as const,
  brandFunction: (id: string) => ['bot-builder', 'brand-function', id] as const,
  eventLists: ['bot-builder', 'events'] as const,
  events: (page: number, search: string, eventType: string) => ['bot-builder', 'events', page, search, eventType] as const,
  productLists: ['bot-builder', 'catalogue'] as const,
  products: (page: number, search: string, stock: string) => ['bot-builder', 'catalogue', page, search, stock] as const,
  product: (pid: string) => ['bot-builder', 'product', pid.toLowerCase()] as const,
};
