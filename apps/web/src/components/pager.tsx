/**
 * A list's page buttons, drawn like antd's Pagination (issue 22: antd's Table and Pagination were 38 KiB brotli of a
 * list page's cold load). Hidden when everything fits one page, as the lists' `hideOnSinglePage` was. Native buttons:
 * Tab reaches each, Enter or Space picks; the current page says so (aria-current) and is not a button to press again.
 */
import { LeftOutlined, RightOutlined } from '@ant-design/icons';

interface Props {
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark (several lists on one screen must differ). */
  label?: string;
}

/** Pages on either side of the current one before the rest fold into an ellipsis (antd shows the same window). */
const AROUND = 2;

/** The page numbers shown, with 'gap' where a run of pages is folded: 1 … 4 5 [6] 7 8 … 20. */
export function pageItems(current: number, last: number): (number | 'gap')[] {
  // Folding one page saves nothing: a window that reaches within two of an end shows up to that end.
  const from = Math.max(1, current - AROUND);
  const to = Math.min(last, current + AROUND);
  const items: (number | 'gap')[] = [];
  if (from > 1) items.push(1);
  if (from > 3) items.push('gap');
  else for (let page = 2; page < from; page += 1) items.push(page);
  for (let page = from; page <= to; page += 1) items.push(page);
  if (to < last - 2) items.push('gap');
  else for (let page = to + 1; page < last; page += 1) items.push(page);
  if (to < last) items.push(last);
  return items;
}

export function Pager({ current, pageSize, total, onChange, label = 'Pages' }: Props) {
  const last = Math.max(1, Math.ceil(total / pageSize));
  if (last <= 1) return null;
  const page = Math.min(Math.max(1, current), last);
  return (
    <nav className="sb-pager" aria-label={label}>
      <button type="button" className="sb-pager__step" aria-label="Previous page" disabled={page === 1} onClick={() => onChange(page - 1)}>
        <LeftOutlined />
      </button>
      {pageItems(page, last).map((item, index) => item === 'gap'
        // Two gaps can show (before and after the window): the index keeps their keys apart.
        ? <span key={`gap-${index}`} className="sb-pager__gap" aria-hidden>•••</span>
        : (
          <button key={item} type="button" className="sb-pager__page" aria-current={item === page ? 'page' : undefined}
            aria-label={`Page ${item}`} onClick={() => item !== page && onChange(item)}>
            {item}
          </button>
        ))}
      <button type="button" className="sb-pager__step" aria-label="Next page" disabled={page === last} onClick={() => onChange(page + 1)}>
        <RightOutlined />
      </button>
    </nav>
  );
}
