/**
 * Unsaved changes (spec §2): while `dirty`, leaving the page in the app asks 'Do you want to leave
 * this page?' with an Ok button, and closing or reloading the tab triggers the browser's prompt.
 */
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { openConfirm } from '@/lib/feedback/modals';

export function useUnsavedChanges(dirty: boolean): void {
  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search));

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    return openConfirm({
      title: TEXTS.leavePage,
      okText: 'Ok',
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = TEXTS.leavePage;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
