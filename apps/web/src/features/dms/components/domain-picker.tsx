/** Picks the domain the /dms page works in (shared with the other pages and the training widget). */
import { Select } from 'antd';
import { useCurrentDomain } from '@/features/dms/hooks/use-current-domain';
import { useDmsDomainStore } from '@/features/dms/stores/dms-domain-store';

export function DomainPicker() {
  const { domain, domains } = useCurrentDomain();
  const setDomainId = useDmsDomainStore((state) => state.setDomainId);
  return (
    <Select<string> aria-label="Domain" placeholder="Domain" style={{ minWidth: 180, alignSelf: 'flex-start' }} value={domain?._id} loading={domains.isPending}
      options={(domains.data ?? []).map((row) => ({ value: row._id, label: row.name }))} onChange={setDomainId} />
  );
}
