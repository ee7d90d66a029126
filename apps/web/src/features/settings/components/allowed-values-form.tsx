import { Button, Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import type { AllowedBifurcation } from '@switchboard/contracts/auth/bifurcation-scope';
import type { TeamMemberDetail } from '@switchboard/contracts/members/team.schemas';
import { useSaveAllowedBifurcation } from '@/features/settings/api/team-members';
import { toast } from '@/lib/feedback/feedback';

/**
 * The bifurcation values (region, business line…) a member may select in the header, and so the data
 * they see (issue 21, point 10). An empty choice allows every value.
 */
export function AllowedValuesForm({ member }: { member: TeamMemberDetail }) {
  const [allowed, setAllowed] = useState<AllowedBifurcation>(member.allowedBifurcation);
  const [dirty, setDirty] = useState(false);
  const save = useSaveAllowedBifurcation(member._id);
  const locked = member.refusal !== null;
  if (member.bifurcationFilters.length === 0) return null;
  const change = (valueKey: string, values: string[]) => {
    setAllowed({ ...allowed, [valueKey]: values });
    setDirty(true);
  };
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">The values this member may choose in the header; the data they see follows their choice. Leave a filter empty to allow every value.</Typography.Text>
      {member.bifurcationFilters.map((filter) => (
        <Flex key={filter.valueKey} vertical gap={4}>
          <label htmlFor={`allowed-${filter.valueKey}`}>{filter.label}</label>
          <Select
            id={`allowed-${filter.valueKey}`}
            aria-label={`Allowed ${filter.label.toLowerCase()} values`}
            mode="multiple"
            allowClear
            placeholder="Every value"
            value={allowed[filter.valueKey] ?? []}
            options={filter.options.map((option) => ({ value: option.value, label: option.label ?? option.value }))}
            onChange={(values: string[]) => change(filter.valueKey, values)}
            disabled={locked || save.isPending}
            style={{ maxWidth: 480 }}
          />
        </Flex>
      ))}
      {!locked && (
        <Flex gap={8}>
          <Button type="primary" loading={save.isPending} disabled={!dirty}
            onClick={() => save.mutate(allowed, { onSuccess: () => { setDirty(false); toast.success('Allowed values updated.'); } })}>
            Save allowed values
          </Button>
          <Button disabled={!dirty} onClick={() => { setAllowed(member.allowedBifurcation); setDirty(false); }}>Undo changes</Button>
        </Flex>
      )}
    </Flex>
  );
}
