import { Alert, Breadcrumb, Card, Col, Flex, Row, Spin, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useBrandFunction } from '@/features/bot-builder/api/brand-functions';
import { BrandFunctionForm } from '@/features/bot-builder/components/brand-function-form';
import { BrandFunctionTestPanel } from '@/features/bot-builder/components/brand-function-test-panel';
import { isHttpError } from '@/lib/http/http-error';

const NEW = 'new';
const back = <Link to="/botbuilder/brandfunctions">Brand Functions</Link>;
const heading = (text: string) => <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>{text}</Typography.Title>;

/** /botbuilder/brandfunctions/{brandFunctionId} (or /new): edit the request and mapping, and test it. */
export default function BrandFunctionPage() {
  const id = useParams().brandFunctionId ?? '';
  const navigate = useNavigate();
  if (id === NEW) {
    return (
      <Flex vertical gap={16}>
        <Breadcrumb items={[{ title: back }, { title: 'New' }]} />
        {heading('New brand function')}
        <Card><BrandFunctionForm onSaved={(fn) => void navigate(`/botbuilder/brandfunctions/${fn.brandFunctionId}`, { replace: true })} /></Card>
      </Flex>
    );
  }
  return <ExistingBrandFunction id={id} />;
}

function ExistingBrandFunction({ id }: { id: string }) {
  const fn = useBrandFunction(id);
  const [dirty, setDirty] = useState(false);
  if (fn.isLoading) return <Spin aria-label="Loading the brand function" />;
  if (fn.isError || !fn.data) {
    const missing = isHttpError(fn.error) && fn.error.status === 404;
    return <Alert type="error" showIcon title={missing ? 'This brand function does not exist (it may have been deleted).' : 'The brand function could not be loaded.'}
      description={back} />;
  }
  return (
    <Flex vertical gap={16}>
      <Breadcrumb items={[{ title: back }, { title: fn.data.name }]} />
      {heading(fn.data.name)}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>Request and response mapping</h2>}>
            <BrandFunctionForm fn={fn.data} onDirtyChange={setDirty} />
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>Test</h2>}>
            <BrandFunctionTestPanel fn={fn.data} unsaved={dirty} />
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}
