/** The fields of one dialog box: a customer turn's intent, entities and example, a bot action, or a checkpoint's name. */
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Select } from 'antd';
import type { DialogBox, DmsAction } from '@switchboard/contracts/dms/dms.schemas';

export interface BoxChoices { intents: string[]; entities: string[]; actions: DmsAction[]; slots: string[] }

interface Props {
  box: DialogBox;
  label: string;
  choices: BoxChoices;
  onChange: (box: DialogBox) => void;
}

const options = (names: string[]) => names.map((name) => ({ value: name, label: name }));

function CustomerFields({ box, label, choices, onChange }: Props & { box: Extract<DialogBox, { kind: 'customer' }> }) {
  const setEntity = (index: number, entity: { entity: string; value: string }) =>
    onChange({ ...box, entities: box.entities.map((row, i) => (i === index ? entity : row)) });
  return (
    <Flex vertical gap={6}>
      <Flex gap={6} wrap>
        <Select<string> aria-label={`${label} intent`} placeholder="Intent" style={{ minWidth: 180 }} showSearch value={box.intent || undefined}
          options={options(choices.intents)} onChange={(intent) => onChange({ ...box, intent })} />
        <input className="sb-input" style={{ flex: 1, minWidth: 160 }} aria-label={`${label} example`} placeholder="What the customer says (example)"
          value={box.text} maxLength={1000} onChange={(event) => onChange({ ...box, text: event.target.value })} />
      </Flex>
      {box.entities.map((entity, index) => (
        <Flex key={index} gap={6} align="center">
          <Select<string> size="small" aria-label={`${label} entity ${index + 1}`} placeholder="Entity" style={{ minWidth: 150 }} value={entity.entity || undefined}
            options={options(choices.entities)} onChange={(name) => setEntity(index, { ...entity, entity: name })} />
          <input className="sb-input" aria-label={`${label} entity ${index + 1} value`} placeholder="Value" value={entity.value} maxLength={500}
            onChange={(event) => setEntity(index, { ...entity, value: event.target.value })} />
          <Button size="small" type="text" icon={<MinusCircleOutlined />} aria-label={`Remove ${label} entity ${index + 1}`}
            onClick={() => onChange({ ...box, entities: box.entities.filter((_row, i) => i !== index) })} />
        </Flex>
      ))}
      {choices.entities.length > 0 && (
        <Button size="small" type="dashed" icon={<PlusOutlined />} style={{ alignSelf: 'flex-start' }}
          onClick={() => onChange({ ...box, entities: [...box.entities, { entity: '', value: '' }] })}>Entity</Button>
      )}
    </Flex>
  );
}

/** A bot action, and the slots it set in this story (a brand function's result, say): what follows may depend on them. */
function ActionFields({ box, label, choices, onChange }: Props & { box: Extract<DialogBox, { kind: 'action' }> }) {
  const setSlot = (index: number, slot: { slot: string; value: string }) => onChange({ ...box, slots: box.slots.map((row, i) => (i === index ? slot : row)) });
  return (
    <Flex vertical gap={6}>
      <Select<string> aria-label={`${label} action`} placeholder="Action" style={{ minWidth: 220, alignSelf: 'flex-start' }} showSearch={{ optionFilterProp: 'label' }}
        value={box.actionId || undefined} options={choices.actions.map((action) => ({ value: action.actionId, label: action.name }))}
        onChange={(actionId) => onChange({ ...box, actionId })} />
      {box.slots.map((slot, index) => (
        <Flex key={index} gap={6} align="center">
          <Select<string> size="small" aria-label={`${label} slot ${index + 1}`} placeholder="Slot it set" style={{ minWidth: 150 }} value={slot.slot || undefined}
            options={options(choices.slots)} onChange={(name) => setSlot(index, { ...slot, slot: name })} />
          <input className="sb-input" aria-label={`${label} slot ${index + 1} value`} placeholder="Value" value={slot.value} maxLength={500}
            onChange={(event) => setSlot(index, { ...slot, value: event.target.value })} />
          <Button size="small" type="text" icon={<MinusCircleOutlined />} aria-label={`Remove ${label} slot ${index + 1}`}
            onClick={() => onChange({ ...box, slots: box.slots.filter((_row, i) => i !== index) })} />
        </Flex>
      ))}
      {choices.slots.length > 0 && (
        <Button size="small" type="dashed" icon={<PlusOutlined />} style={{ alignSelf: 'flex-start' }}
          onClick={() => onChange({ ...box, slots: [...box.slots, { slot: '', value: '' }] })}>Slot set</Button>
      )}
    </Flex>
  );
}

export function BoxFields(props: Props) {
  const { box, label, onChange } = props;
  if (box.kind === 'customer') return <CustomerFields {...props} box={box} />;
  if (box.kind === 'action') return <ActionFields {...props} box={box} />;
  return (
    <input className="sb-input" aria-label={`${label} checkpoint`} placeholder="Checkpoint name (shared with the dialogues it joins)" value={box.name}
      maxLength={100} onChange={(event) => onChange({ ...box, name: event.target.value })} />
  );
}
