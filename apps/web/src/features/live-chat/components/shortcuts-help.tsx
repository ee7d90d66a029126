import { Modal, Typography, theme } from 'antd';
import type { CSSProperties } from 'react';
import { SHORTCUT_LIST } from '@/features/live-chat/model/shortcuts';
import { useOfferStore } from '@/features/live-chat/stores/offer-store';

/**
 * The "?" dialog: every keyboard shortcut, and where to turn single-key shortcuts off. A plain table in the
 * look of antd's small one: the dialog is part of every signed-in page (OfferLayer), and antd's Table brought
 * its pagination, filters and tree (about 80 KiB brotli) to pages that show no table (issue 22).
 */
export function ShortcutsHelp({ enabled }: { enabled: boolean }) {
  const open = useOfferStore((state) => state.helpOpen);
  const setOpen = useOfferStore((state) => state.setHelpOpen);
  const { token } = theme.useToken();
  const cell: CSSProperties = { padding: '8px', borderBottom: `1px solid ${token.colorBorderSecondary}`, textAlign: 'left', verticalAlign: 'top' };
  const head: CSSProperties = { ...cell, background: token.colorFillAlter, fontWeight: token.fontWeightStrong };
  return (
    <Modal open={open} title="Keyboard shortcuts" footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            <th scope="col" style={{ ...head, width: 64 }}>Key</th>
            <th scope="col" style={head}>Action</th>
            <th scope="col" style={{ ...head, width: 110 }}>Where</th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUT_LIST.map((shortcut) => (
            <tr key={shortcut.key}>
              <td style={cell}><kbd>{shortcut.label}</kbd></td>
              <td style={cell}>{shortcut.description}</td>
              <td style={cell}>{shortcut.scope}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {enabled
          ? 'The keys do nothing while you type in a field or the message box. You can turn them off in your profile.'
          : 'Single-key shortcuts are off. Turn them on in your profile.'}
      </Typography.Paragraph>
    </Modal>
  );
}
