/**
 * On-demand generation from the library: a configuration and a period (at most 30 days, §9), in the member's
 * time zone. The new run appears in the list at once and its progress moves while it is built.
 */
import { ThunderboltOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { onDemandBodySchema } from '@switchboard/contracts/console/reports.schemas';
import { useReportConfigs } from '@/features/console-reports/api/report-configs';
import { useGenerateReport } from '@/features/console-reports/api/report-runs';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toLocaleDateString('en-CA');
/** A local date's midnight as an instant (the member's time zone). */
const midnight = (date: string) => new Date(`${date}T00:00:00`).toISOString();

export function GenerateReport() {
  const configs = useReportConfigs(1);
  const generate = useGenerateReport();
  const [configId, setConfigId] = useState<string>();
  const [from, setFrom] = useState(day(-1));
  const [to, setTo] = useState(day(-1));
  const [problem, setProblem] = useState<string>();

  const submit = () => {
    const parsed = onDemandBodySchema.safeParse({ configId, periodStart: from && midnight(from), periodEnd: to && new Date(Date.parse(midnight(to)) + 86_400_000).toISOString() });
    if (!parsed.success) return setProblem(configId ? parsed.error.issues[0]?.message : 'Choose a report');
    setProblem(undefined);
    generate.mutate(parsed.data);
  };

  return (
    <Form layout="vertical" component="div">
      <Flex gap={12} wrap align="flex-end">
        <Form.Item label="Report" htmlFor="generate-config" style={{ marginBottom: 0, minWidth: 220, flex: '1 1 220px' }}>
          <Select id="generate-config" value={configId} onChange={setConfigId} loading={configs.isPending} placeholder="Choose a report"
            options={(configs.data?.items ?? []).map((config) => ({ value: config.id, label: config.name }))}
            notFoundContent={configs.isError ? 'The reports could not be loaded' : 'No reports yet'} />
        </Form.Item>
        <Form.Item label="From" htmlFor="generate-from" style={{ marginBottom: 0 }}>
          <Input id="generate-from" type="date" value={from} max={to} onChange={(event) => setFrom(event.target.value)} />
        </Form.Item>
        <Form.Item label="To (inclusive)" htmlFor="generate-to" style={{ marginBottom: 0 }}>
          <Input id="generate-to" type="date" value={to} min={from} onChange={(event) => setTo(event.target.value)} />
        </Form.Item>
        <Button type="primary" icon={<ThunderboltOutlined />} loading={generate.isPending} onClick={submit}>Generate</Button>
      </Flex>
      {problem && <div role="alert" className="ant-form-item-explain-error" style={{ marginTop: 8 }}>{problem}</div>}
    </Form>
  );
}
