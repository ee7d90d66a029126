/**
 * /dms/users_journey: real conversations grouped by the sequence of what the customers asked, most frequent first
 * (10 a page), over the last 7, 14 or 30 days: the count and the outcomes of each; a journey opens its examples.
 */
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, Select } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Journey } from '@switchboard/contracts/dms/dms.schemas';
import { LightTable, type LightColumn } from '@/components/light-table';
import { PageTitle } from '@/components/page-title';
import { ResultScreen } from '@/components/result-screen';
import { JOURNEYS_PAGE_SIZE, useJourneys } from '@/features/dms/api/journeys';
import { DmsLayout } from '@/features/dms/components/dms-layout';
import { JourneyOutcomes } from '@/features/dms/components/journey-outcomes';
import { periodOptions, stepsText } from '@/features/dms/model/journey-labels';
import { journeyPath } from '@/features/dms/model/paths';

function Journeys() {
  const [page, setPage] = useState(1);
  const [days, setDays] = useState(30);
  const query = useJourneys(page, days);
  const columns: LightColumn<Journey>[] = [
    { title: 'Journey', dataIndex: 'steps', width: 320, render: (steps: string[], row) => <Link to={`${journeyPath(row.journeyId)}?days=${days}`}>{stepsText(steps)}</Link> },
    { title: 'Conversations', dataIndex: 'count', width: 120 },
    { title: 'Outcomes', dataIndex: 'outcomes', width: 320, render: (outcomes: Journey['outcomes']) => <JourneyOutcomes outcomes={outcomes} /> },
  ];
  return (
    <Flex vertical gap={16}>
      <PageTitle>Users Journey</PageTitle>
      <Select<number> aria-label="Period" style={{ width: 160 }} value={days} options={periodOptions} onChange={(value) => { setDays(value); setPage(1); }} />
      {query.isError && !query.data ? (
        <ResultScreen status="error" title="The journeys could not be loaded."
          extra={<Button icon={<ReloadOutlined />} onClick={() => void query.refetch()}>Retry</Button>} />
      ) : (
        <LightTable<Journey> rowKey="journeyId" columns={columns} rows={query.data?.journeys ?? []} loading={query.isFetching} minWidth={760}
          empty="No conversations in this period."
          pagination={{ current: page, pageSize: JOURNEYS_PAGE_SIZE, total: query.data?.totalCount ?? 0, onChange: setPage }} />
      )}
    </Flex>
  );
}

export default function JourneysPage() {
  return <DmsLayout><Journeys /></DmsLayout>;
}
