/** Puts a contracts schema's refusals on the antd form's fields (the same rules the server applies). */
import type { FormInstance } from 'antd';
import type { z } from 'zod';
import { showSchemaIssues } from '@/lib/forms/schema-issues';

export function parseIntoForm<S extends z.ZodType>(form: FormInstance, schema: S, values: unknown): z.output<S> | null {
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  showSchemaIssues(form, result.error.issues);
  return null;
}
