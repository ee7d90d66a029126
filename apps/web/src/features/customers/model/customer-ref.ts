/** The `id={cId}&type={cIdType}` segment of /users/id={cId}&type={cIdType} (one route segment, see docs/decisions.md). */
import { CUSTOMER_ID_TYPES, type CustomerIdType } from '@switchboard/contracts/customers/customers.schemas';

export function parseCustomerRef(segment: string | undefined): { cId: string; type: CustomerIdType } | null {
  if (!segment) return null;
  const params = new URLSearchParams(segment);
  const cId = params.get('id')?.trim();
  const type = (params.get('type') ?? 'psid') as CustomerIdType;
  if (!cId || !CUSTOMER_ID_TYPES.includes(type)) return null;
  return { cId, type };
}
