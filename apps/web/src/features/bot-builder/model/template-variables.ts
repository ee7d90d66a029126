/**
 * The conversation variables a brand function mentions ({{name}}, not {{env.NAME}}) in its URL, header
 * values and body, in order of first mention: the test panel asks for sample values of these.
 */
const PLACEHOLDER = /\{\{\s*(env\.)?([A-Za-z0-9_.-]+)\s*\}\}/g;

export function templateVariables(templates: readonly string[]): string[] {
  const names = new Set<string>();
  for (const template of templates) {
    for (const match of template.matchAll(PLACEHOLDER)) {
      if (!match[1] && match[2]) names.add(match[2]);
    }
  }
  return [...names];
}
