import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LightTable, type LightColumn } from '@/components/light-table';
import { pageItems } from '@/components/pager';
import { button, click } from '@/test-support/dom-actions';
import { domRootPerTest } from '@/test-support/dom-root';

interface Row {
  id: string;
  name: string;
  description: string;
  nodes: number;
}

const ROWS: Row[] = [
  { id: 'a', name: 'Order status', description: 'Answers where an order is', nodes: 3 },
  { id: 'b', name: 'Greeting', description: 'Says hello', nodes: 1 },
];

const COLUMNS: LightColumn<Row>[] = [
  { title: 'Name', dataIndex: 'name', render: (name, row) => <a href={`/x/${row.id}`}>{name}</a> },
  { title: 'Description', dataIndex: 'description', ellipsis: true, responsive: ['md'] },
  { title: 'Nodes', dataIndex: 'nodes', width: 80, responsive: ['sm'] },
  { title: 'Actions', key: 'actions', render: (_, row) => <button type="button">Delete {row.name}</button> },
];

const dom = domRootPerTest();

function draw(props: Partial<Parameters<typeof LightTable<Row>>[0]> = {}) {
  const onChange = vi.fn();
  act(() => dom.root.render(
    <LightTable<Row> columns={COLUMNS} rows={ROWS} rowKey="id" empty="Nothing yet." minWidth={720}
      pagination={{ current: 1, pageSize: 2, total: 2, onChange }} {...props} />,
  ));
  return onChange;
}

const cells = (row: Element) => Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent);

describe('LightTable', () => {
  it('is a semantic table: column headers, one row a record, each cell from its field or its render', () => {
    draw();
    const table = dom.container.querySelector('table')!;
    expect(Array.from(table.querySelectorAll('thead th')).map((th) => [th.textContent, th.getAttribute('scope')])).toEqual([
      ['Name', 'col'], ['Description', 'col'], ['Nodes', 'col'], ['Actions', 'col'],
    ]);
    const rows = Array.from(table.querySelectorAll('tbody tr'));
    expect(rows.map((row) => row.getAttribute('data-row-key'))).toEqual(['a', 'b']);
    expect(cells(rows[0]!)).toEqual(['Order status', 'Answers where an order is', '3', 'Delete Order status']);
    expect(rows[0]!.querySelector('a')?.getAttribute('href')).toBe('/x/a');
    // An ellipsis cell shows its whole text as its tooltip; widths and breakpoints are the header's.
    expect(rows[0]!.querySelectorAll('td')[1]!.title).toBe('Answers where an order is');
    const nodes = table.querySelectorAll('thead th')[2] as HTMLElement;
    expect(nodes.style.width).toBe('80px');
    expect(nodes.className).toContain('sb-table__cell--sm');
    expect(table.querySelectorAll('thead th')[1]!.className).toContain('sb-table__cell--md');
    expect(table.style.width).toBe('720px');
  });

  it('shows the empty state across the columns, and no empty text while the first page loads', () => {
    draw({ rows: [] });
    const empty = dom.container.querySelector('tbody td')!;
    expect(empty.getAttribute('colspan')).toBe('4');
    expect(empty.textContent).toContain('Nothing yet.');
    draw({ rows: [], loading: true });
    expect(dom.container.querySelector('tbody td')!.textContent).toBe('');
  });

  it('says it is busy while a page loads and keeps the rows shown under the veil', () => {
    draw({ loading: true });
    expect(dom.container.querySelector('table')!.getAttribute('aria-busy')).toBe('true');
    expect(dom.container.querySelector('.sb-table--loading .sb-table__veil')).not.toBeNull();
    expect(dom.container.querySelectorAll('tbody tr[data-row-key]')).toHaveLength(2);
    draw({ loading: false });
    expect(dom.container.querySelector('table')!.hasAttribute('aria-busy')).toBe(false);
    expect(dom.container.querySelector('.sb-table__veil')).toBeNull();
  });

  it('has no page buttons when everything fits one page', () => {
    draw({ pagination: { current: 1, pageSize: 20, total: 2, onChange: vi.fn() } });
    expect(dom.container.querySelector('nav')).toBeNull();
  });

  it('pages with buttons: previous and next, the current page marked and not pressable, an ellipsis for folded pages', async () => {
    const onChange = vi.fn();
    draw({ pagination: { current: 1, pageSize: 10, total: 95, onChange } });
    const nav = dom.container.querySelector('nav')!;
    expect(nav.getAttribute('aria-label')).toBe('Pages');
    expect(Array.from(nav.children).map((item) => item.textContent || item.getAttribute('aria-label'))).toEqual(['Previous page', '1', '2', '3', '•••', '10', 'Next page']);
    expect(button('Previous page')!.disabled).toBe(true);
    expect(button('Page 1')!.getAttribute('aria-current')).toBe('page');
    await click(button('Page 1'));
    expect(onChange).not.toHaveBeenCalled();
    await click(button('Next page'));
    expect(onChange).toHaveBeenLastCalledWith(2);
    await click(button('Page 10'));
    expect(onChange).toHaveBeenLastCalledWith(10);

    draw({ pagination: { current: 10, pageSize: 10, total: 95, onChange } });
    expect(button('Next page')!.disabled).toBe(true);
    await click(button('Previous page'));
    expect(onChange).toHaveBeenLastCalledWith(9);
  });
});

describe('pageItems', () => {
  it('shows two pages either side of the current one, the first and the last, and folds longer runs', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(6, 20)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 20]);
    // A fold of a single page would save nothing: it shows the page.
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 18, 19, 20]);
    expect(pageItems(1, 1)).toEqual([1]);
  });
});
