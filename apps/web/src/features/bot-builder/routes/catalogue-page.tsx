import { Button, Flex, Image, Modal, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CATALOGUE_PAGE_SIZE, type Product } from '@switchboard/contracts/bot-builder/catalogue.schemas';
import { ConfirmPopover } from '@/components/confirm-popover';
import { ListScreen, type ListColumn } from '@/components/list-screen';
import { usePagedSearch } from '@/hooks/use-paged-search';
import { toast } from '@/lib/feedback/feedback';
import { useDeleteProduct, useProducts, type StockFilter } from '@/features/bot-builder/api/catalogue';
import { ProductForm } from '@/features/bot-builder/components/product-form';

export const productPath = (pid: string) => `/botbuilder/catalogue/${encodeURIComponent(pid)}`;

/** /botbuilder/catalogue: the products bot carousels show. */
export default function CataloguePage() {
  const paging = usePagedSearch(CATALOGUE_PAGE_SIZE);
  const [stock, setStock] = useState<StockFilter>('');
  const list = useProducts(paging.page, paging.params.search, stock);
  const remove = useDeleteProduct();
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const columns: ListColumn<Product>[] = [
    { title: 'Image', dataIndex: 'imageUrl', width: 72, render: (src: string, p) => (src ? <Image src={src} alt={p.name} width={40} height={40} style={{ objectFit: 'cover' }} preview={false} /> : null) },
    { title: 'Product', dataIndex: 'name', render: (name: string, p) => <Link to={productPath(p.pid)}>{name}</Link> },
    { title: 'Id', dataIndex: 'pid', width: 160, render: (pid: string) => <Typography.Text code style={{ whiteSpace: 'nowrap' }}>{pid}</Typography.Text> },
    { title: 'Price', key: 'price', width: 130, render: (_, p) => `${p.currency} ${p.price}` },
    { title: 'Stock', dataIndex: 'inStock', width: 120, render: (inStock: boolean) => (inStock ? <Tag color="blue">In stock</Tag> : <Tag color="red">Out of stock</Tag>) },
    { title: 'Tags', dataIndex: 'tags', render: (tags: string[]) => <Flex gap={4} wrap>{tags.map((t) => <Tag key={t}>{t}</Tag>)}</Flex> },
    {
      title: 'Actions', key: 'actions', width: 100, render: (_, p) => (
        <ConfirmPopover title={`Delete the product ${p.name}?`} okText="Delete" okDanger
          onConfirm={() => remove.mutateAsync(p.pid).then(() => toast.success('Product deleted'), () => undefined)}>
          <Button size="small" danger aria-label={`Delete ${p.name}`}>Delete</Button>
        </ConfirmPopover>
      ),
    },
  ];
  const filter = (
    <Select<StockFilter> aria-label="Stock" value={stock} style={{ width: 200 }} onChange={(value) => { setStock(value); paging.setPage(1); }}
      options={[{ value: '', label: 'All products' }, { value: 'true', label: 'In stock' }, { value: 'false', label: 'Out of stock' }]} />
  );
  return (
    <>
      <ListScreen<Product> title="Catalogue" rowKey="pid" intro={filter} searchLabel="Search products (name, id, tag)" search={paging.search}
        onSearch={paging.setSearch} addLabel="New product" onAdd={() => setCreating(true)} columns={columns} rows={list.data?.items}
        totalCount={list.data?.totalCount ?? 0} page={paging.page} pageSize={CATALOGUE_PAGE_SIZE} onPage={paging.setPage} loading={list.isFetching}
        failed={list.isError} onRetry={() => void list.refetch()} emptyText={paging.params.search || stock ? 'No product matches the filters.' : 'No products yet.'} />
      <Modal open={creating} title="New product" footer={null} onCancel={() => setCreating(false)} destroyOnHidden width={640}>
        <ProductForm onSaved={(product) => {
          setCreating(false);
          void navigate(productPath(product.pid));
        }} />
      </Modal>
    </>
  );
}
