/**
 * Train (initiateDmsTraining for the domain): busy while dialogues_training, with the live progress of the running
 * training (dmsTraining events). A refusal (412: one is running, nothing to train) is shown by the http client.
 */
import { ExperimentOutlined } from '@ant-design/icons';
import { Button, Flex, Progress } from 'antd';
import { useDialoguesTraining } from '@/features/dms/hooks/use-dialogues-training';

export function TrainButton({ domainId }: { domainId: string | undefined }) {
  const { dialogues_training, running, start } = useDialoguesTraining();
  return (
    <Flex align="center" gap={8}>
      {running && (
        <Progress type="circle" size={28} percent={Math.round(running.progress * 100)} aria-label={`Training ${running.domainName}: ${Math.round(running.progress * 100)}%`} />
      )}
      <Button icon={<ExperimentOutlined />} loading={dialogues_training} disabled={!domainId}
        onClick={() => domainId && start.mutate(domainId)}>{running ? 'Training…' : 'Train'}</Button>
    </Flex>
  );
}
