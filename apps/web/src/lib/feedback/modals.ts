/** Modals, loaded on first use. They take the app theme through ConfigProvider's holderRender. */
import { Modal } from 'antd';

export function openErrorModal(title: string, content: string): void {
  Modal.error({ title, content, okText: 'OK' });
}

export interface ConfirmOptions {
  title: string;
  okText: string;
  cancelText?: string;
  onOk: () => void;
  onCancel?: () => void;
}

/** A confirm dialog; returns a function that closes it. */
export function openConfirm({ title, okText, cancelText = 'Cancel', onOk, onCancel }: ConfirmOptions): () => void {
  const dialog = Modal.confirm({ title, okText, cancelText, onOk, ...(onCancel ? { onCancel } : {}) });
  return () => dialog.destroy();
}
