import { Card, Col, Row, Statistic } from 'antd';
import type { BrandLiveStats } from '@switchboard/contracts/analytics/agent-monitoring.events';
import { formatDuration } from '@/features/analytics/model/live-columns';

const CARDS = [
  { key: 'totalAgents', title: 'Agents' },
  { key: 'online', title: 'Online' },
  { key: 'accepting', title: 'Accepting chats' },
  { key: 'chatsInProgress', title: 'Chats in progress' },
  { key: 'inQueue', title: 'In queue' },
] as const;

/** brandLiveStats (§7): the brand's live KPIs. */
export function BrandStatsCards({ stats }: { stats: BrandLiveStats }) {
  return (
    <Row gutter={[16, 16]} role="list" aria-label="Brand live stats">
      {CARDS.map((card) => (
        <Col key={card.key} xs={12} md={8} xl={4} flex="auto" role="listitem">
          <Card size="small"><Statistic title={card.title} value={stats[card.key]} /></Card>
        </Col>
      ))}
      <Col xs={12} md={8} xl={4} flex="auto" role="listitem">
        <Card size="small">
          <Statistic title="Average wait" value={stats.avgWaitSeconds === null ? '—' : formatDuration(stats.avgWaitSeconds)} />
        </Card>
      </Col>
    </Row>
  );
}
