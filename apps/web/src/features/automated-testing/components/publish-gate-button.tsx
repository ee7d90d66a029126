/**
 * The publish gate on the Test Runs page: its state on a button ("Publish gate: on"), and a dialog to turn it on or
 * off and choose the tags it runs (none: every case). Who may not publish sees the setting but cannot change it.
 */
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Modal, Select, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useActionAllowed } from '@/hooks/use-action-allowed';
import { usePublishGate, useSavePublishGate } from '@/features/automated-testing/api/publish-gate';
import { useTestCaseTags } from '@/features/automated-testing/api/test-case-tags';

export function PublishGateButton() {
  const gate = usePublishGate();
  const save = useSavePublishGate();
  const tagList = useTestCaseTags();
  const mayEdit = useActionAllowed('bot', 'publish');
  const [open, setOpen] = useState(false);
  const [enabled, setEnabled] = useState(false);
  const [tags, setTags] = useState<string[]>([]);

  const openDialog = () => {
    setEnabled(gate.data?.enabled ?? false);
    setTags(gate.data?.tags.map((tag) => tag._id) ?? []);
    setOpen(true);
  };
  // No state before it is known: a loading button ignores clicks, and one that said "off" meanwhile was clicked for nothing.
  const label = gate.isError ? 'Publish gate: unknown' : gate.data ? `Publish gate: ${gate.data.enabled ? 'on' : 'off'}` : 'Publish gate';

  return (
    <>
      <Button icon={<SafetyCertificateOutlined />} loading={gate.isPending} onClick={openDialog} disabled={gate.isError}>{label}</Button>
      <Modal open={open} title="Publish gate" okText="Save" onOk={() => save.mutate({ enabled, tags }, { onSuccess: () => setOpen(false) })}
        okButtonProps={{ disabled: !mayEdit }} confirmLoading={save.isPending} onCancel={() => setOpen(false)} destroyOnHidden>
        <Typography.Paragraph type="secondary">
          While it is on, Publish first runs these cases against the draft and refuses when any fails. An admin can publish anyway; that is recorded in the audit log.
        </Typography.Paragraph>
        {!mayEdit && <Alert type="info" showIcon title="Only members who may publish can change the publish gate." style={{ marginBottom: 12 }} />}
        <Form layout="vertical" component="div" disabled={!mayEdit}>
          <Form.Item label="Check every publish">
            <Switch aria-label="Check every publish" checked={enabled} onChange={setEnabled} />
          </Form.Item>
          <Form.Item label="Tags to run" extra="None chosen: every test case.">
            <Select<string[]> mode="multiple" aria-label="Tags the gate runs" placeholder={tagList.isError ? 'The tags could not be loaded' : 'Every test case'}
              loading={tagList.isPending} value={tags} onChange={setTags} showSearch={{ optionFilterProp: 'label' }}
              options={(tagList.data ?? []).map((tag) => ({ value: tag._id, label: tag.name }))} />
          </Form.Item>
        </Form>
        {gate.data?.updatedBy && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>Last changed by {gate.data.updatedBy}</Typography.Text>
        )}
      </Modal>
    </>
  );
}
