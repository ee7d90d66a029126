import { Alert, Flex, Tag, Typography } from 'antd';
import { WIDGET_ORIGIN_SOURCES } from '@switchboard/contracts/members/configuration.schemas';
import { useEffectiveWidgetOriginsQuery } from '@/features/members/api/configuration';

const SOURCE_TAGS = { publicUrl: 'This server', environment: 'WIDGET_ORIGINS', brand: 'Brand list' } as const;

/** Every origin the widget may run on now (this server's own, the deployment's, the brand's), each with why. */
export function EffectiveWidgetOrigins() {
  const query = useEffectiveWidgetOriginsQuery();
  if (query.isError) return <Alert type="warning" showIcon title="The allowed websites could not be loaded." />;
  if (!query.data) return null;
  return (
    <section aria-labelledby="effective-widget-origins">
      <Typography.Text id="effective-widget-origins" strong>Allowed now</Typography.Text>
      <ul style={{ paddingInlineStart: 0, listStyle: 'none', margin: '8px 0 0' }}>
        {query.data.map(({ origin, sources }) => (
          <li key={origin}>
            <Flex gap={8} wrap align="center" style={{ marginBottom: 4 }}>
              <Typography.Text code>{origin}</Typography.Text>
              {sources.map((source) => <Tag key={source} title={WIDGET_ORIGIN_SOURCES[source]}>{SOURCE_TAGS[source]}</Tag>)}
            </Flex>
          </li>
        ))}
      </ul>
      <Typography.Text type="secondary">
        {Object.entries(SOURCE_TAGS).map(([source, tag]) => `${tag}: ${WIDGET_ORIGIN_SOURCES[source as keyof typeof SOURCE_TAGS]}.`).join(' ')}
      </Typography.Text>
    </section>
  );
}
