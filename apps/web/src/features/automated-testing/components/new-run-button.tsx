/**
 * "New run": which cases (all, or the cases of chosen tags) against which bot (the draft: what Train produced; or the
 * published bot customers get), then Start run. Starting is the dialog's confirm step; the server says whether the
 * run started or queued behind the bot's current run.
 */
import { PlayCircleOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Modal, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import type { TestRunTarget } from '@switchboard/contracts/automated-testing/test-runs.schemas';
import { useTestCaseTags } from '@/features/automated-testing/api/test-case-tags';
import { useStartTestRun } from '@/features/automated-testing/api/test-runs';

type Scope = 'all' | 'tags';

export function NewRunButton() {
  const [open, setOpen] = useState(false);
  const [scope, setScope] = useState<Scope>('all');
  const [tags, setTags] = useState<string[]>([]);
  const [target, setTarget] = useState<TestRunTarget>('draft');
  const [error, setError] = useState<string>();
  const tagList = useTestCaseTags();
  const start = useStartTestRun();

  const reset = () => { setScope('all'); setTags([]); setTarget('draft'); setError(undefined); setOpen(true); };
  const submit = () => {
    if (scope === 'tags' && tags.length === 0) return setError('Choose at least one tag');
    start.mutate({ target, ...(scope === 'tags' ? { tags } : {}) }, { onSuccess: () => setOpen(false) });
  };

  return (
    <>
      <Button type="primary" icon={<PlayCircleOutlined />} onClick={reset}>New run</Button>
      <Modal open={open} title="New test run" okText="Start run" onOk={submit} confirmLoading={start.isPending} onCancel={() => setOpen(false)} destroyOnHidden>
        <Form layout="vertical" component="div">
          <Form.Item label="Cases">
            <Radio.Group aria-label="Cases" value={scope} onChange={(event) => { setScope(event.target.value as Scope); setError(undefined); }}
              options={[{ value: 'all', label: 'All test cases' }, { value: 'tags', label: 'The cases of some tags' }]} />
          </Form.Item>
          {scope === 'tags' && (
            <Form.Item label="Tags to run" validateStatus={error ? 'error' : undefined} help={error}>
              <Select<string[]> mode="multiple" aria-label="Tags to run" placeholder={tagList.isError ? 'The tags could not be loaded' : 'Choose tags'}
                loading={tagList.isPending} value={tags} showSearch={{ optionFilterProp: 'label' }}
                options={(tagList.data ?? []).map((tag) => ({ value: tag._id, label: tag.name }))}
                onChange={(value) => { setTags(value); setError(undefined); }} />
            </Form.Item>
          )}
          <Form.Item label="Run against">
            <Flex vertical gap={4}>
              <Radio.Group aria-label="Run against" value={target} onChange={(event) => setTarget(event.target.value as TestRunTarget)}
                options={[{ value: 'draft', label: 'Draft' }, { value: 'published', label: 'Published' }]} />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {target === 'draft' ? 'The latest trained version: what Publish would put live.' : 'The version customers talk to now.'}
                {' '}Brand functions are not called and the language model is not asked.
              </Typography.Text>
            </Flex>
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
