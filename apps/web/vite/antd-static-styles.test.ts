import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { groupOfKey, stripStyleFunctions } from './antd-static-styles';

type Program = Parameters<typeof stripStyleFunctions>[1];
const strip = (code: string) => stripStyleFunctions(code, parseAst(code) as unknown as Program);

describe('antd static styles', () => {
  it('drops the style function of each style hook and names its group', () => {
    const code = [
      "import { genStyleHooks, genSubStyleComponent } from '../../theme/internal';",
      'const genButtonStyle = token => ({ [token.componentCls]: { color: token.colorText } });',
      'export const prepareComponentToken = token => ({ paddingInline: 15 });',
      "export default genStyleHooks('Button', token => [genButtonStyle(token)], prepareComponentToken, { unitless: {} });",
      "export const Compact = genSubStyleComponent(['Button', 'compact'], token => [{ a: 1 }], prepareComponentToken);",
    ].join('\n');
    const { code: stripped, groups } = strip(code);
    expect(groups).toEqual(['Button-Button', 'Button-compact']);
    expect(stripped).toContain("genStyleHooks('Button', () => [], prepareComponentToken, { unitless: {} })");
    expect(stripped).toContain("genSubStyleComponent(['Button', 'compact'], () => [], prepareComponentToken)");
    // What the run time still needs (the component tokens, for the CSS variables) stays.
    expect(stripped).toContain('export const prepareComponentToken');
    expect(parseAst(stripped)).toBeTruthy();
  });

  it('leaves a module without style hooks alone and refuses a call it cannot read', () => {
    expect(strip("export const x = genStyleUtils({ a: 1 });")).toEqual({ code: "export const x = genStyleUtils({ a: 1 });", groups: [] });
    expect(() => strip('export default genStyleHooks(NAME, token => []);')).toThrow(/cannot read/);
  });

  it('reads the group of a style cache key, with or without a hash and a layer', () => {
    expect(groupOfKey('style%%layer%Button-Button%ant-btn%anticon')).toBe('Button-Button');
    expect(groupOfKey('style%css-1x2y%Input-Shared%ant-input%anticon')).toBe('Input-Shared');
    expect(groupOfKey('cssVar%Button%css-var-r1%ant-btn%abc')).toBeNull();
  });
});
