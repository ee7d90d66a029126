/** The checks that list several things: entities found, bot messages (in order), variables set. */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Flex, Input, Select, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { TestCaseReferences } from '@switchboard/contracts/automated-testing/test-case-references.schemas';
import { BOT_MESSAGE_MATCHES, type BotMessageExpectation, type TurnExpectations } from '@switchboard/contracts/automated-testing/test-case.schemas';
import { Field } from '@/features/automated-testing/components/expectation-block';
import { errorAt, type DraftErrors, type DraftExpect } from '@/features/automated-testing/model/case-draft';

interface Props<T> { turn: number; value: T[]; onChange: (value: T[]) => void; refs: TestCaseReferences | undefined; errors: DraftErrors; at: string }

const MATCH_LABELS: Record<BotMessageExpectation['match'], string> = { exact: 'Exact text', contains: 'Contains', message: 'Same bot message' };
const suggestions = (names: string[] | undefined, typed: string) => (names ?? [])
  .filter((name) => name.toLowerCase().includes(typed.toLowerCase())).map((name) => ({ value: name }));

/** Rows with a remove button each and an add button under them. */
function Rows<T>({ turn, noun, value, onChange, blank, row }: {
  turn: number; noun: string; value: T[]; onChange: (value: T[]) => void; blank: T; row: (item: T, i: number, set: (item: T) => void) => ReactNode;
}) {
  return (
    <Flex vertical gap={4}>
      {value.map((item, i) => (
        <Flex key={i} gap={8} align="flex-start">
          <Flex gap={8} wrap style={{ flex: 1, minWidth: 0 }}>{row(item, i, (next) => onChange(value.map((old, j) => (j === i ? next : old))))}</Flex>
          <Button icon={<DeleteOutlined />} aria-label={`Remove ${noun} ${i + 1} of turn ${turn}`} style={{ marginTop: 30 }}
            disabled={value.length === 1} onClick={() => onChange(value.filter((_old, j) => j !== i))} />
        </Flex>
      ))}
      <Button type="dashed" icon={<PlusOutlined />} style={{ alignSelf: 'flex-start' }} onClick={() => onChange([...value, blank])}>Add {noun}</Button>
    </Flex>
  );
}

export function EntitiesExpectation({ turn, value, onChange, refs, errors, at }: Props<NonNullable<TurnExpectations['entities']>[number]>) {
  return (
    <Rows turn={turn} noun="entity" value={value} onChange={onChange} blank={{ entity: '' }} row={(item, i, set) => (
      <>
        <Field label="Entity" error={errorAt(errors, `${at}.${i}.entity`)}>
          <AutoComplete aria-label={`Turn ${turn}: entity ${i + 1}`} placeholder="Entity name" value={item.entity}
            options={suggestions(refs?.entities, item.entity)} onChange={(entity: string) => set({ ...item, entity })} />
        </Field>
        <Field label="Value" error={errorAt(errors, `${at}.${i}.value`)} hint="Empty: any value">
          <Input aria-label={`Turn ${turn}: entity ${i + 1} value`} placeholder="Any value" value={item.value ?? ''} onChange={(e) => set({ ...item, value: e.target.value })} />
        </Field>
      </>
    )} />
  );
}

export function VariablesExpectation({ turn, value, onChange, refs, errors, at }: Props<NonNullable<DraftExpect['variables']>[number]>) {
  return (
    <Flex vertical gap={4}>
      {errorAt(errors, at) && <Typography.Text type="danger" role="alert">{errorAt(errors, at)}</Typography.Text>}
      <Rows turn={turn} noun="variable" value={value} onChange={onChange} blank={{ name: '', value: '' }} row={(item, i, set) => (
        <>
          <Field label="Variable">
            <AutoComplete aria-label={`Turn ${turn}: variable ${i + 1}`} placeholder="Variable name" value={item.name}
              options={suggestions(refs?.variables, item.name)} onChange={(name: string) => set({ ...item, name })} />
          </Field>
          <Field label="Holds">
            <Input aria-label={`Turn ${turn}: variable ${i + 1} value`} placeholder="Value after the turn" value={item.value} onChange={(e) => set({ ...item, value: e.target.value })} />
          </Field>
        </>
      )} />
    </Flex>
  );
}

function switchMatch(item: BotMessageExpectation, match: BotMessageExpectation['match']): BotMessageExpectation {
  if (match === 'message') return { match, messageId: item.match === 'message' ? item.messageId : '' };
  return { match, text: item.match === 'message' ? '' : item.text };
}

export function BotMessagesExpectation({ turn, value, onChange, refs, errors, at }: Props<BotMessageExpectation>) {
  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>In order: the first against the bot&apos;s first message of the turn, and so on.</Typography.Text>
      <Rows turn={turn} noun="bot message" value={value} onChange={onChange} blank={{ match: 'contains', text: '' }} row={(item, i, set) => {
        const message = item.match === 'message' ? refs?.botMessages.find((m) => m.id === item.messageId) : undefined;
        return (
          <>
            <Field label={`Message ${i + 1}`} grow="0 1 170px">
              <Select aria-label={`Turn ${turn}: bot message ${i + 1} match`} value={item.match} onChange={(match: BotMessageExpectation['match']) => set(switchMatch(item, match))}
                options={BOT_MESSAGE_MATCHES.map((match) => ({ value: match, label: MATCH_LABELS[match] }))} />
            </Field>
            {item.match === 'message' ? (
              <>
                <Field label="Bot message" error={errorAt(errors, `${at}.${i}.messageId`)}>
                  <Select aria-label={`Turn ${turn}: bot message ${i + 1}`} placeholder="Choose the bot message" showSearch={{ optionFilterProp: 'label' }}
                    value={item.messageId || undefined} options={(refs?.botMessages ?? []).map((m) => ({ value: m.id, label: m.name }))}
                    onChange={(messageId: string) => set({ match: 'message', messageId })} />
                </Field>
                <Field label="Variation" hint="Empty: any">
                  <Select aria-label={`Turn ${turn}: bot message ${i + 1} variation`} placeholder="Any variation" allowClear disabled={!message}
                    value={item.variationId || undefined} options={(message?.variations ?? []).map((v) => ({ value: v.vid, label: v.label }))}
                    onChange={(variationId: string | undefined) => set({ ...item, variationId })} />
                </Field>
              </>
            ) : (
              <Field label="Text" error={errorAt(errors, `${at}.${i}.text`)} grow="3 1 220px">
                <Input.TextArea aria-label={`Turn ${turn}: bot message ${i + 1} text`} autoSize={{ minRows: 1, maxRows: 6 }} maxLength={500}
                  placeholder={item.match === 'exact' ? 'The whole message' : 'Words the message contains'} value={item.text} onChange={(e) => set({ ...item, text: e.target.value })} />
              </Field>
            )}
          </>
        );
      }} />
    </Flex>
  );
}
