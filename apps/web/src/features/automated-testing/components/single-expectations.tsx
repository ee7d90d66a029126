/** The checks with one value: intent (and minimum confidence), workflow and node, hand-over, ticket offer, FAQ answer. */
import { Flex, InputNumber, Radio, Select } from 'antd';
import { NONE_INTENT, type TestCaseReferences } from '@switchboard/contracts/automated-testing/test-case-references.schemas';
import type { TurnExpectations } from '@switchboard/contracts/automated-testing/test-case.schemas';
import { Field } from '@/features/automated-testing/components/expectation-block';
import { errorAt, type DraftErrors } from '@/features/automated-testing/model/case-draft';

interface Props<T> { turn: number; value: T; onChange: (value: T) => void; refs: TestCaseReferences | undefined; errors: DraftErrors; at: string }

const search = { showSearch: { optionFilterProp: 'label' } } as const;

export function IntentExpectation({ turn, value, onChange, refs, errors, at }: Props<NonNullable<TurnExpectations['intent']>>) {
  const intents = [NONE_INTENT, ...(refs?.intents ?? []).filter((name) => name.toLowerCase() !== 'none')];
  return (
    <Flex gap={8} wrap>
      <Field label="Intent" error={errorAt(errors, `${at}.name`)} grow="2 1 200px">
        <Select aria-label={`Turn ${turn}: intent`} placeholder="Choose the intent" {...search} value={value.name || undefined}
          options={intents.map((name) => ({ value: name, label: name }))} onChange={(name: string) => onChange({ ...value, name })} />
      </Field>
      <Field label="Minimum confidence" error={errorAt(errors, `${at}.minConfidence`)} hint="0 to 1; empty: any" grow="1 1 140px">
        <InputNumber aria-label={`Turn ${turn}: minimum confidence`} min={0} max={1} step={0.05} style={{ width: '100%' }} placeholder="any"
          value={value.minConfidence ?? null} onChange={(minConfidence) => onChange({ ...value, minConfidence: minConfidence ?? undefined })} />
      </Field>
    </Flex>
  );
}

export function WorkflowExpectation({ turn, value, onChange, refs, errors, at }: Props<NonNullable<TurnExpectations['workflow']>>) {
  const workflow = refs?.workflows.find((w) => w.wid === value.workflowId);
  return (
    <Flex gap={8} wrap>
      <Field label="Workflow" error={errorAt(errors, `${at}.workflowId`)}>
        <Select aria-label={`Turn ${turn}: workflow`} placeholder="Choose the workflow" {...search} value={value.workflowId || undefined}
          options={(refs?.workflows ?? []).map((w) => ({ value: w.wid, label: w.name }))}
          onChange={(workflowId: string) => onChange({ workflowId })} />
      </Field>
      <Field label="Node reached" error={errorAt(errors, `${at}.nodeId`)} hint="Empty: any node">
        <Select aria-label={`Turn ${turn}: node reached`} placeholder="Any node" allowClear {...search} disabled={!workflow} value={value.nodeId || undefined}
          options={(workflow?.nodes ?? []).map((n) => ({ value: n.id, label: n.label }))}
          onChange={(nodeId: string | undefined) => onChange({ ...value, nodeId })} />
      </Field>
    </Flex>
  );
}

/** A yes/no check with an optional "which one" for yes (hand-over's group, FAQ answered). */
function YesNoWith({ turn, name, yes, no, which, value, onYes, options, onWhich, error }: {
  turn: number; name: string; yes: string; no: string; which: string; value: { on: boolean; id?: string | undefined };
  onYes: (on: boolean) => void; options: Array<{ value: string; label: string }>; onWhich: (id: string | undefined) => void; error?: string | undefined;
}) {
  return (
    <Flex gap={8} wrap align="flex-start">
      <Radio.Group aria-label={`Turn ${turn}: ${name}`} value={value.on} onChange={(event) => onYes(event.target.value as boolean)} style={{ flex: '1 1 200px', paddingBlock: 4 }}
        options={[{ value: true, label: yes }, { value: false, label: no }]} />
      {value.on && (
        <Field label={which} error={error} hint="Empty: any">
          <Select aria-label={`Turn ${turn}: ${which.toLowerCase()}`} placeholder="Any" allowClear {...search} value={value.id || undefined}
            options={options} onChange={(id: string | undefined) => onWhich(id)} />
        </Field>
      )}
    </Flex>
  );
}

export function HandoverExpectation({ turn, value, onChange, refs, errors, at }: Props<NonNullable<TurnExpectations['handover']>>) {
  return (
    <YesNoWith turn={turn} name="hand-over" yes="Hands over to a person" no="The bot keeps the chat" which="Group" error={errorAt(errors, at)}
      value={{ on: value.handedOver, id: value.groupId }} onYes={(handedOver) => onChange({ handedOver, groupId: handedOver ? value.groupId : undefined })}
      options={(refs?.groups ?? []).map((g) => ({ value: g._id, label: g.name }))} onWhich={(groupId) => onChange({ ...value, groupId })} />
  );
}

export function FaqExpectation({ turn, value, onChange, refs, errors, at }: Props<NonNullable<TurnExpectations['faq']>>) {
  return (
    <YesNoWith turn={turn} name="FAQ answer" yes="An FAQ answers" no="No FAQ answers" which="FAQ" error={errorAt(errors, at)}
      value={{ on: value.answered, id: value.faqId }} onYes={(answered) => onChange({ answered, faqId: answered ? value.faqId : undefined })}
      options={(refs?.faqs ?? []).map((f) => ({ value: f.id, label: f.question }))} onWhich={(faqId) => onChange({ ...value, faqId })} />
  );
}

export function TicketExpectation({ turn, value, onChange }: Omit<Props<boolean>, 'refs' | 'errors' | 'at'>) {
  return (
    <Radio.Group aria-label={`Turn ${turn}: ticket offer`} value={value} onChange={(event) => onChange(event.target.value as boolean)} style={{ paddingBlock: 4 }}
      options={[{ value: true, label: 'A ticket is offered' }, { value: false, label: 'No ticket is offered' }]} />
  );
}
