/**
 * The ticket report's own filters beside the kit's (issue 24: by priority and contact type): kept in the URL with the
 * rest of the filter (shareable, Back undoes a change), sent with the report and carried into every drill-down.
 */
import { Select } from 'antd';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { CONTACT_TYPES, TICKET_PRIORITIES, type ContactType, type TicketPriority } from '@switchboard/contracts/tickets/tickets.schemas';
import { CONTACT_LABELS, PRIORITY_LABELS } from '@/lib/tickets/ticket-value-labels';

export interface TicketNarrowing {
  priority?: TicketPriority;
  contactType?: ContactType;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => values.find((candidate) => candidate === value);

export function useTicketNarrowing(): [TicketNarrowing, (next: TicketNarrowing) => void] {
  const [search, setSearch] = useSearchParams();
  const priority = oneOf(TICKET_PRIORITIES, search.get('priority'));
  const contactType = oneOf(CONTACT_TYPES, search.get('contactType'));
  const narrowing = useMemo(() => ({ ...(priority ? { priority } : {}), ...(contactType ? { contactType } : {}) }), [priority, contactType]);
  const set = useCallback((next: TicketNarrowing) => setSearch((current) => {
    const updated = new URLSearchParams(current);
    for (const name of ['priority', 'contactType'] as const) {
      const value = next[name];
      if (value) updated.set(name, value);
      else updated.delete(name);
    }
    return updated;
  }), [setSearch]);
  return [narrowing, set];
}

export function TicketNarrowingSelects({ value, onChange }: { value: TicketNarrowing; onChange: (next: TicketNarrowing) => void }) {
  const without = (key: keyof TicketNarrowing): TicketNarrowing => {
    const { [key]: _dropped, ...rest } = value;
    return rest;
  };
  return (
    <>
      <Select<TicketPriority> aria-label="Priority" placeholder="All priorities" allowClear style={{ width: 150 }} value={value.priority}
        options={TICKET_PRIORITIES.map((priority) => ({ value: priority, label: PRIORITY_LABELS[priority] }))}
        onChange={(priority) => onChange(priority ? { ...value, priority } : without('priority'))} />
      <Select<ContactType> aria-label="Contact type" placeholder="All contact types" allowClear style={{ width: 170 }} value={value.contactType}
        options={CONTACT_TYPES.map((contactType) => ({ value: contactType, label: CONTACT_LABELS[contactType] }))}
        onChange={(contactType) => onChange(contactType ? { ...value, contactType } : without('contactType'))} />
    </>
  );
}
