/** Puts a server refusal that names a field (400/409 `field`) on that field of an antd form. */
import type { FormInstance } from 'antd';
import { isHttpError } from '@/lib/http/http-error';

/** 'widgetSites.1.key' → ['widgetSites', 1, 'key']: antd names a list's rows by number and matches names strictly. */
const namePathOf = (field: string): (string | number)[] => field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

export function showServerFieldError(form: FormInstance, error: unknown): boolean {
  if (!isHttpError(error) || !error.body?.field) return false;
  form.setFields([{ name: namePathOf(error.body.field), errors: [error.body.message] }]);
  return true;
}
