import { Card, Col, Row, Statistic } from 'antd';
import type { LiveCount } from '@switchboard/contracts/dashboard/dashboard.events';

const COUNTERS = [
  { key: 'live', title: 'Live chats' },
  { key: 'botHandling', title: 'Bot handling' },
  { key: 'inQueue', title: 'In queue' },
  { key: 'agentHandling', title: 'Agent handling' },
  { key: 'messagesLastSecond', title: 'Messages / second' },
] as const;

/** perSecondStats counters (§7 liveCount). */
export function LiveCounters({ count }: { count: LiveCount }) {
  return (
    <Row gutter={[16, 16]} aria-label="Live counters" role="list">
      {COUNTERS.map((counter) => (
        <Col key={counter.key} xs={12} md={8} xl={4} flex="auto" role="listitem">
          <Card size="small">
            <Statistic title={counter.title} value={count[counter.key]} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
