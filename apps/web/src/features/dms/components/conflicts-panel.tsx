/**
 * Stories that disagree on the next action after the same recent history (the policy cannot learn both): each side
 * names its stories and the box at fault, with a link to open it.
 */
import { Alert, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import type { StoryConflict } from '@switchboard/contracts/dms/dms.schemas';
import { storyPath } from '@/features/dms/model/paths';
import './dms.css';

export function ConflictList({ conflicts }: { conflicts: StoryConflict[] }) {
  return (
    <ul className="sb-dms-conflicts" aria-label="Conflicts">
      {conflicts.map((conflict) => (
        <li key={`${conflict.history.join('>')}|${conflict.actions.map((side) => side.action).join('|')}`}>
          After <Typography.Text code>{conflict.history.join(' › ') || 'the start'}</Typography.Text>:
          <ul>
            {conflict.actions.map((side) => (
              <li key={side.action}>
                <Typography.Text strong>{side.action}</Typography.Text> in{' '}
                {side.stories.map((story, i) => (
                  <span key={`${story.storyId}-${story.dialogBoxId}`}>{i > 0 && ', '}<Link to={storyPath(story.storyId)}>{story.storyName}</Link> (box {story.dialogBoxId})</span>
                ))}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

export function ConflictsPanel({ conflicts }: { conflicts: StoryConflict[] | undefined }) {
  if (!conflicts?.length) return null;
  return (
    <Alert type="warning" showIcon title={`${conflicts.length} conflict(s): dialogues disagree on what the bot does next`}
      description={<Flex vertical><ConflictList conflicts={conflicts} /></Flex>} />
  );
}
