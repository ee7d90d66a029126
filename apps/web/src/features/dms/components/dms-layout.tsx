/**
 * What every /dms page shares: its content, the live refresh from the dialogue channel (updateGlobalSync,
 * dmsTraining) and the module's chatbot widget.
 */
import type { ReactNode } from 'react';
import { TrainingWidgetLauncher } from '@/features/dms/components/training-widget-launcher';
import { useDmsSync } from '@/features/dms/hooks/use-dms-sync';

export function DmsLayout({ children }: { children: ReactNode }) {
  useDmsSync();
  return (
    // Room below the page's last row (a pager, a Save) for the widget's floating button.
    <div style={{ paddingBottom: 64 }}>
      {children}
      <TrainingWidgetLauncher />
    </div>
  );
}
