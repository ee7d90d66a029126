import { describe, expect, it } from 'vitest';
import { consoleCommonModules } from './console-common';

const SRC = '/repo/src';
const CONTRACTS = '/repo/packages/contracts/src';
type Graph = Record<string, { imports?: string[]; dynamic?: string[]; entry?: boolean }>;
const infoOf = (graph: Graph) => (id: string) => {
  const node = graph[id];
  return node ? { isEntry: node.entry ?? false, importedIds: [...(node.imports ?? []), ...(node.dynamic ?? [])], dynamicallyImportedIds: node.dynamic ?? [] } : null;
};
const START = (id: string) => id.includes('/lib/session/');

describe('console-common group (build)', () => {
  const graph: Graph = {
    [`${SRC}/main.tsx`]: { entry: true, imports: [`${SRC}/lib/session/store.ts`, `${SRC}/lib/http.ts`], dynamic: [`${SRC}/app/app.tsx`] },
    [`${SRC}/lib/session/store.ts`]: {},
    [`${SRC}/lib/http.ts`]: {},
    [`${SRC}/app/app.tsx`]: { imports: [`${SRC}/lib/format-date.ts`, `${SRC}/lib/api.ts`, `${SRC}/lib/session/store.ts`, '/repo/node_modules/react/index.js'], dynamic: [`${SRC}/app/shell/app-shell.tsx`, `${SRC}/features/a/page.tsx`] },
    [`${SRC}/app/shell/app-shell.tsx`]: { imports: [`${SRC}/lib/format-date.ts`, `${SRC}/lib/page-title.ts`, `${CONTRACTS}/live-chat.api.ts`] },
    [`${CONTRACTS}/live-chat.api.ts`]: {},
    [`${SRC}/lib/format-date.ts`]: {},
    [`${SRC}/lib/page-title.ts`]: {},
    // Leads to a module the sign-in screen runs: left out, or the sign-in screen would fetch the group's file.
    [`${SRC}/lib/api.ts`]: { imports: [`${SRC}/lib/http.ts`] },
    [`${SRC}/features/a/page.tsx`]: { imports: [`${SRC}/lib/page-only.ts`] },
    [`${SRC}/lib/page-only.ts`]: {},
    '/repo/node_modules/react/index.js': {},
  };

  it('holds what the signed-in roots run statically, and not the roots, the entry\'s modules, pages or libraries', () => {
    const found = consoleCommonModules(Object.keys(graph), infoOf(graph), SRC, START);
    expect([...found].sort()).toEqual([`${SRC}/lib/format-date.ts`, `${SRC}/lib/page-title.ts`]);
  });

  it('takes the contracts\' modules the signed-in roots run when asked (else they sat in the contracts\' shared file)', () => {
    const found = consoleCommonModules(Object.keys(graph), infoOf(graph), SRC, START, [CONTRACTS]);
    expect([...found].sort()).toEqual([`${CONTRACTS}/live-chat.api.ts`, `${SRC}/lib/format-date.ts`, `${SRC}/lib/page-title.ts`]);
  });
});
