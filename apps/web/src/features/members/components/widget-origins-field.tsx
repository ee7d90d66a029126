import { Button, Flex, Form, Input, Typography, type FormInstance, type FormRule } from 'antd';
import { MAX_WIDGET_ORIGINS, widgetOriginSchema } from '@switchboard/contracts/members/configuration.schemas';
import { schemaRule } from '@/lib/forms/zod-rule';

/** The same origin twice (after normalizing, as the server compares them): refused on the later entry. */
const notTwice = (form: FormInstance, index: number): FormRule => ({
  validator: async (_rule, value: unknown) => {
    const mine = widgetOriginSchema.safeParse(value);
    if (!mine.success) return;
    const list = (form.getFieldValue('widgetOrigins') as unknown[] | undefined) ?? [];
    const earlier = list.slice(0, index).some((other) => widgetOriginSchema.safeParse(other).data === mine.data);
    if (earlier) throw new Error(`${mine.data} is listed twice`);
  },
});

/**
 * The brand's websites (origins) that may embed the chat widget: one input each, checked with the shared schema
 * (scheme, host and optional port; http or https) before the form is saved.
 */
export function WidgetOriginsField({ form }: { form: FormInstance }) {
  return (
    <Form.List name="widgetOrigins">
      {(fields, { add, remove }) => (
        <Flex vertical gap={8}>
          <Typography.Text id="widget-origins-label" strong>Websites that may embed the chat widget</Typography.Text>
          <Typography.Text type="secondary">
            The origin of each website: scheme, host and port if any, e.g. https://shop.example.com. Pages elsewhere cannot open the chat.
          </Typography.Text>
          {fields.map((field, index) => (
            <Flex key={field.key} gap={8} align="start">
              <Form.Item name={field.name} style={{ flex: 1, marginBottom: 0 }} validateFirst
                rules={[schemaRule(widgetOriginSchema), notTwice(form, index)]}>
                <Input aria-label={`Website origin ${index + 1}`} placeholder="https://shop.example.com" />
              </Form.Item>
              <Button onClick={() => remove(field.name)} aria-label={`Remove website origin ${index + 1}`}>Remove</Button>
            </Flex>
          ))}
          <div>
            <Button onClick={() => add('')} disabled={fields.length >= MAX_WIDGET_ORIGINS}>Add website</Button>
          </div>
        </Flex>
      )}
    </Form.List>
  );
}
