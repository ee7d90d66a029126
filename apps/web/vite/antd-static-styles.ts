/**
 * antd without its run-time style engine in the built console (issue 22). antd 6 writes each component's CSS in
 * the browser the first time the component renders (CSS-in-JS): on a phone that was a third of the signed-in
 * pages' start-up work, and the style code a quarter of antd's bytes. Its `zeroRuntime` mode skips that work and
 * expects the CSS as a file instead. This plugin, at build time:
 * - drops the style functions from antd's modules (the second argument of genStyleHooks and its siblings), so they
 *   are not shipped, and notes which style groups ('Button-Button', 'Input-Shared'…) the console's modules use;
 * - renders every antd component once in Node (@ant-design/static-style-extract) and writes the CSS of the groups
 *   used into one file (assets/antd-[hash].css), which the console puts before its own CSS (as antd's run-time
 *   styles were put) so that the console's rules win where they did;
 * - refuses a build where the CSS would depend on the theme (the console switches light/dark at run time: every
 *   theme value must be a CSS variable, which antd registers at run time per theme) or where a group used has no CSS.
 * The console's theme turns zeroRuntime on only in a build (app/theme.ts); the dev server and tests keep run-time styles.
 */
import { createRequire } from 'node:module';
import type * as Antd from 'antd';
import type * as ReactModule from 'react';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** The calls that register a style group; their second argument is the style function. */
const STYLE_HOOK_FACTORIES = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) value.forEach((item) => isNode(item) && walk(item, visit));
    else if (isNode(value)) walk(value, visit);
  }
}

/** 'Button' → 'Button-Button'; ['Input', 'Shared'] → 'Input-Shared' (as antd's cssinjs-utils names the style path). */
function groupOf(argument: Node): string | null {
  const text = (node: unknown) => (isNode(node) && node.type === 'Literal' && typeof node.value === 'string' ? node.value : null);
  if (argument.type === 'Literal') {
    const name = text(argument);
    return name && `${name}-${name}`;
  }
  if (argument.type === 'ArrayExpression') {
    const cells = (argument.elements as unknown[]).map(text);
    return cells.every((cell) => cell !== null) ? cells.join('-') : null;
  }
  return null;
}

/**
 * The module without its style functions, and the style groups it registers. `program` is the module's ESTree
 * (positions are offsets in `code`).
 */
export function stripStyleFunctions(code: string, program: Node): { code: string; groups: string[] } {
  const cuts: Array<{ start: number; end: number }> = [];
  const groups: string[] = [];
  walk(program, (node) => {
    if (node.type !== 'CallExpression') return;
    const callee = node.callee as Node;
    if (callee.type !== 'Identifier' || !STYLE_HOOK_FACTORIES.has(callee.name as string)) return;
    const [name, styleFunction] = node.arguments as Node[];
    const group = name && groupOf(name);
    if (!group || !styleFunction) throw new Error(`antd static styles: a ${String(callee.name)} call this build cannot read (${code.slice(node.start, node.start + 80)})`);
    groups.push(group);
    cuts.push({ start: styleFunction.start, end: styleFunction.end });
  });
  let stripped = code;
  for (const cut of cuts.sort((a, b) => b.start - a.start)) stripped = `${stripped.slice(0, cut.start)}() => []${stripped.slice(cut.end)}`;
  return { code: stripped, groups };
}

/** Groups every page needs whatever it renders: antd's shared reset ('Shared') and the icons' reset. */
const ALWAYS = ['Shared', 'ant-design-icons'];

interface StyleCache {
  cache: Map<string, [number, unknown]>;
  updateTimes: Map<string, number>;
}

/** The style group of a cssinjs cache key ('style%<hash>%layer%Button-Button%ant-btn%anticon'), or null for other kinds. */
export function groupOfKey(key: string): string | null {
  const [kind, , ...rest] = key.split('%');
  if (kind !== 'style') return null;
  return (rest[0] === 'layer' ? rest[1] : rest[0]) ?? null;
}

/** The CSS of every antd component, rendered once in Node under `theme`, as a cache of style entries. */
function renderAll(theme: Record<string, unknown>): { cache: StyleCache; extract: (cache: StyleCache) => string; createCache: () => StyleCache } {
  const require = createRequire(import.meta.url);
  // CommonJS builds of the same packages antd's own extractor requires, so that one React context is shared.
  const React = require('react') as typeof ReactModule;
  const cssinjs = require('@ant-design/cssinjs') as {
    createCache: () => StyleCache;
    StyleProvider: ComponentType<{ cache: StyleCache; children?: ReactNode }>;
    extractStyle: (cache: StyleCache, options: { plain: boolean; types: string }) => string;
  };
  const { extractStyle } = require('@ant-design/static-style-extract') as { extractStyle: (options: { customTheme: (node: ReactElement) => ReactElement }) => string };
  const antd = require('antd') as typeof Antd;
  const { ConfigProvider } = antd;
  const h = React.createElement;
  // Parts the extractor's one render of each component misses: a form item's own styles, the wireframe pagination.
  const extras = h(React.Fragment, null,
    h(antd.Form, null, h(antd.Form.Item, { label: 'x' }, h(antd.Input))),
    h(ConfigProvider, { theme: { token: { wireframe: true } } }, h(antd.Pagination, { total: 50 })));
  const cache = cssinjs.createCache();
  // antd warns about its own deprecated components as the extractor renders them all: not the console's concern.
  const warn = console.error;
  console.error = () => undefined;
  try {
    extractStyle({
      customTheme: (node) => h(cssinjs.StyleProvider, { cache }, h(ConfigProvider, { theme: { ...theme, hashed: false } }, node, extras)),
    });
  } finally {
    console.error = warn;
  }
  return { cache, createCache: cssinjs.createCache, extract: (subset) => cssinjs.extractStyle(subset, { plain: true, types: 'style' }) };
}

/**
 * Each style group's CSS (antd's order kept: the map iterates as antd rendered them), checked to be the same under
 * every theme.
 */
export function antdGroupCss(themes: Array<Record<string, unknown>>): Map<string, string> {
  const outputs = themes.map((theme) => {
    const { cache, createCache, extract } = renderAll(theme);
    const subsets = new Map<string, StyleCache>();
    for (const [key, entry] of cache.cache) {
      const group = groupOfKey(key);
      if (!group) continue;
      let subset = subsets.get(group);
      if (!subset) subsets.set(group, (subset = createCache()));
      subset.cache.set(key, entry);
      subset.updateTimes.set(key, cache.updateTimes.get(key) ?? 0);
    }
    return new Map([...subsets].map(([group, subset]) => [group, extract(subset)]));
  });
  const [first, ...others] = outputs;
  for (const [group, css] of first!) {
    if (others.some((output) => output.get(group) !== css)) throw new Error(`antd static styles: the CSS of ${group} differs between themes; some theme value is not a CSS variable`);
  }
  return first!;
}

/** The console's dark theme's overrides (app/theme.ts): with antd's default theme, the CSS must come out the same. */
const DARK_CONSOLE: Record<string, unknown> = {
    token: { colorPrimary: '#6b2fd6', colorLink: '#c4a8f5', borderRadius: 3, colorError: '#ff7875', colorTextSecondary: 'rgba(255, 255, 255, 0.7)' },
    components: { Layout: { headerHeight: 60, headerPadding: '0 16px' }, Menu: { itemSelectedColor: '#ffffff', itemSelectedBg: '#6b2fd6' }, Tabs: { inkBarColor: '#c4a8f5' } },
};

function themesChecked(): Array<Record<string, unknown>> {
  const require = createRequire(import.meta.url);
  return [{}, { ...DARK_CONSOLE, algorithm: (require('antd') as typeof Antd).theme.darkAlgorithm }];
}

const ANTD_MODULE = /[\\/]node_modules[\\/]antd[\\/]es[\\/].+\.js$/;
/** Every antd component reads its context from here: the chunk holding it runs before any chunk that draws antd. */
const ANTD_CONTEXT = /[\\/]node_modules[\\/]antd[\\/]es[\\/]config-provider[\\/]context\.js$/;

/**
 * Prepended to a chunk: adds its groups' CSS once (a group registered in two chunks is added by the first to run),
 * each chunk's after the previous chunk's and all before the console's own CSS, as antd's run-time styles were put,
 * so that where both set a property at the same specificity the console's rule wins.
 */
export function cssInsertion(entries: Array<[string, string]>): string {
  return `((e)=>{const g=globalThis,d=g.__sbAntdCss??={done:new Set(),last:null};let c="";for(const[n,t]of e)if(!d.done.has(n)){d.done.add(n);c+=t}if(!c)return;`
    + `const s=document.createElement("style");s.setAttribute("data-antd","");s.textContent=c;`
    + `if(d.last?.isConnected)d.last.after(s);else document.head.insertBefore(s,document.head.querySelector('link[rel="stylesheet"],style'));d.last=s})(${JSON.stringify(entries)});\n`;
}

/**
 * antd's CSS goes with the chunks that draw it: a page loads the CSS of the components its files hold, not of every
 * component the console uses (721 KB raw, 51 KiB brotli, in one file before), and no request of its own.
 */
export function antdStaticStyles(): Plugin {
  /** Module id → the style groups it registers; only modules that survive tree-shaking count (renderChunk). */
  const groupsByModule = new Map<string, string[]>();
  let groupCss: Map<string, string> | undefined;
  let used = 0;
  return {
    name: 'switchboard-antd-static-styles',
    apply: 'build',
    transform(code, id) {
      if (!ANTD_MODULE.test(id) || ![...STYLE_HOOK_FACTORIES].some((name) => code.includes(`${name}(`))) return null;
      const stripped = stripStyleFunctions(code, this.parse(code) as unknown as Node);
      if (stripped.groups.length === 0) return null;
      groupsByModule.set(id, stripped.groups);
      // Only code after the cut moves, within vendor modules: their source maps stay usable enough for error reports.
      return { code: stripped.code, map: null };
    },
    renderChunk(code, chunk) {
      const groups = new Set<string>();
      for (const [id, module] of Object.entries(chunk.modules)) {
        if (module.renderedLength === 0) continue;
        if (ANTD_CONTEXT.test(id)) ALWAYS.forEach((group) => groups.add(group));
        groupsByModule.get(id)?.forEach((group) => groups.add(group));
      }
      if (groups.size === 0) return null;
      groupCss ??= antdGroupCss(themesChecked());
      const missing = [...groups].filter((group) => !groupCss!.has(group));
      if (missing.length > 0) throw new Error(`antd static styles: no CSS rendered for ${missing.join(', ')} (render them in vite/antd-static-styles.ts or keep run-time styles)`);
      used += groups.size;
      // antd's shared reset first, then the components in antd's order.
      const order = [...ALWAYS, ...[...groupCss.keys()].filter((group) => !ALWAYS.includes(group))];
      const entries = order.filter((group) => groups.has(group)).map((group): [string, string] => [group, groupCss!.get(group)!]);
      const output = new MagicString(code);
      output.prepend(cssInsertion(entries));
      return { code: output.toString(), map: output.generateMap({ hires: 'boundary' }) };
    },
    generateBundle() {
      if (used === 0) throw new Error('antd static styles: no antd style module went through the build');
    },
  };
}
