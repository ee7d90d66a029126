/**
 * A model's most confused intent pairs on its held-out split (issue 31): which intent's sentences the classifier took
 * for which other one, with examples, and a warning where two intents overlap. Numbers say how often the bot errs;
 * this says what to fix in the training sentences.
 */
import { Alert, Flex, Tag, Typography } from 'antd';
import type { IntentConfusion } from '@switchboard/contracts/models/models.schemas';

const pct = (share: number) => `${Math.round(share * 100)}%`;

export function ConfusedIntents({ confusions }: { confusions: IntentConfusion[] | undefined }) {
  // Evaluations stored before issue 31 have no confusions: say nothing rather than "none".
  if (confusions === undefined) return null;
  const overlapping = confusions.filter((confusion) => confusion.overlap);
  return (
    <Flex vertical gap={8} style={{ marginTop: 12 }} aria-label="Confused intents">
      <Typography.Text strong>Most confused intents (held-out split)</Typography.Text>
      {overlapping.length > 0 && (
        <Alert type="warning" showIcon
          title={`${overlapping.length === 1 ? 'One pair of intents overlaps' : `${overlapping.length} pairs of intents overlap`}: give each intent sentences the other would not say, or merge them.`} />
      )}
      {confusions.length === 0
        ? <Typography.Text type="secondary">No held-out sentence was taken for another intent.</Typography.Text>
        : (
          <Flex vertical gap={8} role="list">
            {confusions.map((confusion) => (
              <Flex vertical gap={2} role="listitem" data-testid="confused-pair" key={`${confusion.intent}→${confusion.predictedAs}`}>
                <span>
                  <Tag>{confusion.intent}</Tag> taken for <Tag color="purple">{confusion.predictedAs}</Tag>
                  {confusion.count} held-out {confusion.count === 1 ? 'sentence' : 'sentences'} ({pct(confusion.share)})
                  {confusion.overlap && <Tag color="warning" style={{ marginLeft: 6 }}>overlap</Tag>}
                </span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  e.g. {confusion.examples.map((example) => `“${example}”`).join(', ')}
                </Typography.Text>
              </Flex>
            ))}
          </Flex>
        )}
    </Flex>
  );
}
