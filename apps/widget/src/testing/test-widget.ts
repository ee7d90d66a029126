/** The widget mounted over fake sockets for a test, with storage cleared before and the widget removed after. */
import { afterEach, beforeEach } from 'vitest';
import { ChatClient } from '../chat-client';
import { localStore, storageKey } from '../storage';
import { mountWidget, type Widget } from '../widget';
import { fakeSocketFactory, type FakeSocket } from './fake-socket';

export interface TestWidget {
  widget: Widget;
  $: <T extends Element = HTMLElement>(selector: string) => T;
  socket: () => FakeSocket;
  sockets: ReturnType<typeof fakeSocketFactory>;
}

/** Call at the top of a test file; `mount()` then gives a fresh widget in each test. */
export function testWidgets(): { mount: () => TestWidget } {
  let widget: Widget | undefined;
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    widget?.destroy();
    widget = undefined;
  });
  return {
    mount: () => {
      const sockets = fakeSocketFactory();
      const client = new ChatClient({ url: '/webchat', store: localStore(storageKey('')), socketFactory: sockets.factory });
      const mounted = mountWidget({ server: '', title: 'Demo Brand', client });
      widget = mounted;
      const $ = <T extends Element = HTMLElement>(selector: string) => mounted.root.querySelector<T & Element>(selector)!;
      return { widget: mounted, $, socket: () => sockets.last(), sockets };
    },
  };
}
