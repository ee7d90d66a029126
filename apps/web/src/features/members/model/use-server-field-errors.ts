/** Puts a 400/409 answer's message on the field it names (the toast has already said it). */
import type { FormInstance } from 'antd';
import { isHttpError } from '@/lib/http/http-error';

export function useServerFieldErrors<T>(form: FormInstance<T>) {
  return (error: unknown) => {
    if (!isHttpError(error) || !error.body?.field) return;
    form.setFields([{ name: error.body.field as never, errors: [error.message] }]);
  };
}
