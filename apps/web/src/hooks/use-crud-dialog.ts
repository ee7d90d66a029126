/** The add/edit dialog of a list screen: which row is edited (null = new), save with server field errors, delete. */
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { toast } from '@/lib/feedback/feedback';
import { showServerFieldError } from '@/lib/forms/server-field-error';

interface Mutations {
  save: { mutateAsync: (input: { id?: string; body: Record<string, unknown> }) => Promise<unknown>; isPending: boolean };
  remove: { mutateAsync: (id: string) => Promise<unknown> };
}

export function useCrudDialog<T extends { _id: string }>(form: FormInstance, { save, remove }: Mutations, nouns: { created: string; saved: string; deleted: string }) {
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  const open = (row: T | null) => {
    form.resetFields();
    setEditing(row);
  };
  const close = () => setEditing(undefined);
  const submit = async (body: Record<string, unknown>) => {
    try {
      await save.mutateAsync({ ...(editing ? { id: editing._id } : {}), body });
      toast.success(editing ? nouns.saved : nouns.created);
      close();
    } catch (error) {
      showServerFieldError(form, error);
    }
  };
  const destroy = async (row: T) => {
    try {
      await remove.mutateAsync(row._id);
      toast.success(nouns.deleted);
    } catch {
      // the http client has shown why
    }
  };
  return { editing, isOpen: editing !== undefined, open, close, submit, destroy, saving: save.isPending };
}
