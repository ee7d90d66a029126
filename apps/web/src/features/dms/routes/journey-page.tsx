/**
 * /dms/users_journey/{journeyId}: one journey's steps, count, outcomes and example conversations; "Make a dialogue"
 * turns it into a draft dialogue of the chosen domain (bootstrapStory) and opens it in the editor for correction.
 */
import { ArrowLeftOutlined, BranchesOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Descriptions, Flex, Typography } from 'antd';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { FullPageLoader } from '@/components/full-page-loader';
import { PageTitle } from '@/components/page-title';
import { ResultScreen } from '@/components/result-screen';
import { useJourney, useJourneyDraft } from '@/features/dms/api/journeys';
import { DmsLayout } from '@/features/dms/components/dms-layout';
import { DomainPicker } from '@/features/dms/components/domain-picker';
import { JourneyOutcomes } from '@/features/dms/components/journey-outcomes';
import { useCurrentDomain } from '@/features/dms/hooks/use-current-domain';
import { OUTCOME_LABELS, PERIODS, stepsText } from '@/features/dms/model/journey-labels';
import { NEW_STORY, storyPath, type DraftState } from '@/features/dms/model/paths';
import { toast } from '@/lib/feedback/feedback';
import { formatDateTime } from '@/lib/dates/format-date';
import { isHttpError } from '@/lib/http/http-error';

function JourneyScreen() {
  const { journeyId = '' } = useParams();
  const [params] = useSearchParams();
  const asked = Number(params.get('days'));
  const days = PERIODS.find((period) => period === asked) ?? 30;
  const query = useJourney(journeyId, days);
  const { domain } = useCurrentDomain();
  const draft = useJourneyDraft();
  const navigate = useNavigate();

  const makeDialogue = async () => {
    if (!domain) return;
    const result = await draft.mutateAsync({ domainId: domain._id, journeyId, days });
    const [first] = result.dialogues;
    if (!first) {
      toast.warning(`None of this journey's steps is an intent of the domain ${domain.name}.`);
      return;
    }
    const state: DraftState = { draft: first };
    void navigate(storyPath(NEW_STORY), { state });
  };

  if (query.isPending) return <FullPageLoader fullScreen={false} />;
  if (query.isError) {
    const missing = isHttpError(query.error) && query.error.status === 404;
    return (
      <ResultScreen status={missing ? '404' : 'error'} title={missing ? query.error.message : 'The journey could not be loaded.'}
        extra={missing ? <Link to="/dms/users_journey">Back to the journeys</Link> : <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()}>Retry</Button>} />
    );
  }
  const journey = query.data;
  return (
    <Flex vertical gap={16}>
      <Flex align="center" gap={8}>
        <Link to="/dms/users_journey" aria-label="Back to the journeys"><ArrowLeftOutlined /></Link>
        <PageTitle />
      </Flex>
      <Descriptions size="small" column={1} bordered items={[
        { key: 'steps', label: 'Steps', children: stepsText(journey.steps) },
        { key: 'count', label: `Conversations (last ${days} days)`, children: journey.count },
        { key: 'outcomes', label: 'Outcomes', children: <JourneyOutcomes outcomes={journey.outcomes} /> },
      ]} />
      <Flex gap={8} wrap align="center">
        <DomainPicker />
        <Button type="primary" icon={<BranchesOutlined />} disabled={!domain} loading={draft.isPending} onClick={() => void makeDialogue().catch(() => undefined)}>
          Make a dialogue
        </Button>
      </Flex>
      <section aria-label="Examples">
        <Typography.Title level={2} style={{ fontSize: 16 }}>Examples</Typography.Title>
        {journey.examples.length === 0 ? <Typography.Text type="secondary">No examples.</Typography.Text> : (
          <ul>
            {journey.examples.map((example) => (
              <li key={example.sessionId}>{formatDateTime(example.startedAt)} · {OUTCOME_LABELS[example.outcome]} · <Typography.Text code>{example.sessionId}</Typography.Text></li>
            ))}
          </ul>
        )}
      </section>
    </Flex>
  );
}

export default function JourneyPage() {
  return <DmsLayout><JourneyScreen /></DmsLayout>;
}
