/**
 * One customer turn of the editor: what the customer does (types a text, or presses a button or quick reply: its title
 * and payload) and the checks on what the bot did then. A check left out is not checked; a turn without any passes
 * whatever the bot answers.
 */
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Input, Segmented, Select, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { TestCaseReferences } from '@switchboard/contracts/automated-testing/test-case-references.schemas';
import { ExpectationBlock, Field } from '@/features/automated-testing/components/expectation-block';
import { BotMessagesExpectation, EntitiesExpectation, VariablesExpectation } from '@/features/automated-testing/components/list-expectations';
import {
  FaqExpectation, HandoverExpectation, IntentExpectation, TicketExpectation, WorkflowExpectation,
} from '@/features/automated-testing/components/single-expectations';
import { checkCount, errorAt, type DraftErrors, type DraftExpect, type DraftTurn } from '@/features/automated-testing/model/case-draft';
import { EXPECTATION_KINDS, EXPECTATION_LABELS, NEW_EXPECTATION, presentKinds, type ExpectationKind } from '@/features/automated-testing/model/expectation-kinds';

interface TurnCardProps {
  index: number;
  count: number;
  turn: DraftTurn;
  onChange: (turn: DraftTurn) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  refs: TestCaseReferences | undefined;
  errors: DraftErrors;
}

export function TurnCard({ index, count, turn, onChange, onMove, onRemove, refs, errors }: TurnCardProps) {
  const n = index + 1;
  const at = `turns.${index}`;
  const setExpect = <K extends ExpectationKind>(kind: K, value: DraftExpect[K] | undefined) => {
    const expect = { ...turn.expect };
    if (value === undefined) delete expect[kind];
    else expect[kind] = value;
    onChange({ ...turn, expect });
  };
  const shared = (kind: ExpectationKind) => ({ turn: n, refs, errors, at: `${at}.expect.${kind}` });
  const editors: Record<ExpectationKind, () => ReactNode> = {
    intent: () => <IntentExpectation {...shared('intent')} value={turn.expect.intent!} onChange={(v) => setExpect('intent', v)} />,
    entities: () => <EntitiesExpectation {...shared('entities')} value={turn.expect.entities!} onChange={(v) => setExpect('entities', v)} />,
    workflow: () => <WorkflowExpectation {...shared('workflow')} value={turn.expect.workflow!} onChange={(v) => setExpect('workflow', v)} />,
    botMessages: () => <BotMessagesExpectation {...shared('botMessages')} value={turn.expect.botMessages!} onChange={(v) => setExpect('botMessages', v)} />,
    variables: () => <VariablesExpectation {...shared('variables')} value={turn.expect.variables!} onChange={(v) => setExpect('variables', v)} />,
    handover: () => <HandoverExpectation {...shared('handover')} value={turn.expect.handover!} onChange={(v) => setExpect('handover', v)} />,
    ticketOffered: () => <TicketExpectation turn={n} value={turn.expect.ticketOffered!} onChange={(v) => setExpect('ticketOffered', v)} />,
    faq: () => <FaqExpectation {...shared('faq')} value={turn.expect.faq!} onChange={(v) => setExpect('faq', v)} />,
  };
  const present = presentKinds(turn.expect);
  const missing = EXPECTATION_KINDS.filter((kind) => !present.includes(kind));
  const checks = checkCount(turn.expect);

  return (
    <Card size="small" role="group" aria-label={`Turn ${n}`} title={(
      <Flex gap={8} align="center" wrap style={{ paddingBlock: 4 }}>
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>Turn {n}</Typography.Title>
        <Typography.Text type="secondary" style={{ fontWeight: 'normal', fontSize: 12 }}>
          {checks === 0 ? 'checks nothing: any answer passes' : `${checks} ${checks === 1 ? 'check' : 'checks'}`}
        </Typography.Text>
      </Flex>
    )} extra={(
      <Flex gap={4}>
        <Button size="small" icon={<ArrowUpOutlined />} aria-label={`Move turn ${n} up`} disabled={index === 0} onClick={() => onMove(-1)} />
        <Button size="small" icon={<ArrowDownOutlined />} aria-label={`Move turn ${n} down`} disabled={index === count - 1} onClick={() => onMove(1)} />
        <Button size="small" icon={<DeleteOutlined />} aria-label={`Remove turn ${n}`} disabled={count === 1} onClick={onRemove} />
      </Flex>
    )}>
      <Flex vertical gap={8}>
        <Segmented<DraftTurn['kind']> aria-label={`Turn ${n}: the customer`} value={turn.kind} onChange={(kind) => onChange({ ...turn, kind })}
          options={[{ value: 'text', label: 'Types a message' }, { value: 'postback', label: 'Presses a button' }]} style={{ alignSelf: 'flex-start' }} />
        <Flex gap={8} wrap>
          <Field label={turn.kind === 'text' ? 'Customer message' : 'Button title'} grow="3 1 240px"
            error={errorAt(errors, `${at}.${turn.kind === 'text' ? 'text' : 'title'}`)}>
            <Input aria-label={`Turn ${n}: ${turn.kind === 'text' ? 'customer message' : 'button title'}`} maxLength={500} value={turn.text}
              placeholder={turn.kind === 'text' ? 'What the customer types' : 'The title the customer sees'} onChange={(e) => onChange({ ...turn, text: e.target.value })} />
          </Field>
          {turn.kind === 'postback' && (
            <Field label="Payload" error={errorAt(errors, `${at}.payload`)} grow="2 1 180px">
              <Input aria-label={`Turn ${n}: payload`} maxLength={500} value={turn.payload} placeholder="The value the bot receives"
                onChange={(e) => onChange({ ...turn, payload: e.target.value })} />
            </Field>
          )}
        </Flex>
        <Typography.Text strong>What the bot should do</Typography.Text>
        {present.map((kind) => (
          <ExpectationBlock key={kind} turn={n} label={EXPECTATION_LABELS[kind]} onRemove={() => setExpect(kind, undefined)}>{editors[kind]()}</ExpectationBlock>
        ))}
        {missing.length > 0 && (
          <Select<ExpectationKind> aria-label={`Turn ${n}: add a check`} placeholder="Add a check" value={null} style={{ width: 220, maxWidth: '100%' }}
            options={missing.map((kind) => ({ value: kind, label: EXPECTATION_LABELS[kind] }))}
            onChange={(kind) => setExpect(kind, JSON.parse(JSON.stringify(NEW_EXPECTATION[kind])) as DraftExpect[typeof kind])} />
        )}
      </Flex>
    </Card>
  );
}
