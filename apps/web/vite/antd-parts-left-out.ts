/**
 * antd modules import parts that only some of their options draw, and those parts bring whole components along (issue
 * 22: every kilobyte counts on a phone's cold load). This build step answers such an import with a smaller module:
 * - `stub`: the option is not used by the console (eslint refuses it, eslint.config.js) and the part is replaced by a
 *   component that throws if it is ever drawn, saying where to look;
 * - `narrow`: the module imports a package's index for one thing another file of it holds: it gets that file (the
 *   same module instance as the index re-exports), not the index and everything the index imports;
 * - `code`: the module uses one small function of a module that imports a component: it gets that function alone.
 * Dev and tests run antd as published (the plugin applies to builds only).
 */
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

export type LeftOut =
  | { importer: RegExp; source: string; stub: string }
  | { importer: RegExp; source: string; narrow: string }
  | { importer: RegExp; source: string; code: string };

const throwing = (component: string, why: string) =>
  `export default function ${component}() { throw new Error(${JSON.stringify(`${why}: see vite/antd-parts-left-out.ts`)}); }`;

export const ANTD_PARTS_LEFT_OUT: LeftOut[] = [
  {
    // Table's column-filter dropdown (Dropdown, Menu, Radio, Tree) for columns that set `filters` or `filterDropdown`:
    // no console table does (lists filter in their own bars); without this every table page fetched antd's Menu and
    // Dropdown (about 20 KiB brotli) and Tree (15).
    importer: /node_modules[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]index\.js$/,
    source: './FilterDropdown',
    code: [
      // The one helper the table's filter state reads, as antd writes it.
      'export function flattenKeys(filters) { let keys = []; (filters || []).forEach(({ value, children }) => { keys.push(value); if (children) keys = keys.concat(flattenKeys(children)); }); return keys; }',
      throwing('FilterDropdown', 'Table column filters are not built in'),
    ].join('\n'),
  },
  {
    // rowSelection's `selections` menu.
    importer: /node_modules[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useSelection\.js$/,
    source: '../../dropdown',
    stub: throwing('Dropdown', 'rowSelection.selections is not built in'),
  },
  {
    // Card's `tabList` (a Card with tabs): Tabs, and the menu and dropdown of its overflow, on every page with a Card.
    importer: /node_modules[\\/]antd[\\/]es[\\/]card[\\/]Card\.js$/,
    source: '../tabs',
    stub: throwing('Tabs', 'Card tabs (tabList) are not built in'),
  },
  {
    // Typography's `editable` (text edited in place): a TextArea on every page with a text.
    importer: /node_modules[\\/]antd[\\/]es[\\/]typography[\\/]Base[\\/]index\.js$/,
    source: '../Editable',
    stub: throwing('Editable', 'Typography editable is not built in'),
  },
  {
    // ConfigProvider's `tooltip.unique` (one tooltip shared by all, moving between targets): its provider imports the
    // popup engine (@rc-component/trigger and portal), which put 5 KiB brotli in the shell's file that every page fetches,
    // pages without a tooltip or popover included. The console never sets it.
    importer: /node_modules[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/,
    source: '../tooltip/UniqueProvider',
    stub: throwing('UniqueProvider', 'ConfigProvider tooltip.unique is not built in'),
  },
  {
    // Typography draws a Tooltip only for an ellipsis given a tooltip and for its copy and edit buttons, yet imports it,
    // and with it the popup engine: 7 KiB (brotli) on every page with a text, /history's cold load among them, which shows
    // none. Typography gets a Tooltip fetched the first time one draws (antd's own, in the lists group); until it arrives
    // the text shows without it (a tooltip only shows on hover or focus, which comes later).
    importer: /node_modules[\\/]antd[\\/]es[\\/]typography[\\/]Base[\\/](index|EllipsisTooltip|CopyBtn)\.js$/,
    source: '../../tooltip',
    code: [
      "import * as React from 'react';",
      `const LazyTooltip = React.lazy(() => import(${JSON.stringify(require.resolve('antd/es/tooltip/index.js'))}));`,
      'export default function Tooltip(props) {',
      '  return React.createElement(React.Suspense, { fallback: props.children }, React.createElement(LazyTooltip, props));',
      '}',
    ].join('\n'),
  },
  {
    // Every antd popup (NoFormStyle) reaches rc-form's index, and with it the form engine and its validator, for one
    // context provider.
    importer: /node_modules[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/,
    source: '@rc-component/form',
    narrow: '@rc-component/form/es/FormContext.js',
  },
  {
    // Radio groups name their radios from the form item's name with one helper of antd's form hook, whose module
    // imports the form engine, its validator and a scrolling library: on every page with a table (row selection).
    // The helper as antd 6 writes it, with antd's own `toArray`.
    importer: /node_modules[\\/]antd[\\/]es[\\/]radio[\\/]group\.js$/,
    source: '../form/hooks/useForm',
    code: [
      `import { toArray } from ${JSON.stringify(require.resolve('antd/es/form/util.js'))};`,
      'export function toNamePathStr(name) {',
      '  const namePath = toArray(name);',
      "  return namePath.join('_');",
      '}',
    ].join('\n'),
  },
  {
    // Button's and Tag's colour tokens ask whether a colour is bright; the module holding that function is the colour
    // picker's presets panel, which draws a Collapse. The function as antd 6 writes it.
    importer: /node_modules[\\/]antd[\\/]es[\\/](button|tag)[\\/]style[\\/][\w]+\.js$/,
    source: '../../color-picker/components/ColorPresets',
    code: [
      "import { Color as RcColor } from '@rc-component/color-picker';",
      'export const isBright = (value, bgColorToken) => {',
      '  const { r, g, b, a } = value.toRgb();',
      '  const hsv = new RcColor(value.toRgbString()).onBackground(bgColorToken).toHsv();',
      '  if (a <= 0.5) {',
      '    return hsv.v > 0.5;',
      '  }',
      '  return r * 0.299 + g * 0.587 + b * 0.114 > 192;',
      '};',
    ].join('\n'),
  },
];

const PREFIX = '\0switchboard:antd-part-left-out:';

/** Which entry answers `source` imported by `importer`, if any. */
export function leftOutFor(parts: LeftOut[], source: string, importer: string | undefined): number {
  return importer === undefined ? -1 : parts.findIndex((part) => part.source === source && part.importer.test(importer));
}

export function antdPartsLeftOut(parts: LeftOut[] = ANTD_PARTS_LEFT_OUT): Plugin {
  return {
    name: 'switchboard-antd-parts-left-out',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const index = leftOutFor(parts, source, importer);
      if (index < 0) return null;
      const part = parts[index]!;
      return 'narrow' in part ? require.resolve(part.narrow) : `${PREFIX}${index}`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const part = parts[Number(id.slice(PREFIX.length))]!;
      return 'stub' in part ? part.stub : 'code' in part ? part.code : null;
    },
  };
}
