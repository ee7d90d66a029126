import { Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { roleLabel } from '@switchboard/contracts/roles';
import { useBreakGlassCandidatesQuery } from '@/features/members/api/sso';

export interface PickedMember {
  id: string;
  name: string;
  email: string;
  role: string;
  /** False for a stored break-glass admin who can no longer change these settings (the server says so). */
  eligible?: boolean;
}

interface BreakGlassPickerProps {
  value?: string[];
  onChange?: (ids: string[]) => void;
  /** Members already chosen, so their names show before anyone searches (the list below holds one page). */
  known: PickedMember[];
  'aria-label': string;
  id?: string;
}

const SEARCH_DELAY_MS = 250;
const labelOf = (member: PickedMember) =>
  `${member.name || member.email} · ${member.email} (${roleLabel(member.role)})${member.eligible === false ? ' — no longer eligible' : ''}`;

/**
 * Chooses break-glass admins by name or e-mail among the members the server offers: active ones who can change the
 * single sign-on settings (one page of matches at a time).
 */
export function BreakGlassPicker({ value = [], onChange, known, id, 'aria-label': ariaLabel }: BreakGlassPickerProps) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useBreakGlassCandidatesQuery(search);
  const matches = useMemo(() => found.data ?? [], [found.data]);
  // Who was chosen, by id: the server named the stored ones; a new pick is remembered from the search it came from.
  const [chosen, setChosen] = useState<ReadonlyMap<string, PickedMember>>(() => new Map(known.map((member) => [member.id, member])));
  const change = (ids: string[]) => {
    const next = new Map(chosen);
    for (const member of matches) if (ids.includes(member.id)) next.set(member.id, member);
    setChosen(next);
    onChange?.(ids);
  };
  const options = useMemo(() => {
    const byId = new Map([...chosen, ...matches.map((member) => [member.id, member] as const)]);
    return [...new Set([...value, ...matches.map((member) => member.id)])].map((memberId) => {
      const member = byId.get(memberId);
      return { value: memberId, label: member ? labelOf(member) : 'A member no longer in this brand' };
    });
  }, [chosen, matches, value]);

  return (
    <Select
      id={id}
      mode="multiple"
      aria-label={ariaLabel}
      value={value}
      onChange={change}
      options={options}
      showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
      onBlur={() => setTyped('')}
      loading={found.isFetching}
      placeholder="Search members by name or e-mail"
      notFoundContent={found.isFetching ? 'Searching…' : 'No member who can change these settings matches'}
    />
  );
}
