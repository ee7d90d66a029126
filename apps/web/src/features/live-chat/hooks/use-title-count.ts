/**
 * Puts the number of waiting offers in front of the page title ("(2) Chats — …") on every page, so
 * a member working in another tab sees new work. Pages keep setting their own titles (the root
 * layout does on navigation): an observer on <head> puts the count back in front whenever they do.
 */
import { useEffect } from 'react';
import { titleWithCount } from '@/features/live-chat/model/offers';

export function useTitleCount(count: number): void {
  useEffect(() => {
    const apply = () => {
      const wanted = titleWithCount(document.title, count);
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    if (count === 0) return;
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = titleWithCount(document.title, 0);
    };
  }, [count]);
}
