/** Customer calls: the list (10 a page), a profile, and the customer's chats (load more, 10 a page). */
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  CUSTOMER_PATHS, customerChatsDataSchema, customerProfileDataSchema, customersDataSchema, type CustomerIdType,
} from '@switchboard/contracts/customers/customers.schemas';
import { TICKET_PATHS, ticketSchema } from '@switchboard/contracts/tickets/tickets.schemas';
import { z } from 'zod';
import { http } from '@/lib/http/api';

const customerTicketsSchema = z.object({ tickets: z.array(ticketSchema) });

export const customerKeys = {
  list: (page: number, search: string) => ['customers', 'list', page, search] as const,
  profile: (cId: string, type: CustomerIdType) => ['customers', 'profile', cId, type] as const,
  chats: (cId: string, type: CustomerIdType) => ['customers', 'chats', cId, type] as const,
  tickets: (psid: string) => ['customers', 'tickets', psid] as const,
};

/** GET /admin/v1/customerTickets?psid= (tickets area): only for members with ticketsEnabled. */
export const useCustomerTicketsQuery = (psid: string, enabled: boolean) =>
  useQuery({
    queryKey: customerKeys.tickets(psid),
    queryFn: async ({ signal }) => customerTicketsSchema.parse(await http.requestData<unknown>(TICKET_PATHS.customerTickets, { query: { psid }, signal, quiet: true })).tickets,
    enabled,
    retry: false,
  });

export const useCustomersQuery = (page: number, search: string) =>
  useQuery({
    queryKey: customerKeys.list(page, search),
    queryFn: async ({ signal }) => customersDataSchema.parse(await http.requestData<unknown>(CUSTOMER_PATHS.list, { query: { page, search: search || undefined }, signal })),
    placeholderData: keepPreviousData,
  });

export const useCustomerProfileQuery = (cId: string, type: CustomerIdType) =>
  useQuery({
    queryKey: customerKeys.profile(cId, type),
    queryFn: async ({ signal }) => customerProfileDataSchema.parse(await http.requestData<unknown>(CUSTOMER_PATHS.profile, { query: { cId, type }, signal, quiet: true })),
    retry: false,
  });

export const useCustomerChatsQuery = (cId: string, type: CustomerIdType, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: customerKeys.chats(cId, type),
    queryFn: async ({ pageParam, signal }) => customerChatsDataSchema.parse(
      await http.requestData<unknown>(CUSTOMER_PATHS.chats, { query: { cId, type, cursor: pageParam ?? undefined }, signal }),
    ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore ? last.nextCursor : null),
    enabled,
  });
