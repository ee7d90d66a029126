/** Placeholder for every page whose issue has not landed yet; lazily loaded by the router. */
import { Empty, Typography } from 'antd';
import { useMatches } from 'react-router';
import { currentHandle } from '@/lib/route-handle';

export function NotBuiltYet() {
  const node = currentHandle(useMatches())?.node;
  const title = node?.title ?? 'This page';
  return (
    <section aria-labelledby="not-built-yet-title" style={{ padding: '48px 16px' }}>
      <Empty
        description={
          <>
            <Typography.Title level={1} id="not-built-yet-title" style={{ fontSize: 20 }}>
              {title}
            </Typography.Title>
            <Typography.Paragraph>{title} is not built yet.</Typography.Paragraph>
            {node?.builtBy !== undefined && (
              <Typography.Paragraph type="secondary">It arrives with issue #{node.builtBy}.</Typography.Paragraph>
            )}
          </>
        }
      />
    </section>
  );
}

export default NotBuiltYet;
