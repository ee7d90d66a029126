/** A journey's outcomes: how many conversations the bot resolved, handed over, or the customer abandoned. */
import { Flex, Tag } from 'antd';
import type { Journey } from '@switchboard/contracts/dms/dms.schemas';
import { OUTCOME_COLORS, OUTCOME_LABELS } from '@/features/dms/model/journey-labels';

export function JourneyOutcomes({ outcomes }: { outcomes: Journey['outcomes'] }) {
  return (
    <Flex gap={4} wrap>
      {(Object.keys(OUTCOME_LABELS) as (keyof Journey['outcomes'])[]).map((key) => (
        <Tag key={key} color={OUTCOME_COLORS[key]}>{outcomes[key]} {OUTCOME_LABELS[key]}</Tag>
      ))}
    </Flex>
  );
}
