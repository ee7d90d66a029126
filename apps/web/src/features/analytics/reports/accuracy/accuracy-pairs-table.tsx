/** The most confused intent pairs: sentences the bot read as one intent that a trainer has since given to another. */
import { Table, type TableColumnsType } from 'antd';
import type { ConfusedPair } from '@switchboard/contracts/analytics/accuracy.schemas';

const COLUMNS: TableColumnsType<ConfusedPair> = [
  { title: 'Read as', dataIndex: 'predicted' },
  { title: 'Trained as', dataIndex: 'actual' },
  { title: 'Messages', dataIndex: 'messages', align: 'right' },
  { title: 'Answers voted down', dataIndex: 'downvoted', align: 'right' },
];

export function AccuracyPairsTable({ pairs }: { pairs: ConfusedPair[] }) {
  return (
    <Table<ConfusedPair> size="small" rowKey={(pair) => `${pair.predicted}→${pair.actual}`} columns={COLUMNS} dataSource={pairs} pagination={false}
      scroll={{ x: 'max-content' }} aria-label="Most confused intent pairs"
      locale={{ emptyText: 'No sentence read as one intent trains another intent yet' }} />
  );
}
