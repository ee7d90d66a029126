/**
 * The DMS chatbot widget's button, on every /dms page (and nowhere else: only the DMS layout renders it). The panel's
 * code loads on first open; its conversation stays across the module's pages (stores/training-widget-store.ts).
 */
import { MessageOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTrainingWidgetStore } from '@/features/dms/stores/training-widget-store';
import './training-widget-launcher.css';

const TrainingWidget = lazy(() => import('@/features/dms/components/training-widget'));

export function TrainingWidgetLauncher() {
  const open = useTrainingWidgetStore((state) => state.open);
  const setOpen = useTrainingWidgetStore((state) => state.setOpen);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);
  // Closing the panel gives the focus back to its button (keyboard users land where they were).
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  if (open) return <Suspense fallback={null}><TrainingWidget /></Suspense>;
  return (
    <Button ref={button} className="sb-dms-widget-launcher" type="primary" shape="round" size="large" icon={<MessageOutlined />} onClick={() => setOpen(true)}>
      Train dialogues
    </Button>
  );
}
