/** The catalogue: products (10 a page, search, stock filter), one product by pid, save, delete. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BOT_BUILDER_PATHS as P, withId } from '@switchboard/contracts/bot-builder/bot-builder.api';
import type { Product, ProductCreate, ProductInput } from '@switchboard/contracts/bot-builder/catalogue.schemas';
import { http } from '@/lib/http/api';
import type { Page } from './brand-functions';
import { integrationKeys as keys } from './integration-keys';

export type StockFilter = '' | 'true' | 'false';

export const useProducts = (page: number, search: string, stock: StockFilter) => useQuery({
  queryKey: keys.products(page, search, stock),
  queryFn: ({ signal }) => http.requestData<Page<Product>>(P.catalogue, {
    query: { page, search: search || undefined, inStock: stock || undefined }, signal, quiet: true,
  }),
  placeholderData: keepPreviousData,
});

export const useProduct = (pid: string) => useQuery({
  queryKey: keys.product(pid),
  queryFn: ({ signal }) => http.requestData<Product>(withId(P.catalogueProduct, pid), { signal, quiet: true }),
});

/** Creates (with a pid) or updates the product `pid`. */
export function useSaveProduct(pid?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductInput | ProductCreate) =>
      http.requestData<Product>(pid ? withId(P.catalogueProduct, pid) : P.catalogue, { method: pid ? 'PUT' : 'POST', body: { ...input }, quiet: true }),
    onSuccess: (saved) => {
      client.setQueryData(keys.product(saved.pid), saved);
      void client.invalidateQueries({ queryKey: keys.productLists });
    },
  });
}

export function useDeleteProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (pid: string) => http.requestData(withId(P.catalogueProduct, pid), { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.productLists }),
  });
}
