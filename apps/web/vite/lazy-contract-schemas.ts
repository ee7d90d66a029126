/**
 * The contracts' schemas built on first use in the console's build (issue 22; src/lib/lazy-schema.ts says why). Each
 * top-level `const <name>Schema = <call>` of packages/contracts/src (exported or not) becomes
 * `const <name>Schema = /* @__PURE__ *\/ lazySchema(() => <call>)`: the contracts' naming rule (a schema's name ends
 * in "Schema") says which constants are schemas; functions that make schemas (`pagedSchema = (item) => …`) and other
 * constants are left alone. The server and the tests use the contracts as written.
 */
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

const CONTRACT_MODULE = /[\\/]packages[\\/]contracts[\\/]src[\\/].+(?<!\.test)\.ts$/;
const SCHEMA_NAME = /Schema$/;
const HELPER = 'lazySchema$';
const TYPE_WRAPPERS = new Set(['TSAsExpression', 'TSSatisfiesExpression', 'TSNonNullExpression']);

/** The ESTree nodes this reads (rolldown's parser gives ESTree with offsets). */
interface Node { type: string; start: number; end: number }
interface Declarator extends Node { id: Node & { name?: string }; init: (Node & { expression?: Node }) | null }
interface Declaration extends Node { kind?: string; declarations?: Declarator[]; declaration?: Declaration | null }

function schemaInits(program: { body: Declaration[] }): Node[] {
  const inits: Node[] = [];
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const declarator of declaration.declarations ?? []) {
      const { id, init } = declarator;
      // `… as T` / `… satisfies T` when the build hands over TypeScript: the call is inside.
      const value = init && TYPE_WRAPPERS.has(init.type) ? init.expression : init;
      if (init && id.type === 'Identifier' && SCHEMA_NAME.test(id.name ?? '') && value?.type === 'CallExpression') inits.push(init);
    }
  }
  return inits;
}

/** The module with its schemas wrapped, or null when it defines none. */
export function lazyContractSchemas(code: string, program: { body: Declaration[] }, helperPath: string): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  const inits = schemaInits(program);
  if (inits.length === 0) return null;
  const out = new MagicString(code);
  for (const init of inits) {
    out.appendLeft(init.start, `/* @__PURE__ */ ${HELPER}(() => `);
    out.prependRight(init.end, ')');
  }
  out.prepend(`import { lazySchema as ${HELPER} } from ${JSON.stringify(helperPath)};\n`);
  return { code: out.toString(), map: out.generateMap({ hires: true }) };
}

export function lazyContractSchemasPlugin(helperPath: string): Plugin {
  return {
    name: 'switchboard-lazy-contract-schemas',
    apply: 'build',
    transform(code, id) {
      if (!CONTRACT_MODULE.test(id)) return null;
      return lazyContractSchemas(code, this.parse(code, { lang: 'ts' }) as unknown as { body: Declaration[] }, helperPath);
    },
  };
}
