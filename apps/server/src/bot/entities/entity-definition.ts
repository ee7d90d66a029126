/** A trainer-defined entity as the extractor uses it (system entities are built in). */
export type EntityDefinition =
  | { type: 'list'; name: string; values: { value: string; synonyms: string[] }[] }
  | { type: 'regex'; name: string; pattern: string };

export interface FoundEntity {
  entity: string;
  /** The canonical value (a list entity's value for any of its synonyms). */
  value: string;
  /** The matched text as typed. */
  text: string;
  start: number;
  end: number;
}
