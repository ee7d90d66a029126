import { Alert, Breadcrumb, Card, Flex, Spin, Tabs, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { useIntent } from '@/features/bot-builder/api/intents';
import { IntentForm } from '@/features/bot-builder/components/intent-form';
import { TrainPublishBar } from '@/features/bot-builder/components/train-publish-bar';
import { UtteranceEditor } from '@/features/bot-builder/components/utterance-editor';
import { UtteranceList } from '@/features/bot-builder/components/utterance-list';
import { isHttpError } from '@/lib/http/http-error';

/** /botbuilder/intents/{intentId}: the intent's reply, utterances (entities marked) and blocked list. */
export default function IntentPage() {
  const intentId = useParams().intentId ?? '';
  const intent = useIntent(intentId);
  if (intent.isLoading) return <Spin aria-label="Loading the intent" />;
  if (intent.isError || !intent.data) {
    const missing = isHttpError(intent.error) && intent.error.status === 404;
    return <Alert type="error" showIcon title={missing ? 'This intent does not exist (it may have been deleted).' : 'The intent could not be loaded.'}
      description={<Link to="/botbuilder/intents">Back to intents</Link>} />;
  }
  return (
    <Flex vertical gap={16}>
      <Breadcrumb items={[{ title: <Link to="/botbuilder/intents">Intents</Link> }, { title: intent.data.name }]} />
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>{intent.data.name}</Typography.Title>
      <TrainPublishBar />
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>Intent</h2>}>
        <IntentForm intent={intent.data} />
      </Card>
      <Card>
        <Tabs items={[
          { key: 'utterance', label: `Utterances (${intent.data.utteranceCount})`, children: (
            <Flex vertical gap={12}><UtteranceEditor intentId={intentId} kind="utterance" /><UtteranceList intentId={intentId} kind="utterance" /></Flex>
          ) },
          { key: 'blocked', label: `Blocked list (${intent.data.blockedCount})`, children: (
            <Flex vertical gap={12}><UtteranceEditor intentId={intentId} kind="blocked" /><UtteranceList intentId={intentId} kind="blocked" /></Flex>
          ) },
        ]} />
      </Card>
    </Flex>
  );
}
