import { Typography, theme } from 'antd';

export const MENTION_LIST_ID = 'rich-text-mentions';

/** The variables offered after "{{": a listbox; mousedown keeps the caret in the editor. */
export function MentionList({ items, active, onPick }: { items: string[]; active: number; onPick: (name: string) => void }) {
  const { token } = theme.useToken();
  return (
    <div style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius, background: token.colorBgElevated, marginTop: 4, maxHeight: 220, overflowY: 'auto' }}>
      {items.length === 0 ? (
        <Typography.Text type="secondary" style={{ display: 'block', padding: 8 }} role="status">No variable matches.</Typography.Text>
      ) : (
        <ul id={MENTION_LIST_ID} role="listbox" aria-label="Variables" style={{ listStyle: 'none', margin: 0, padding: 4 }}>
          {items.map((name, index) => (
            <li key={name} id={`${MENTION_LIST_ID}-${index}`} role="option" aria-selected={index === active}
              onMouseDown={(event) => { event.preventDefault(); onPick(name); }}
              style={{ padding: '4px 8px', cursor: 'pointer', borderRadius: token.borderRadiusSM, background: index === active ? token.colorPrimaryBg : undefined }}>
              {`{{${name}}}`}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
