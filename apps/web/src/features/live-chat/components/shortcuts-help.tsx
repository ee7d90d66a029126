import { Modal, Table, Typography } from 'antd';
import { SHORTCUT_LIST, type ShortcutSpec } from '@/features/live-chat/model/shortcuts';
import { useOfferStore } from '@/features/live-chat/stores/offer-store';

const COLUMNS = [
  { title: 'Key', dataIndex: 'label', width: 64, render: (label: string) => <kbd>{label}</kbd> },
  { title: 'Action', dataIndex: 'description' },
  { title: 'Where', dataIndex: 'scope', width: 110 },
];

/** The "?" dialog: every keyboard shortcut, and where to turn single-key shortcuts off. */
export function ShortcutsHelp({ enabled }: { enabled: boolean }) {
  const open = useOfferStore((state) => state.helpOpen);
  const setOpen = useOfferStore((state) => state.setHelpOpen);
  return (
    <Modal open={open} title="Keyboard shortcuts" footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
      <Table<ShortcutSpec> size="small" pagination={false} rowKey="key" columns={COLUMNS} dataSource={[...SHORTCUT_LIST]} />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {enabled
          ? 'The keys do nothing while you type in a field or the message box. You can turn them off in your profile.'
          : 'Single-key shortcuts are off. Turn them on in your profile.'}
      </Typography.Paragraph>
    </Modal>
  );
}
