/**
 * A schema built on first use (issue 22). The shared contracts define some 2,400 zod schemas at their modules' top
 * level; a signed-in page ran the construction of every one its chunks hold (a few hundred milliseconds of a phone's
 * CPU while the page starts) though it parses a handful. The console's build (vite/lazy-contract-schemas.ts) wraps
 * each `const …Schema = …` of the contracts in this: a stand-in that builds the schema the first time anything reads
 * it, then answers as the schema itself (its methods, its shape, `instanceof`, use inside another schema).
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => (built ??= build());
  // The target stays an empty, extensible object: a property the stand-in reports must then be configurable (a
  // proxy may not claim a non-configurable property its target lacks).
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(schema(), key, schema()),
    set: (_target, key, value) => Reflect.set(schema(), key, value, schema()),
    has: (_target, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_target, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
