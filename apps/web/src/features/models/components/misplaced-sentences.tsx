/**
 * Training sentences nearer another intent's sentences than their own (issue 31): filed under the wrong intent, or a
 * sign that two intents overlap. Shown under a model's held-out figures in model management.
 */
import { Flex, Tag, Typography } from 'antd';
import type { MisplacedSentenceSummary } from '@switchboard/contracts/models/models.schemas';

export function MisplacedSentences({ misplaced }: { misplaced: MisplacedSentenceSummary[] | undefined }) {
  // Evaluations stored before issue 31 have none: say nothing rather than "none".
  if (misplaced === undefined || misplaced.length === 0) return null;
  return (
    <Flex vertical gap={8} style={{ marginTop: 12 }} aria-label="Misplaced training sentences">
      <Typography.Text strong>Training sentences closer to another intent</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        Each reads more like the other intent&apos;s sentences than its own: move it, reword it, or tell the two intents apart.
      </Typography.Text>
      <Flex vertical gap={4} role="list">
        {misplaced.map((sentence) => (
          <span role="listitem" data-testid="misplaced-sentence" key={`${sentence.intent}:${sentence.text}`}>
            “{sentence.text}” in <Tag>{sentence.intent}</Tag> is closer to <Tag color="purple">{sentence.closerTo}</Tag>
          </span>
        ))}
      </Flex>
    </Flex>
  );
}
