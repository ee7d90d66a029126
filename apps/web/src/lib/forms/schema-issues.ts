/** Puts a contracts schema's issues on the antd form fields they name (nested paths like headers.0.key too). */
import type { FormInstance } from 'antd';

interface Issue { path: readonly PropertyKey[]; message: string }

export function showSchemaIssues<T>(form: FormInstance<T>, issues: readonly Issue[]): void {
  // antd types field names per form shape; a schema path is only known at run time.
  (form as FormInstance).setFields(issues.map((issue) => ({ name: issue.path.filter((key) => typeof key !== 'symbol') as (string | number)[], errors: [issue.message] })));
}
