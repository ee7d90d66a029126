import { Alert, Breadcrumb, Button, Card, Col, Flex, Image, Popconfirm, Row, Spin, Tag, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import type { Product } from '@switchboard/contracts/bot-builder/catalogue.schemas';
import { toast } from '@/lib/feedback/feedback';
import { isHttpError } from '@/lib/http/http-error';
import { useDeleteProduct, useProduct } from '@/features/bot-builder/api/catalogue';
import { ProductForm } from '@/features/bot-builder/components/product-form';

const back = <Link to="/botbuilder/catalogue">Catalogue</Link>;

/** How the product shows in a bot carousel. */
function CardPreview({ product }: { product: Product }) {
  return (
    <Card size="small" style={{ maxWidth: 260 }} cover={product.imageUrl ? <Image src={product.imageUrl} alt={product.name} preview={false} height={160} style={{ objectFit: 'cover' }} /> : undefined}>
      <Flex vertical gap={4}>
        <Typography.Text strong>{product.name}</Typography.Text>
        <Typography.Text>{`${product.currency} ${product.price}`}{product.inStock ? '' : ' · Out of stock'}</Typography.Text>
        <Flex gap={4} wrap>{product.tags.map((t) => <Tag key={t}>{t}</Tag>)}</Flex>
        {product.url && <Typography.Link href={product.url} target="_blank" rel="noreferrer">View</Typography.Link>}
      </Flex>
    </Card>
  );
}

/** /botbuilder/catalogue/{productId}: one product (productId is its pid), its carousel card and its details. */
export default function ProductPage() {
  const pid = useParams().productId ?? '';
  const product = useProduct(pid);
  const remove = useDeleteProduct();
  const navigate = useNavigate();
  if (product.isLoading) return <Spin aria-label="Loading the product" />;
  if (product.isError || !product.data) {
    const missing = isHttpError(product.error) && product.error.status === 404;
    return <Alert type="error" showIcon title={missing ? 'This product does not exist (it may have been deleted).' : 'The product could not be loaded.'} description={back} />;
  }
  const p = product.data;
  return (
    <Flex vertical gap={16}>
      <Breadcrumb items={[{ title: back }, { title: p.pid }]} />
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>{p.name}</Typography.Title>
        <Popconfirm title={`Delete the product ${p.name}?`} okText="Delete" okButtonProps={{ danger: true }}
          onConfirm={() => remove.mutateAsync(p.pid).then(() => {
            toast.success('Product deleted');
            void navigate('/botbuilder/catalogue');
          }, () => undefined)}>
          <Button danger>Delete product</Button>
        </Popconfirm>
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}><Card title={<h2 style={{ fontSize: 16, margin: 0 }}>Details</h2>}><ProductForm product={p} /></Card></Col>
        <Col xs={24} lg={8}><Card title={<h2 style={{ fontSize: 16, margin: 0 }}>Carousel card</h2>}><CardPreview product={p} /></Card></Col>
      </Row>
    </Flex>
  );
}
