/** Adds carousel cards built from catalogue products (§2: the catalogue is used in carousels). */
import { ShopOutlined } from '@ant-design/icons';
import { Button, Flex, Select } from 'antd';
import { useState } from 'react';
import { productCards, type Product } from '@switchboard/contracts/bot-builder/catalogue.schemas';
import type { MessageContent } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { useProducts } from '@/features/bot-builder/api/catalogue';

type CardItem = NonNullable<MessageContent['cards']>[number];

export function CatalogueCardsPicker({ onAdd }: { onAdd: (cards: CardItem[]) => void }) {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const products = useProducts(1, search, '');
  const byPid = new Map<string, Product>((products.data?.items ?? []).map((product) => [product.pid, product]));
  const [chosen, setChosen] = useState<Map<string, Product>>(new Map());
  const add = () => {
    onAdd(productCards(picked.flatMap((pid) => chosen.get(pid) ?? [])));
    setPicked([]);
    setChosen(new Map());
  };
  return (
    <Flex gap={6} wrap>
      <Select mode="multiple" aria-label="Products from the catalogue" placeholder="Products from the catalogue" style={{ flex: '1 1 240px' }}
        showSearch={{ filterOption: false, onSearch: setSearch }} loading={products.isFetching} value={picked}
        notFoundContent={products.isError ? 'The catalogue could not be loaded' : 'No products'}
        options={(products.data?.items ?? []).map((product) => ({ value: product.pid, label: `${product.name} (${product.currency} ${product.price})` }))}
        onChange={(pids: string[]) => {
          setPicked(pids);
          setChosen((old) => new Map(pids.flatMap((pid) => { const product = byPid.get(pid) ?? old.get(pid); return product ? [[pid, product] as const] : []; })));
        }} />
      <Button icon={<ShopOutlined />} disabled={picked.length === 0} onClick={add}>Add as cards</Button>
    </Flex>
  );
}
