/** Puts a server refusal that names a field (400/409 `field`) on that field of an antd form. */
import type { FormInstance } from 'antd';
import { isHttpError } from '@/lib/http/http-error';

export function showServerFieldError(form: FormInstance, error: unknown): boolean {
  if (!isHttpError(error) || !error.body?.field) return false;
  const name = error.body.field.split('.');
  form.setFields([{ name, errors: [error.body.message] }]);
  return true;
}
