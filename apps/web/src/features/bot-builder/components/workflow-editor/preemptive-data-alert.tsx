/** §5: when the preemptive data is not complete the editor says so (its pickers would be empty) and offers a retry. */
import { Alert, Button } from 'antd';
import { PREEMPTIVE_DATA_ERROR } from '@switchboard/contracts/bot-builder/preemptive-data.schemas';
import { usePreemptiveData } from '@/features/bot-builder/api/workflow-options';

export function PreemptiveDataAlert() {
  const data = usePreemptiveData();
  if (!data.isError) return null;
  return (
    <Alert type="error" showIcon role="alert" title={PREEMPTIVE_DATA_ERROR}
      action={<Button size="small" onClick={() => void data.refetch()} loading={data.isFetching}>Retry</Button>} />
  );
}
