/** An antd form rule from a contracts schema, so forms validate with the same rules as the server. */
import type { FormRule } from 'antd';

interface SchemaLike {
  safeParse: (value: unknown) => { success: boolean; error?: { issues: readonly { message: string }[] } };
}

export function schemaRule(schema: SchemaLike): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value);
      if (!result.success) throw new Error(result.error?.issues[0]?.message ?? 'Invalid value');
    },
  };
}
