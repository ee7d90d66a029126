/**
 * "Run" of one case: runTestCase against the draft bot, then per turn what the customer did, whether it passed, each
 * check's expected vs actual with the differences marked, and what the bot did. A refusal (nothing trained yet) is
 * said in the panel with Run again.
 */
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Drawer, Flex, Spin, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import type { TestCaseReferences } from '@switchboard/contracts/automated-testing/test-case-references.schemas';
import type { TestCase } from '@switchboard/contracts/automated-testing/test-case.schemas';
import type { StoredTurn } from '@switchboard/contracts/automated-testing/test-results.schemas';
import type { CaseResult } from '@switchboard/contracts/automated-testing/test-run.schemas';
import { useRunTestCase } from '@/features/automated-testing/api/run-test-case';
import { useTestCaseReferences } from '@/features/automated-testing/api/test-case-references';
import { CheckList } from '@/features/automated-testing/components/check-list';
import { checkLabel, namesOf, shownCheck } from '@/features/automated-testing/model/check-labels';

/** A run asked for: a new object each time Run is pressed. */
export interface RunTarget { testCase: Pick<TestCase, '_id' | 'name' | 'turns'> }

export const customerLine = (turn: TestCase['turns'][number]) => (turn.kind === 'text' ? turn.text : `Presses "${turn.title}"`);
const percent = (value: number) => `${Math.round(value * 100)}%`;

/** What the bot did in a turn (a run's stored turn or a single case's whole outcome). */
export function Outcome({ outcome, names }: { outcome: StoredTurn['outcome']; names: Map<string, string> }) {
  const said = outcome.messages.map((m) => m.text).filter(Boolean);
  const variables = Object.entries(outcome.variables);
  return (
    <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: 0 }}>
      The bot read {outcome.intent} ({percent(outcome.confidence)})
      {said.length ? `, said ${said.map((text) => `"${text}"`).join(', ')}` : ', said nothing'}
      {outcome.handover ? `, handed over${outcome.handover.groupId ? ` to ${names.get(outcome.handover.groupId) ?? outcome.handover.groupId}` : ''}` : ''}
      {outcome.ticketOffered ? ', offered a ticket' : ''}
      {variables.length ? `; variables ${variables.map(([k, v]) => `${k} = ${v}`).join(', ')}` : ''}.
    </Typography.Paragraph>
  );
}

function TurnResults({ result, testCase, names, refs }: {
  result: CaseResult; testCase: RunTarget['testCase']; names: Map<string, string>; refs: TestCaseReferences | undefined;
}) {
  return (
    <ol aria-label="Turns" style={{ listStyle: 'none', margin: '16px 0 0', padding: 0, display: 'grid', gap: 16 }}>
      {result.turns.map((turn, i) => {
        const asked = testCase.turns[i];
        const workflow = refs?.workflows.find((w) => w.wid === asked?.expect.workflow?.workflowId);
        const nodeLabel = (id: string) => workflow?.nodes.find((node) => node.id === id)?.label;
        return (
          <li key={i}>
            <Flex gap={8} align="center" wrap style={{ marginBottom: 6 }}>
              <Typography.Title level={3} style={{ fontSize: 15, margin: 0 }}>Turn {i + 1}</Typography.Title>
              <Tag color={turn.passed ? 'green' : 'red'}>{turn.passed ? 'Passed' : 'Failed'}</Tag>
              {asked && <Typography.Text style={{ overflowWrap: 'anywhere' }}>{customerLine(asked)}</Typography.Text>}
            </Flex>
            <Flex vertical gap={6}>
              <CheckList turn={i + 1} checks={turn.checks.map((check) => ({ check, label: checkLabel(check.path), ...shownCheck(check, names, nodeLabel) }))} />
              <Outcome outcome={turn.outcome} names={names} />
            </Flex>
          </li>
        );
      })}
    </ol>
  );
}

export function RunDrawer({ target, onClose }: { target: RunTarget | null; onClose: () => void }) {
  const run = useRunTestCase();
  const refs = useTestCaseReferences();
  const { mutate } = run;
  useEffect(() => {
    if (target) mutate(target.testCase._id);
  }, [target, mutate]);
  const names = namesOf(refs.data);
  const result = !run.isPending && run.data?.testCaseId === target?.testCase._id ? run.data : undefined;
  const failedChecks = result?.turns.reduce((n, turn) => n + turn.checks.filter((c) => !c.passed).length, 0) ?? 0;
  const allChecks = result?.turns.reduce((n, turn) => n + turn.checks.length, 0) ?? 0;

  return (
    <Drawer open={target !== null} onClose={onClose} size={720} title={target ? `Run: ${target.testCase.name}` : 'Run'}
      styles={{ wrapper: { maxWidth: '100%' }, body: { padding: 0, display: 'flex', overflow: 'hidden' } }}
      extra={<Button icon={<ReloadOutlined />} loading={run.isPending} disabled={!target} onClick={() => target && mutate(target.testCase._id)}>Run again</Button>}>
      {/* The scrolling part takes the focus itself (keyboard scrolling; axe's scrollable-region-focusable). */}
      <div role="region" aria-label="Run result" tabIndex={0} style={{ flex: 1, overflow: 'auto', padding: 24 }}>
        <div aria-live="polite">
          {run.isPending && <Flex gap={8} align="center"><Spin /> <Typography.Text>Running the case against the draft bot…</Typography.Text></Flex>}
          {run.isError && <Alert type="error" showIcon title="The case could not be run" description={run.error.message} />}
          {result && (
            <Alert type={result.passed ? 'success' : 'error'} showIcon
              title={result.passed ? 'Passed: every check held' : `Failed: ${failedChecks} of ${allChecks} checks differ`}
              description={`Against the draft bot${result.modelVersion !== null ? `, version ${result.modelVersion}` : ''}.`} />
          )}
        </div>
        {result && target && <TurnResults result={result} testCase={target.testCase} names={names} refs={refs.data} />}
      </div>
    </Drawer>
  );
}
