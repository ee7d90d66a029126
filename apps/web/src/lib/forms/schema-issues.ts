/** Puts a contracts schema's issues on the antd form fields they name (nested paths like headers.0.key too). */
import type { FormInstance } from 'antd';

interface Issue { path: readonly PropertyKey[]; message: string }

/** The first issue of each field is shown (a schema may report a field twice: the first says what to fix first). */
export function showSchemaIssues<T>(form: FormInstance<T>, issues: readonly Issue[]): void {
  const seen = new Set<string>();
  const fields = issues.flatMap((issue) => {
    const name = issue.path.filter((key): key is string | number => typeof key !== 'symbol');
    const key = name.join('.');
    if (name.length === 0 || seen.has(key)) return [];
    seen.add(key);
    return [{ name, errors: [issue.message] }];
  });
  // antd types field names per form shape; a schema path is only known at run time.
  (form as FormInstance).setFields(fields);
}
