/**
 * The editor's stand-in while its chunk loads (lazy-rich-text-editor.tsx): Quill's snow markup with
 * the same toolbar groups (§5: bold, italic, underline, strike | colour, background | link | lists)
 * as empty boxes, sized by rich-text.css alone (Quill's own stylesheet comes with the chunk), so the
 * toolbar wraps on a narrow window exactly as the real one does and the swap shifts nothing.
 */
import type { RichTextEditorProps } from '@/components/rich-text/rich-text-editor';
import '@/components/rich-text/rich-text.css';

/** Items per toolbar group, as TOOLBAR in rich-text-editor.tsx lays them out. */
const GROUPS = [4, 2, 1, 2];

type PlaceholderProps = Pick<RichTextEditorProps, 'placeholder' | 'variables' | 'extra' | 'minHeight' | 'maxHeight'>;

export function RichTextPlaceholder({ placeholder, variables = [], extra, minHeight = 80, maxHeight = 240 }: PlaceholderProps) {
  const classes = ['sb-rich-editor', 'sb-rich-placeholder', ...(variables.length > 0 ? ['sb-has-mentions'] : [])].join(' ');
  return (
    <div className={classes} aria-busy="true" data-testid="rich-text-placeholder"
      style={{ ['--sb-rich-min' as string]: `${minHeight}px`, ['--sb-rich-max' as string]: `${maxHeight}px`, position: 'relative' }}>
      <div className="quill">
        <div className="ql-toolbar ql-snow" aria-hidden="true">
          {GROUPS.map((items, group) => (
            <span className="ql-formats" key={group}>
              {Array.from({ length: items }, (_, item) => <span className="sb-rich-placeholder-item" key={item} />)}
            </span>
          ))}
        </div>
        <div className="ql-container ql-snow">
          <div className="ql-editor ql-blank" data-placeholder={placeholder} />
        </div>
      </div>
      {extra}
    </div>
  );
}
