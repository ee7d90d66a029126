/**
 * One case of a run, turn by turn: what the customer did, each check's expected vs actual with the differences
 * marked (CheckList, as in a single case's Run), what the bot did, the NLP snapshot (intent, confidence, the best
 * intents), the turn's time and the test doubles used, said plainly.
 */
import { Alert, Descriptions, Flex, Tag, Typography } from 'antd';
import { TEST_RUN_TEXTS } from '@switchboard/contracts/automated-testing/test-runs.schemas';
import type { StoredTurn, TestResult } from '@switchboard/contracts/automated-testing/test-results.schemas';
import type { TestDouble } from '@switchboard/contracts/automated-testing/test-run.schemas';
import { useTestCaseReferences } from '@/features/automated-testing/api/test-case-references';
import { CheckList } from '@/features/automated-testing/components/check-list';
import { Outcome, customerLine } from '@/features/automated-testing/components/run-drawer';
import { checkLabel, namesOf, shownCheck } from '@/features/automated-testing/model/check-labels';
import { durationText } from '@/features/automated-testing/model/run-labels';

const percent = (value: number) => `${Math.round(value * 100)}%`;
const TOP_INTENTS = 3;

function doubleText(double: TestDouble): string {
  return double.kind === 'brandFunction'
    ? `Brand function ${double.name}: ${TEST_RUN_TEXTS.brandFunctionDouble}`
    : `${double.name}: ${TEST_RUN_TEXTS.languageModelDouble}`;
}

function NlpSnapshot({ turn }: { turn: StoredTurn }) {
  const { nlp, outcome } = turn;
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2 }} title={<span style={{ fontSize: 13 }}>NLP snapshot</span>} items={[
      { key: 'intent', label: 'Intent', children: `${outcome.intent} (${percent(outcome.confidence)}, threshold ${percent(nlp.threshold)})` },
      { key: 'time', label: 'Time', children: durationText(turn.durationMs) },
      {
        key: 'top', label: 'Top intents', span: 'filled',
        children: nlp.ranking.length ? nlp.ranking.slice(0, TOP_INTENTS).map((r) => `${r.intent} ${percent(r.score)}`).join(', ') : '—',
      },
    ]} />
  );
}

export function CaseResultTurns({ result }: { result: TestResult }) {
  const refs = useTestCaseReferences();
  const names = namesOf(refs.data);
  if (result.status === 'pending') return <Typography.Text type="secondary">This case has not run yet.</Typography.Text>;
  if (result.status === 'skipped') return <Typography.Text type="secondary">Skipped: the run stopped before this case ran.</Typography.Text>;
  return (
    <Flex vertical gap={12}>
      {result.error && <Alert type="error" showIcon title="The case could not run to its end" description={result.error} />}
      <ol aria-label={`Turns of ${result.name}`} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16 }}>
        {result.input.map((asked, i) => {
          const turn = result.turns[i];
          const workflow = refs.data?.workflows.find((w) => w.wid === asked.expect.workflow?.workflowId);
          const nodeLabel = (id: string) => workflow?.nodes.find((node) => node.id === id)?.label;
          return (
            <li key={i}>
              <Flex gap={8} align="center" wrap style={{ marginBottom: 6 }}>
                <Typography.Title level={3} style={{ fontSize: 15, margin: 0 }}>Turn {i + 1}</Typography.Title>
                {turn ? <Tag color={turn.passed ? 'success' : 'error'}>{turn.passed ? 'Passed' : 'Failed'}</Tag> : <Tag>Not reached</Tag>}
                <Typography.Text style={{ overflowWrap: 'anywhere' }}>{customerLine(asked)}</Typography.Text>
              </Flex>
              {turn && (
                <Flex vertical gap={6}>
                  <CheckList turn={i + 1} checks={turn.checks.map((check) => ({ check, label: checkLabel(check.path), ...shownCheck(check, names, nodeLabel) }))} />
                  <Outcome outcome={turn.outcome} names={names} />
                  <NlpSnapshot turn={turn} />
                  {turn.doubles.length > 0 && (
                    <ul aria-label={`Stood in for in turn ${i + 1}`} style={{ margin: 0, paddingInlineStart: 18 }}>
                      {turn.doubles.map((double, d) => <li key={d}><Typography.Text>{doubleText(double)}</Typography.Text></li>)}
                    </ul>
                  )}
                </Flex>
              )}
            </li>
          );
        })}
      </ol>
    </Flex>
  );
}
