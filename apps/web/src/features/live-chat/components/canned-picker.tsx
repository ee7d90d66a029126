import { Flex, Tag, Typography, theme } from 'antd';
import type { CannedPickerState } from '@/features/live-chat/hooks/use-canned-picker';

export const CANNED_LIST_ID = 'canned-response-list';
export const cannedOptionId = (index: number) => `canned-response-option-${index}`;

/** The list above the composer while "/" is typed: a listbox the textarea controls (aria-activedescendant). */
export function CannedPicker({ picker }: { picker: CannedPickerState }) {
  const { token } = theme.useToken();
  if (!picker.open) return null;
  const note = picker.failed ? 'Canned responses could not be loaded.' : picker.loading ? 'Loading canned responses…' : picker.items.length === 0 ? 'No canned response matches.' : null;
  return (
    <div style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius, maxHeight: 240, overflowY: 'auto', background: token.colorBgElevated }}>
      {note ? (
        <Typography.Text type="secondary" style={{ display: 'block', padding: 8 }} role="status">{note}</Typography.Text>
      ) : (
        <ul id={CANNED_LIST_ID} role="listbox" aria-label="Canned responses" style={{ listStyle: 'none', margin: 0, padding: 4 }}>
          {picker.items.map((item, index) => (
            <li key={item._id} id={cannedOptionId(index)} role="option" aria-selected={index === picker.active}
              // mousedown keeps the focus in the textarea
              onMouseDown={(event) => { event.preventDefault(); picker.pick(item); }}
              style={{ padding: '6px 8px', cursor: 'pointer', borderRadius: token.borderRadiusSM, background: index === picker.active ? token.colorPrimaryBg : undefined }}>
              <Flex gap={8} align="baseline">
                <Typography.Text strong>/{item.shortcut}</Typography.Text>
                <Typography.Text ellipsis style={{ flex: 1 }}>{item.text}</Typography.Text>
                {item.tags.slice(0, 2).map((tag) => <Tag key={tag}>{tag}</Tag>)}
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
