/** The chosen domain, or the first one the brand has when none is chosen (or the chosen one was deleted). */
import type { Domain } from '@switchboard/contracts/dms/dms.schemas';
import { useDomains } from '@/features/dms/api/domains';
import { useDmsDomainStore } from '@/features/dms/stores/dms-domain-store';

export function useCurrentDomain(): { domain: Domain | undefined; domains: ReturnType<typeof useDomains> } {
  const domains = useDomains();
  const chosen = useDmsDomainStore((state) => state.domainId);
  const list = domains.data ?? [];
  return { domain: list.find((domain) => domain._id === chosen) ?? list[0], domains };
}
