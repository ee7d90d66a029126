/**
 * The entity extractor used by the runtime and the try-it panel: the brand's regex and list entities
 * first (they are more specific), then the system ones on the text they left. Results are ordered by
 * position.
 */
import type { EntityDefinition, FoundEntity } from './entity-definition';
import { extractSystemEntities } from './system-entities';

/** Longer input is cut before matching: trainer-written patterns then cannot run away on huge text. */
const MAX_TEXT = 1000;
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(definition: EntityDefinition): { regex: RegExp; valueOf: (matched: string) => string } | null {
  if (definition.type === 'regex') {
    try {
      return { regex: new RegExp(definition.pattern, 'giu'), valueOf: (matched) => matched };
    } catch {
      return null;
    }
  }
  const canonical = new Map<string, string>();
  for (const { value, synonyms } of definition.values) {
    for (const word of [value, ...synonyms]) canonical.set(word.toLowerCase(), value);
  }
  if (canonical.size === 0) return null;
  // Longest first so "new york city" wins over "new york".
  const words = [...canonical.keys()].sort((a, b) => b.length - a.length).map(escape);
  return { regex: new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join('|')})(?![\\p{L}\\p{N}])`, 'giu'), valueOf: (matched) => canonical.get(matched.toLowerCase()) ?? matched };
}

const compiled = new WeakMap<EntityDefinition, ReturnType<typeof compile>>();
/** Regex entities before list entities, per definitions array (a bot version's list is fixed): not re-sorted per message. */
const ordered = new WeakMap<readonly EntityDefinition[], readonly EntityDefinition[]>();
const inOrder = (definitions: readonly EntityDefinition[]) => {
  let list = ordered.get(definitions);
  if (!list) {
    list = [...definitions].sort((a, b) => (a.type === b.type ? 0 : a.type === 'regex' ? -1 : 1));
    ordered.set(definitions, list);
  }
  return list;
};

export function extractEntities(text: string, definitions: readonly EntityDefinition[], now = new Date()): FoundEntity[] {
  const input = text.slice(0, MAX_TEXT);
  const found: FoundEntity[] = [];
  const free = (start: number, end: number) => !found.some((entity) => start < entity.end && end > entity.start);
  for (const definition of inOrder(definitions)) {
    if (!compiled.has(definition)) compiled.set(definition, compile(definition));
    const matcher = compiled.get(definition);
    if (!matcher) continue;
    for (const match of input.matchAll(matcher.regex)) {
      if (match[0].length === 0) continue;
      const start = match.index;
      const end = start + match[0].length;
      if (free(start, end)) found.push({ entity: definition.name, value: matcher.valueOf(match[0]), text: match[0], start, end });
    }
  }
  for (const entity of extractSystemEntities(input, now)) {
    if (free(entity.start, entity.end)) found.push(entity);
  }
  return found.sort((a, b) => a.start - b.start);
}
