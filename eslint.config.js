// Lint: strict TypeScript, React hooks, and the dependency directions of ARCHITECTURE.md.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const featuresDir = 'apps/web/src/features';
const features = existsSync(featuresDir) ? readdirSync(featuresDir) : [];
const noDeepRelative = { group: ['../../*'], message: 'Use the @/ alias instead of ../../' };
const otherApps = { group: ['@switchboard/server*', '@switchboard/web*'], message: 'The apps never import each other.' };

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.tsbuild/**', 'bench/.results/**', 'data/**', '**/drizzle/meta/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', { patterns: [noDeepRelative, otherApps] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/widget/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "Property[key.name=/^(filterMode|filterDropdown|filterIcon|onFilter|filteredValue)$/], JSXAttribute[name.name=/^(filterMode|filterDropdown|filterIcon|onFilter|filteredValue)$/], ObjectExpression:has(> Property[key.name='dataIndex']) > Property[key.name='filters'], Property[key.name='rowSelection'] > ObjectExpression > Property[key.name='selections']",
        message: "The console's build leaves out antd Table's column filters and selection menu (their dropdown, menu and tree): see apps/web/vite/antd-parts-left-out.ts." }, {
        selector: "JSXOpeningElement[name.name='Card'] > JSXAttribute[name.name=/^(tabList|activeTabKey|defaultActiveTabKey|onTabChange|tabProps|tabBarExtraContent)$/]",
        message: "The console's build leaves out antd Card's tabs (Tabs, its menu and dropdown on every page with a Card): put a Tabs inside the card instead; see apps/web/vite/antd-parts-left-out.ts." }, {
        selector: "JSXOpeningElement[name.object.name='Typography'] > JSXAttribute[name.name='editable']",
        message: "The console's build leaves out antd Typography's in-place editing (a TextArea on every page with text): see apps/web/vite/antd-parts-left-out.ts." }, {
        selector: "JSXOpeningElement[name.name='ConfigProvider'] > JSXAttribute[name.name='tooltip']",
        message: "The console's build leaves out antd ConfigProvider's shared tooltip (tooltip.unique: the popup engine on every page): see apps/web/vite/antd-parts-left-out.ts." }],
    },
  },
  {
    files: ['apps/web/src/{components,lib,hooks,config}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noDeepRelative, otherApps,
        { group: ['@/features/*', '@/app/*'], message: 'Shared code must not depend on features or the app shell.' }] }],
    },
  },
  ...features.map((feature) => ({
    files: [`${featuresDir}/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noDeepRelative, otherApps,
        { group: ['@/features/*', `!@/features/${feature}`, '@/app/*'], message: 'A feature never imports another feature or the app shell; move shared parts down.' }] }],
    },
  })),
  {
    files: ['apps/server/src/{plugins,realtime,db}/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noDeepRelative, otherApps,
        { group: ['@/modules/*'], message: 'plugins/, realtime/ and db/ never import modules/.' }] }],
    },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod$|\\.{1,2}/)', message: 'contracts depends on zod alone.' }] }],
    },
  },
);
