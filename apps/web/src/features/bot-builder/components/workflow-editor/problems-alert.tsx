/** What must be fixed before saving (shown as the trainer edits), each node problem selects its node. */
import { Alert, Button } from 'antd';
import type { Problem } from '@/features/bot-builder/model/workflow-problems';

export function ProblemsAlert({ problems, serverMessage, onShowNode }: { problems: Problem[]; serverMessage: string | null; onShowNode: (nodeId: string) => void }) {
  if (problems.length === 0 && !serverMessage) return null;
  const items = problems.slice(0, 8);
  return (
    <Alert type={serverMessage && problems.length === 0 ? 'error' : 'warning'} showIcon role="alert"
      title={problems.length > 0 ? `Fix ${problems.length === 1 ? 'this problem' : `these ${problems.length} problems`} before saving` : 'The workflow was not saved'}
      description={(
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {serverMessage && <li>{serverMessage}</li>}
          {items.map((problem) => (
            <li key={problem.message}>
              {problem.nodeId
                ? <Button type="link" size="small" style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }} onClick={() => onShowNode(problem.nodeId!)}>{problem.message}</Button>
                : problem.message}
            </li>
          ))}
          {problems.length > items.length && <li>…and {problems.length - items.length} more</li>}
        </ul>
      )} />
  );
}
