/** Step 4: the broadcast's name, and when it starts: now, or at a date and time on the clocks of a chosen time zone. */
import { Flex, Form, Input, Radio, Select } from 'antd';
import { useMemo } from 'react';
import { timeZones } from '@/features/whatsapp/model/schedule';

export interface Schedule {
  name: string;
  when: 'now' | 'later';
  /** `YYYY-MM-DDTHH:mm` on the chosen zone's clocks. */
  wallTime: string;
  zone: string;
}

interface Props {
  value: Schedule;
  error: string | null;
  onChange: (patch: Partial<Schedule>) => void;
}

export function ScheduleFields({ value, error, onChange }: Props) {
  const zones = useMemo(() => timeZones().map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') })), []);
  return (
    <Form layout="vertical" component="div">
      <Form.Item label="Broadcast name" required help="Shown in Broadcast History.">
        <Input aria-label="Broadcast name" maxLength={120} value={value.name} onChange={(event) => onChange({ name: event.target.value })} style={{ maxWidth: 360 }} />
      </Form.Item>
      <Form.Item label="Start">
        <Radio.Group aria-label="Start" value={value.when} onChange={(event) => onChange({ when: event.target.value as Schedule['when'] })}
          options={[{ value: 'now', label: 'Send now' }, { value: 'later', label: 'Schedule for later' }]} />
      </Form.Item>
      {value.when === 'later' && (
        <Flex gap={12} wrap>
          <Form.Item label="Date and time" required validateStatus={error ? 'error' : undefined} help={error ?? undefined} style={{ flex: '0 1 220px' }}>
            <Input type="datetime-local" aria-label="Start date and time" value={value.wallTime} onChange={(event) => onChange({ wallTime: event.target.value })} />
          </Form.Item>
          <Form.Item label="Time zone" required style={{ flex: '1 1 220px', maxWidth: 320 }}>
            <Select aria-label="Time zone" showSearch={{ optionFilterProp: 'label' }} options={zones} value={value.zone} onChange={(zone: string) => onChange({ zone })} />
          </Form.Item>
        </Flex>
      )}
    </Form>
  );
}
