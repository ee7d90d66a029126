/**
 * The most confused intent pairs: sentences the bot read as one intent that a trainer has since given to another, and
 * the close calls, where the classifier's runner-up scored nearly as high as its choice.
 */
import { Flex, Table, Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { CLOSE_CALL_MARGIN, type CloseCall, type ConfusedPair } from '@switchboard/contracts/analytics/accuracy.schemas';
import { METRICS } from '@switchboard/contracts/analytics/metrics';

/** The table with how its rows are counted (the formula, as beside every KPI). */
const WithFormula = ({ formula, children }: { formula: string; children: ReactNode }) => (
  <Flex vertical gap={8}>
    <Typography.Text type="secondary">{formula}</Typography.Text>
    {children}
  </Flex>
);

const COLUMNS: TableColumnsType<ConfusedPair> = [
  { title: 'Read as', dataIndex: 'predicted' },
  { title: 'Trained as', dataIndex: 'actual' },
  { title: 'Messages', dataIndex: 'messages', align: 'right' },
  { title: 'Answers voted down', dataIndex: 'downvoted', align: 'right' },
];

export function AccuracyPairsTable({ pairs }: { pairs: ConfusedPair[] }) {
  return (
    <WithFormula formula={METRICS.confusedPair.formula}>
      <Table<ConfusedPair> size="small" rowKey={(pair) => `${pair.predicted}→${pair.actual}`} columns={COLUMNS} dataSource={pairs} pagination={false}
        scroll={{ x: 'max-content' }} aria-label="Most confused intent pairs"
        locale={{ emptyText: 'No sentence read as one intent trains another intent yet' }} />
    </WithFormula>
  );
}

const CLOSE_COLUMNS: TableColumnsType<CloseCall> = [
  { title: 'Best intent', dataIndex: 'intent' },
  { title: 'Runner-up', dataIndex: 'runnerUp' },
  { title: 'Messages', dataIndex: 'messages', align: 'right' },
];

/** Messages whose two best intents scored within CLOSE_CALL_MARGIN of each other (the classifier nearly mixed them up). */
export function CloseCallsTable({ calls }: { calls: CloseCall[] }) {
  return (
    <WithFormula formula={METRICS.closeCall.formula}>
      <Table<CloseCall> size="small" rowKey={(call) => `${call.intent}→${call.runnerUp}`} columns={CLOSE_COLUMNS} dataSource={calls} pagination={false}
        scroll={{ x: 'max-content' }} aria-label="Close calls"
        locale={{ emptyText: `No message had two intents within ${CLOSE_CALL_MARGIN} of each other` }} />
    </WithFormula>
  );
}
