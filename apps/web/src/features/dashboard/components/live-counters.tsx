import { Card, Col, Row, Statistic } from 'antd';
import type { LiveCount } from '@switchboard/contracts/dashboard/dashboard.events';

const COUNTERS = [
  { key: 'live', title: 'Live chats' },
  { key: 'botHandling', title: 'Bot handling' },
  { key: 'inQueue', title: 'In queue' },
  { key: 'agentHandling', title: 'Agent handling' },
  { key: 'messagesLastSecond', title: 'Messages / second' },
] as const;

/** Holds a counter's place (same line, same height) until the first perSecondStats arrive. */
const NO_VALUE = '–';

/** perSecondStats counters (§7 liveCount); shown before the first batch, with dashes, so nothing below them moves. */
export function LiveCounters({ count }: { count: LiveCount | null }) {
  return (
    <Row gutter={[16, 16]} aria-label="Live counters" role="list" aria-busy={count === null}>
      {COUNTERS.map((counter) => (
        <Col key={counter.key} xs={12} md={8} xl={4} flex="auto" role="listitem">
          <Card size="small">
            <Statistic title={counter.title} value={count ? count[counter.key] : NO_VALUE} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
