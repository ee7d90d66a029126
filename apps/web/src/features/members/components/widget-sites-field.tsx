import { Button, Flex, Form, Input, Select, Typography, type FormInstance, type FormRule } from 'antd';
import type { BifurcationFilter } from '@switchboard/contracts/auth/bifurcation.schemas';
import { CHANNEL_LABELS } from '@switchboard/contracts/common/constants';
import { MAX_WIDGET_SITES, widgetSiteSchema, type WidgetSite } from '@switchboard/contracts/members/configuration.schemas';
import { schemaRule } from '@/lib/forms/zod-rule';

/** A row as the form holds it: a filter left on its default is '' (the empty choice) or absent. */
interface SiteRow {
  key?: string;
  values?: Record<string, string | undefined>;
}

const keyRule = schemaRule(widgetSiteSchema.shape.key);

/** The same key twice (after trimming, as the server compares them): refused on the later row. */
const notTwice = (form: FormInstance, index: number): FormRule => ({
  validator: async (_rule, value: unknown) => {
    const mine = typeof value === 'string' ? value.trim() : '';
    if (mine === '') return;
    const rows = (form.getFieldValue('widgetSites') as SiteRow[] | undefined) ?? [];
    if (rows.slice(0, index).some((row) => row?.key?.trim() === mine)) throw new Error(`${mine} is listed twice`);
  },
});

/** The sites as the server takes them: trimmed keys, and no entry for a filter left on its default. */
export function sitesToSave(rows: readonly SiteRow[] | undefined): WidgetSite[] {
  return (rows ?? []).map((row) => ({
    key: row.key?.trim() ?? '',
    values: Object.fromEntries(Object.entries(row.values ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1]))),
  }));
}

const channelLabel = (key: string): string | undefined =>
  key !== 'website' && Object.hasOwn(CHANNEL_LABELS, key) ? CHANNEL_LABELS[key as keyof typeof CHANNEL_LABELS] : undefined;

/** Where a row's values apply: a channel's chats, or the website whose embed names the key. */
function SiteHint({ siteKey }: { siteKey: string }) {
  const channel = channelLabel(siteKey);
  if (channel) return <Typography.Text type="secondary">Every {channel} chat carries these values.</Typography.Text>;
  return <Typography.Text type="secondary">On the website&apos;s widget script tag: <Typography.Text code>data-site=&quot;{siteKey}&quot;</Typography.Text></Typography.Text>;
}

const channelKeys = Object.entries(CHANNEL_LABELS).filter(([code]) => code !== 'website').map(([code, label]) => `${code} (${label})`).join(', ');

/**
 * The brand's widget sites (issue 21, point 10): each website embedding the widget (its data-site) or channel
 * (its code) and the bifurcation values its new chats carry, one select per filter of the brand.
 */
export function WidgetSitesField({ form, filters }: { form: FormInstance; filters: readonly BifurcationFilter[] }) {
  const rows = Form.useWatch('widgetSites', form) as SiteRow[] | undefined;
  return (
    <Flex vertical gap={8}>
      <Typography.Text id="widget-sites-label" strong>Sites and their filter values</Typography.Text>
      {filters.length === 0 ? (
        <Typography.Text type="secondary">This brand has no filters (region, business line…), so every chat is seen by every member: there is nothing to set per site.</Typography.Text>
      ) : (
        <>
          <Typography.Text type="secondary">
            A site is a website that embeds the chat widget, or a messaging channel. New chats from a site carry its values, so members see
            them under those values in the header; chats from elsewhere carry each filter&apos;s default. On the website, the widget&apos;s
            script tag names its site: <Typography.Text code>data-site=&quot;south-shop&quot;</Typography.Text>. A channel&apos;s code is a key
            too: {channelKeys}.
          </Typography.Text>
          <Form.List name="widgetSites">
            {(fields, { add, remove }, { errors }) => (
              <Flex vertical gap={8} role="group" aria-labelledby="widget-sites-label">
                {fields.map((field, index) => {
                  const key = rows?.[index]?.key?.trim();
                  return (
                    <Flex key={field.key} vertical gap={4}>
                      <Flex gap={8} align="start" wrap>
                        <Form.Item name={[field.name, 'key']} style={{ flex: '1 1 160px', marginBottom: 0 }} validateFirst
                          rules={[keyRule, notTwice(form, index)]}>
                          <Input aria-label={`Site ${index + 1} key`} placeholder="south-shop or wa" />
                        </Form.Item>
                        {filters.map((filter) => (
                          <Form.Item key={filter.valueKey} name={[field.name, 'values', filter.valueKey]} style={{ flex: '1 1 140px', marginBottom: 0 }}>
                            <Select aria-label={`Site ${index + 1} ${filter.label}`} placeholder={`Default ${filter.label.toLowerCase()}`}
                              options={[
                                { value: '', label: `Default ${filter.label.toLowerCase()}` },
                                ...filter.options.map((option) => ({ value: option.value, label: option.label ?? option.value })),
                              ]} />
                          </Form.Item>
                        ))}
                        <Button onClick={() => remove(field.name)} aria-label={`Remove site ${index + 1}`} danger>Remove</Button>
                      </Flex>
                      {key && widgetSiteSchema.shape.key.safeParse(key).success && <SiteHint siteKey={key} />}
                    </Flex>
                  );
                })}
                <Form.ErrorList errors={errors} />
                <div>
                  <Button onClick={() => add({ key: '', values: {} })} disabled={fields.length >= MAX_WIDGET_SITES}>Add site</Button>
                </div>
              </Flex>
            )}
          </Form.List>
        </>
      )}
    </Flex>
  );
}
