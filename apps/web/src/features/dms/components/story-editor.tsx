/**
 * A story's dialog boxes in order: customer turns, bot actions and checkpoints, each moved, removed or changed in
 * place. The box a refusal names is marked, with the refusal under it.
 */
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, MessageOutlined, PlusOutlined, RobotOutlined, FlagOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { BoxFields, type BoxChoices } from '@/features/dms/components/box-fields';
import { addBox, changeBox, moveBox, removeBox, type BoxKind, type BoxProblem, type StoryDraft } from '@/features/dms/model/story-draft';
import './dms.css';

interface Props {
  draft: StoryDraft;
  choices: BoxChoices;
  problem: BoxProblem | null;
  onChange: (draft: StoryDraft) => void;
}

const KINDS: Record<BoxKind, { title: string; icon: ReactNode; add: string }> = {
  customer: { title: 'Customer', icon: <MessageOutlined />, add: 'Customer turn' },
  action: { title: 'Bot', icon: <RobotOutlined />, add: 'Bot action' },
  checkpoint: { title: 'Checkpoint', icon: <FlagOutlined />, add: 'Checkpoint' },
};

export function StoryEditor({ draft, choices, problem, onChange }: Props) {
  return (
    <Flex vertical gap={8}>
      <ol className="sb-dms-boxes" aria-label="Dialog boxes">
        {draft.boxes.map((box, index) => {
          const label = `Box ${index + 1}`;
          const faulty = problem?.index === index;
          return (
            <li key={box.dialogBoxId}>
              <Card size="small" className={faulty ? 'sb-dms-box sb-dms-box--faulty' : 'sb-dms-box'} aria-invalid={faulty || undefined}
                title={<span>{KINDS[box.kind].icon} {label} · {KINDS[box.kind].title} <Typography.Text type="secondary">({box.dialogBoxId})</Typography.Text></span>}
                extra={(
                  <Flex gap={2}>
                    <Button size="small" type="text" icon={<ArrowUpOutlined />} aria-label={`Move ${label} up`} disabled={index === 0}
                      onClick={() => onChange(moveBox(draft, index, -1))} />
                    <Button size="small" type="text" icon={<ArrowDownOutlined />} aria-label={`Move ${label} down`} disabled={index === draft.boxes.length - 1}
                      onClick={() => onChange(moveBox(draft, index, 1))} />
                    <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`Remove ${label}`} onClick={() => onChange(removeBox(draft, index))} />
                  </Flex>
                )}>
                <BoxFields box={box} label={label} choices={choices} onChange={(changed) => onChange(changeBox(draft, index, changed))} />
                {faulty && <Typography.Text type="danger" role="alert">{problem.message}</Typography.Text>}
              </Card>
            </li>
          );
        })}
      </ol>
      <Flex gap={8} wrap>
        {(Object.keys(KINDS) as BoxKind[]).map((kind) => (
          <Button key={kind} icon={<PlusOutlined />} onClick={() => onChange(addBox(draft, kind))}>{KINDS[kind].add}</Button>
        ))}
      </Flex>
    </Flex>
  );
}
