/** Shows a failed save: on the form field the server named (400/409 with `field`), else as a toast. */
import type { FormInstance } from 'antd';
import { isHttpError } from '@/lib/http/http-error';
import { toast } from '@/lib/feedback/feedback';

export function showSaveError(error: unknown, form?: FormInstance, fields: readonly string[] = []): void {
  if (!isHttpError(error)) return toast.error('Something went wrong');
  const field = error.body?.field;
  if (form && field && fields.includes(field)) {
    form.setFields([{ name: field, errors: [error.message] }]);
    return;
  }
  if (!error.handled || error.kind === 'http' || error.kind === 'refused') toast.error(error.message);
}
