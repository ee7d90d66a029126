/** Tags of test cases: a New tag button (its dialog names a taken name on the field) and the tags select of a case. */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { TEST_CASE_TEXTS } from '@switchboard/contracts/automated-testing/test-case.schemas';
import type { TestCaseTag } from '@switchboard/contracts/automated-testing/test-case.schemas';
import { useCreateTestCaseTag, useTestCaseTags } from '@/features/automated-testing/api/test-case-tags';
import { toast } from '@/lib/feedback/feedback';
import { isHttpError } from '@/lib/http/http-error';

export function NewTagButton({ onCreated }: { onCreated?: (tag: TestCaseTag) => void }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const create = useCreateTestCaseTag();
  const submit = () => {
    if (!name.trim()) return setError('Required');
    create.mutate(name.trim(), {
      onSuccess: (tag) => {
        toast.success(TEST_CASE_TEXTS.tagCreated);
        setOpen(false);
        onCreated?.(tag);
      },
      onError: (failure) => setError(isHttpError(failure) && failure.body?.field ? failure.message : failure.message || 'The tag could not be created.'),
    });
  };
  return (
    <>
      <Button icon={<PlusOutlined />} onClick={() => { setName(''); setError(undefined); setOpen(true); }}>New tag</Button>
      <Modal open={open} title="New tag" okText="Create tag" onOk={submit} confirmLoading={create.isPending} onCancel={() => setOpen(false)} destroyOnHidden>
        <Form layout="vertical" component="div">
          <Form.Item label="Tag name" validateStatus={error ? 'error' : undefined} help={error ?? 'Tags group cases into suites (smoke, billing, …)'}>
            <Input aria-label="Tag name" maxLength={60} value={name} autoFocus onPressEnter={submit} onChange={(e) => { setName(e.target.value); setError(undefined); }} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/** The case's tags by id, chosen from the brand's, with New tag beside (the new tag is added to the case). */
export function CaseTagsField({ value, onChange }: { value: string[]; onChange: (tags: string[]) => void }) {
  const tags = useTestCaseTags();
  return (
    <Flex gap={8} wrap align="center">
      <Select<string[]> mode="multiple" aria-label="Tags" placeholder={tags.isError ? 'The tags could not be loaded' : 'No tags'} loading={tags.isPending}
        style={{ flex: '1 1 240px', minWidth: 0 }} value={value} showSearch={{ optionFilterProp: 'label' }}
        options={(tags.data ?? []).map((tag) => ({ value: tag._id, label: tag.name }))} onChange={onChange} />
      <NewTagButton onCreated={(tag) => onChange([...value, tag._id])} />
    </Flex>
  );
}
