/**
 * The publish gate said no: which cases failed (and how many more), a link to the run's results, and for an admin
 * "Publish anyway" (asked first; the server records the override in the audit log).
 */
import { Alert, Button, Flex, Modal, Popconfirm, Typography } from 'antd';
import { Link } from 'react-router';
import { PUBLISH_GATE_TEXTS as G } from '@switchboard/contracts/automated-testing/publish-gate.schemas';
import type { GateRun } from '@/features/bot-builder/api/training';

/** The run's results page (automated testing's /testruns/testresults, by the run's id). */
const resultsPath = (runId: string) => `/automatedtesting/testruns/testresults?runId=${encodeURIComponent(runId)}`;

export interface PublishGateRefusalProps {
  refusal: { message: string; testRun: GateRun } | null;
  mayOverride: boolean;
  overriding: boolean;
  onOverride: () => void;
  onClose: () => void;
}

export function PublishGateRefusal({ refusal, mayOverride, overriding, onOverride, onClose }: PublishGateRefusalProps) {
  const run = refusal?.testRun;
  const more = run ? run.failed - run.failedCases.length : 0;
  const footer = (
    <Flex justify="end" gap={8} wrap>
      {mayOverride && (
        <Popconfirm title="Publish anyway?" description="Customers get this version although its test cases fail. The audit log records it."
          okText="Publish anyway" okButtonProps={{ danger: true }} onConfirm={onOverride}>
          <Button danger loading={overriding}>Publish anyway</Button>
        </Popconfirm>
      )}
      <Button type="primary" onClick={onClose}>Close</Button>
    </Flex>
  );
  return (
    <Modal open={!!refusal} title={G.refusedTitle} onCancel={onClose} footer={footer} destroyOnHidden>
      {run && refusal && (
        <Flex vertical gap={12}>
          <Alert type="error" showIcon title={refusal.message} />
          <div>
            <Typography.Text strong id="gate-failing-cases">Failing test cases</Typography.Text>
            <ul aria-labelledby="gate-failing-cases" style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
              {run.failedCases.map((item, index) => <li key={item.testCaseId ?? index}>{item.name}</li>)}
            </ul>
          </div>
          {more > 0 && <Typography.Text type="secondary">and {more} more</Typography.Text>}
          <Link to={resultsPath(run._id)}>See the differences in run #{run.number}</Link>
          {!mayOverride && <Typography.Text type="secondary">Only an admin can publish past the publish gate.</Typography.Text>}
        </Flex>
      )}
    </Modal>
  );
}
