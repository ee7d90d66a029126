/** A labelled control of the side panel (label tied to the control's id). */
import { Typography } from 'antd';
import type { ReactNode } from 'react';

export function Field({ id, label, extra, children }: { id: string; label: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <div style={{ marginBottom: 12 }}>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 4, fontWeight: 500 }}>{label}</label>
      {children}
      {extra && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{extra}</Typography.Text>}
    </div>
  );
}
