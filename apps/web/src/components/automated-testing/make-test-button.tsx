/**
 * "Make a test": turns the conversation on screen (a /history chat, the try-it transcript) into a test case and opens
 * it in the test-case editor. Shown to members who may use /automatedtesting/testcases; a failure is said beside it.
 */
import { ExperimentOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { isRouteAllowed } from '@switchboard/contracts/permissions';
import { useMakeTest, type FillSource } from '@/components/automated-testing/make-test-api';
import { toast } from '@/lib/feedback/feedback';
import { useSession } from '@/lib/session/session-store';

const EDITOR = '/automatedtesting/testcases';

function MakeTest({ source, disabled }: { source: FillSource; disabled: boolean }) {
  const navigate = useNavigate();
  const make = useMakeTest();
  const start = () => make.mutate(source, {
    onSuccess: (made) => {
      if (made.saved) {
        toast.success(made.message);
        void navigate(`${EDITOR}/${encodeURIComponent(made.testCaseId)}`);
      } else void navigate(`${EDITOR}/new`, { state: made.state });
    },
  });
  return (
    <Flex gap={8} align="center" wrap>
      <Button icon={<ExperimentOutlined />} loading={make.isPending} disabled={disabled} onClick={start}>Make a test</Button>
      {make.isError && <Typography.Text type="danger" role="alert">{make.error.message || 'The test case could not be made.'}</Typography.Text>}
    </Flex>
  );
}

export function MakeTestButton({ source, disabled = false }: { source: FillSource; disabled?: boolean }) {
  const permissions = useSession()?.user_info.permissions;
  if (!permissions || !isRouteAllowed(permissions, EDITOR)) return null;
  return <MakeTest source={source} disabled={disabled} />;
}
