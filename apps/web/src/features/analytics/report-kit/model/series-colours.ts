/**
 * §9 "Graph colour is picked from a configured list, otherwise from 9 built-in colour classes by text length modulo".
 * The classes are antd preset palettes, resolved through the theme's tokens so the same class reads in the light and
 * the dark theme (antd derives a dark variant of each preset).
 */
export const COLOUR_CLASSES = ['purple', 'blue', 'cyan', 'green', 'gold', 'orange', 'magenta', 'volcano', 'geekblue'] as const;
export type ColourClass = (typeof COLOUR_CLASSES)[number];

/** The class of a text: its length modulo 9. */
export const colourClassOf = (text: string): ColourClass => COLOUR_CLASSES[text.length % COLOUR_CLASSES.length]!;

/**
 * One colour per series name. A configured list is used in order. Without one each name takes its class by length;
 * two names of the same length in one chart would share a colour and be unreadable, so a later one takes the next
 * class not yet used (while fewer than 9 series are shown).
 */
export function seriesColours(names: readonly string[], resolve: (colourClass: ColourClass) => string, configured: readonly string[] = []): string[] {
  if (configured.length > 0) return names.map((_, index) => configured[index % configured.length]!);
  const used = new Set<number>();
  return names.map((name) => {
    let index = name.length % COLOUR_CLASSES.length;
    if (used.size < COLOUR_CLASSES.length) {
      while (used.has(index)) index = (index + 1) % COLOUR_CLASSES.length;
    }
    used.add(index);
    return resolve(COLOUR_CLASSES[index]!);
  });
}
