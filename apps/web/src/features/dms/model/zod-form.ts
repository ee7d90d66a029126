/** Puts a contracts schema's refusals on the antd form's fields (the same rules the server applies). */
import type { FormInstance } from 'antd';
import type { z } from 'zod';

export function parseIntoForm<S extends z.ZodType>(form: FormInstance, schema: S, values: unknown): z.output<S> | null {
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  const seen = new Set<string>();
  const fields = result.error.issues.flatMap((issue) => {
    const name = issue.path.filter((part): part is string | number => typeof part !== 'symbol');
    const key = name.join('.');
    if (seen.has(key) || name.length === 0) return [];
    seen.add(key);
    return [{ name, errors: [issue.message] }];
  });
  form.setFields(fields);
  return null;
}
