/**
 * A simple list drawn like antd's List (deprecated in antd 6.6). Its successor, Listy, is not a drop-in: it renders
 * <div>s (no list roles) and takes no aria-label, header, size, loading, empty text, item meta or per-item props. This
 * is a <ul> of <li>s with List's spacing, split lines and text style from the theme tokens. Rows keep the class
 * `ant-list-item`: unit tests and the e2e narrow-window sweep select list rows by it (antd's List styles apply only
 * under `.ant-list`, so none leak in).
 */
import { Spin, theme } from 'antd';
import { useId, type CSSProperties, type Key, type MouseEventHandler, type ReactNode } from 'react';

interface PlainListProps<T> {
  items: readonly T[];
  itemKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  /** antd List's sizes: small is 8 px × 12 px a row, default is 12 px × 0. */
  size?: 'small' | 'default';
  /** A heading above the rows (it also names the list). */
  header?: ReactNode;
  'aria-label'?: string;
  /** Merged into each row's style (e.g. `paddingInline: 0`, `display: 'block'`), or a row's own. */
  itemStyle?: CSSProperties | ((item: T) => CSSProperties);
  onItemClick?: (item: T) => void;
  /** Rows under a spinner; an empty list keeps a spinner's height. */
  loading?: boolean;
  /** Shown, centred and dimmed, when there are no rows and nothing is loading. */
  empty?: ReactNode;
}

export function PlainList<T>({ items, itemKey, renderItem, size = 'default', header, 'aria-label': ariaLabel, itemStyle, onItemClick, loading, empty }: PlainListProps<T>) {
  const { token } = theme.useToken();
  const headerId = useId();
  const split = `${token.lineWidth}px ${token.lineType} ${token.colorSplit}`;
  const padding = size === 'small'
    ? `${token.paddingContentVerticalSM}px ${token.paddingContentHorizontal}px`
    : `${token.paddingContentVertical}px 0`;
  const click = (item: T): MouseEventHandler<HTMLLIElement> | undefined => (onItemClick ? () => onItemClick(item) : undefined);
  let content: ReactNode = null;
  if (items.length > 0) {
    content = (
      // role="list": Safari drops the list role of a <ul> without bullets.
      <ul role="list" aria-label={ariaLabel} aria-labelledby={!ariaLabel && header != null ? headerId : undefined} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {items.map((item, index) => (
          <li key={itemKey(item)} className="ant-list-item" onClick={click(item)} style={{
            display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding, color: token.colorText,
            borderBlockEnd: index < items.length - 1 ? split : undefined, ...(typeof itemStyle === 'function' ? itemStyle(item) : itemStyle),
          }}>
            {renderItem(item)}
          </li>
        ))}
      </ul>
    );
  } else if (loading) {
    content = <div style={{ minHeight: 53 }} />;
  } else if (empty != null) {
    content = <div style={{ padding: token.padding, color: token.colorTextDisabled, textAlign: 'center' }}>{empty}</div>;
  }
  return (
    <div style={{ position: 'relative', boxSizing: 'border-box', color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }}>
      {header != null && <div id={headerId} style={{ paddingBlock: token.paddingSM, borderBlockEnd: split }}>{header}</div>}
      {loading === undefined ? content : <Spin spinning={loading}>{content}</Spin>}
    </div>
  );
}

/** A row's title (a level-4 heading, as antd's List.Item.Meta) over its dimmed description; it takes the row's free width. */
export function PlainListMeta({ title, description }: { title: ReactNode; description?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ display: 'flex', flex: 1, alignItems: 'flex-start', maxWidth: '100%' }}>
      <div style={{ flex: '1 0', width: 0, color: token.colorText }}>
        <h4 style={{ margin: `0 0 ${token.marginXXS}px 0`, color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight }}>{title}</h4>
        {description != null && <div style={{ color: token.colorTextDescription, fontSize: token.fontSize, lineHeight: token.lineHeight }}>{description}</div>}
      </div>
    </div>
  );
}
