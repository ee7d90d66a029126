/**
 * The web project's test files share each worker (isolate: false in vitest.config.ts): its jsdom window and the
 * packages from node_modules (React, antd, Quill…), which are imported once a worker instead of once a file (each
 * file's import and jsdom start took ~4 s, more than most files' tests). Runs first in every file, so each still starts
 * as if alone:
 * - its own modules: the app's modules are evaluated afresh (vi.resetModules), with this file's vi.mock (mocks are
 *   registered per file, and registering one drops the last file's copy);
 * - no fake timers, stubbed globals or environment variables left by the last file;
 * - a blank page: no body, storage or cookies, no selection, the first file's address, title and root element
 *   attributes, and jsdom's own DOM prototypes and window functions (test-setup.ts then adds its stand-ins again).
 * The page's <head> keeps antd's styles: the style cache that wrote them is part of the shared antd.
 */
import { vi } from 'vitest';

vi.resetModules();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();

/** Window properties tests and test-setup.ts replace or add (put back as jsdom had them, or removed). */
const WINDOW_KEYS = [
  'getComputedStyle', 'matchMedia', 'ResizeObserver', 'IntersectionObserver', 'XMLHttpRequest', 'fetch', 'open', 'alert', 'confirm', 'prompt',
  'print', 'scroll', 'scrollTo', 'scrollBy', 'innerWidth', 'innerHeight', 'devicePixelRatio', 'Notification', 'IS_REACT_ACT_ENVIRONMENT',
] as const;

interface BlankPage {
  href: string;
  title: string;
  rootAttributes: [string, string][];
  window: Map<string, PropertyDescriptor | undefined>;
  prototypes: Map<object, Map<PropertyKey, PropertyDescriptor>>;
}

/** Kept on the global object: this module itself is evaluated afresh for every file. */
const BLANK_PAGE = Symbol.for('switchboard.test-file-reset.blank-page');
type Holder = { [BLANK_PAGE]?: BlankPage };

if (typeof window !== 'undefined') {
  const holder = globalThis as Holder;
  const prototypes = () => [Node.prototype, Element.prototype, HTMLElement.prototype, Document.prototype, Range.prototype, HTMLCanvasElement.prototype];
  const descriptorsOf = (target: object) => new Map(Reflect.ownKeys(target).map((key) => [key, Object.getOwnPropertyDescriptor(target, key)!]));
  // The first file of the worker, before anything of it ran: the page as jsdom made it.
  const blank = (holder[BLANK_PAGE] ??= {
    href: window.location.href,
    title: document.title,
    rootAttributes: [...document.documentElement.attributes].map((attribute) => [attribute.name, attribute.value]),
    window: new Map(WINDOW_KEYS.map((key) => [key, Object.getOwnPropertyDescriptor(window, key)])),
    prototypes: new Map(prototypes().map((target) => [target, descriptorsOf(target)])),
  });

  for (const [key, descriptor] of blank.window) {
    if (descriptor) Object.defineProperty(window, key, descriptor);
    else Reflect.deleteProperty(window, key);
  }
  for (const [target, descriptors] of blank.prototypes) {
    for (const key of Reflect.ownKeys(target)) if (!descriptors.has(key)) Reflect.deleteProperty(target, key);
    for (const [key, descriptor] of descriptors) Object.defineProperty(target, key, descriptor);
  }

  document.body.innerHTML = '';
  window.getSelection()?.removeAllRanges();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', blank.href);
  document.title = blank.title;
  const root = document.documentElement;
  for (const { name } of [...root.attributes]) root.removeAttribute(name);
  for (const [name, value] of blank.rootAttributes) root.setAttribute(name, value);
}
