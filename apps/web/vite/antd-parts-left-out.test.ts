/** The build's smaller answers to some antd imports (issue 22): each still matches antd as installed. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANTD_PARTS_LEFT_OUT, antdPartsLeftOut, leftOutFor } from './antd-parts-left-out.ts';

const require = createRequire(import.meta.url);
const antdEs = join(dirname(require.resolve('antd/package.json')), 'es');
/** The antd files each entry is for (its importer pattern must match them). */
const IMPORTERS = ['table/hooks/useFilter/index.js', 'table/hooks/useSelection.js', 'card/Card.js', 'typography/Base/index.js', 'form/context.js',
  'radio/group.js', 'button/style/token.js', 'tag/style/index.js', 'config-provider/index.js', 'typography/Base/EllipsisTooltip.js', 'typography/Base/CopyBtn.js'].map((path) => join(antdEs, path));

describe('antd parts left out of the build', () => {
  it('is for imports antd makes today: an antd upgrade that moves one fails here, not silently in a heavier build', () => {
    for (const part of ANTD_PARTS_LEFT_OUT) {
      const files = IMPORTERS.filter((file) => part.importer.test(file));
      expect(files.length, `${part.importer}`).toBeGreaterThan(0);
      for (const file of files) expect(readFileSync(file, 'utf8'), file).toContain(`from '${part.source}'`);
    }
  });

  it('narrows rc-form to the file that defines the provider antd imports', () => {
    const context = readFileSync(join(antdEs, 'form/context.js'), 'utf8');
    expect(context).toMatch(/import \{ FormProvider as RcFormProvider \} from '@rc-component\/form';/);
    const narrowed = ANTD_PARTS_LEFT_OUT.find((part) => 'narrow' in part)!;
    expect('narrow' in narrowed && readFileSync(require.resolve(narrowed.narrow), 'utf8')).toMatch(/export \{ FormProvider \}/);
  });

  it('keeps the helpers it copies identical to antd’s', () => {
    /** `start` … the first `end` after it, without comments and spaces. */
    const body = (code: string, start: string, end: string) => {
      const at = code.indexOf(start);
      expect(at, start).toBeGreaterThanOrEqual(0);
      return code.slice(at, code.indexOf(end, at) + end.length).replace(/\/\/.*$/gm, '').replace(/\s+/g, '');
    };
    const copied = (source: string) => {
      const part = ANTD_PARTS_LEFT_OUT.find((entry) => entry.source === source)!;
      return 'code' in part ? part.code : '';
    };
    const presets = readFileSync(join(antdEs, 'color-picker/components/ColorPresets.js'), 'utf8');
    expect(body(copied('../../color-picker/components/ColorPresets'), 'export const isBright', '};')).toBe(body(presets, 'export const isBright', '};'));
    const useForm = readFileSync(join(antdEs, 'form/hooks/useForm.js'), 'utf8');
    expect(body(copied('../form/hooks/useForm'), 'export function toNamePathStr', '}')).toBe(body(useForm, 'export function toNamePathStr', '}'));
    expect(readFileSync(join(antdEs, 'form/util.js'), 'utf8')).toContain('export function toArray(');
  });

  it('answers only the listed importer: stubs and copies as modules of their own, a narrowed import as the file itself', () => {
    const plugin = antdPartsLeftOut();
    const resolve = plugin.resolveId as (source: string, importer?: string) => string | null;
    const load = plugin.load as (id: string) => string | null;
    expect(resolve('../tabs', join(antdEs, 'card/Card.js'))).toMatch(/^\0switchboard:antd-part-left-out:\d+$/);
    expect(load(resolve('../tabs', join(antdEs, 'card/Card.js'))!)).toContain('Card tabs (tabList) are not built in');
    expect(resolve('../tabs', join(antdEs, 'card/CardGrid.js'))).toBeNull();
    expect(resolve('@rc-component/form', join(antdEs, 'form/Form.js'))).toBeNull();
    expect(resolve('@rc-component/form', join(antdEs, 'form/context.js'))).toMatch(/@rc-component[\\/]form[\\/]es[\\/]FormContext\.js$/);
    expect(leftOutFor(ANTD_PARTS_LEFT_OUT, '../Editable', undefined)).toBe(-1);
  });
});
