/**
 * The one rich-text editor (react-quill-new) of the console: exactly the §5 toolbar (bold, italic,
 * underline, strike, color, background, link, list), pasted styles stripped, and optional {{variable}}
 * mentions ("{{" or the Variable button opens the list). Uncontrolled: it reports sanitisable HTML
 * (semantic lists, plain spaces) and its text; a handle clears, focuses and edits before the caret.
 */
import { Button, Tooltip } from 'antd';
import { forwardRef, useEffect, useImperativeHandle, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import ReactQuill from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';
import { EDITOR_FORMATS } from '@switchboard/contracts/common/rich-text';
import { normaliseEditorHtml, stripPastedOps } from '@/components/rich-text/allowed-formats';
import { MENTION_LIST_ID, MentionList } from '@/components/rich-text/mention-list';
import { matchVariables, mentionSearchOf, mentionText } from '@/components/rich-text/mention-trigger';
import '@/components/rich-text/rich-text.css';

type Quill = NonNullable<ReactQuill['editor']>;
type Delta = ReturnType<Quill['getContents']>;

export interface RichTextHandle {
  clear(): void;
  focus(): void;
  /** The plain text from the start up to the caret. */
  textBeforeCaret(): string;
  /** Replaces the last `length` characters before the caret with `text` (plain, unformatted). */
  replaceBeforeCaret(length: number, text: string): void;
}

export interface RichTextEditorProps {
  ariaLabel: string;
  defaultValue?: string;
  placeholder?: string;
  onChange?: (html: string, text: string) => void;
  /** The text before the caret, whenever the caret moves. */
  onCaretChange?: (textBeforeCaret: string) => void;
  /** Variable names offered as {{name}} mentions; none = no mentions. */
  variables?: readonly string[];
  /** Keys the owner handles first (Enter to send, a picker's arrows); true = consumed. */
  onKeyDownCapture?: (event: KeyboardEvent<HTMLDivElement>) => boolean;
  /** Shown in the toolbar's row, right of the formats. */
  extra?: ReactNode;
  /** A listbox the owner shows for the editor (e.g. canned responses) and its active option. */
  listbox?: { id: string; activeId: string } | null;
  minHeight?: number;
  maxHeight?: number;
}

/** The caret's index (the end of the text when the editor has no selection, e.g. never focused). */
const caretOf = (quill: Quill, focus = true) => quill.getSelection(focus)?.index ?? Math.max(quill.getLength() - 1, 0);

const PICKER_NAMES = [['.ql-color', 'Text colour'], ['.ql-background', 'Background colour']] as const;
const TOOLBAR = [['bold', 'italic', 'underline', 'strike'], [{ color: [] }, { background: [] }], ['link'], [{ list: 'ordered' }, { list: 'bullet' }]];

export const RichTextEditor = forwardRef<RichTextHandle, RichTextEditorProps>(function RichTextEditor(props, ref) {
  const { ariaLabel, defaultValue, placeholder, onChange, onCaretChange, variables = [], onKeyDownCapture, extra, minHeight = 80, maxHeight = 240, listbox } = props;
  const quillRef = useRef<ReactQuill>(null);
  const [mention, setMention] = useState<{ search: string; active: number } | null>(null);
  const editor = () => quillRef.current?.getEditor() as Quill | undefined;
  const choices = mention ? matchVariables(variables, mention.search) : [];

  // Quill's contenteditable gets the accessible name and textbox role.
  useEffect(() => {
    const root = quillRef.current?.getEditor().root;
    root?.setAttribute('aria-label', ariaLabel);
    root?.setAttribute('role', 'textbox');
    root?.setAttribute('aria-multiline', 'true');
  }, [ariaLabel]);
  // Quill's colour pickers are unnamed buttons (its format buttons are named): name them.
  useEffect(() => {
    const toolbar = (quillRef.current?.getEditor().getModule('toolbar') as { container?: HTMLElement } | undefined)?.container;
    for (const [picker, name] of PICKER_NAMES) toolbar?.querySelector(`${picker} .ql-picker-label`)?.setAttribute('aria-label', name);
  }, []);
  useEffect(() => {
    const root = quillRef.current?.getEditor().root;
    if (!root) return;
    const owned = listbox ?? (mention && choices.length > 0 ? { id: MENTION_LIST_ID, activeId: `${MENTION_LIST_ID}-${mention.active}` } : null);
    root.setAttribute('aria-autocomplete', 'list');
    for (const [name, value] of [['aria-controls', owned?.id], ['aria-activedescendant', owned?.activeId]] as const) {
      if (value) root.setAttribute(name, value);
      else root.removeAttribute(name);
    }
  }, [listbox, mention, choices.length]);

  const textBeforeCaret = () => {
    const quill = editor();
    return quill ? quill.getText(0, caretOf(quill, false)) : '';
  };
  const replaceBeforeCaret = (length: number, text: string) => {
    const quill = editor();
    if (!quill) return;
    const at = caretOf(quill);
    quill.deleteText(at - length, length, 'user');
    quill.insertText(at - length, text, 'user');
    quill.setSelection(at - length + text.length, 0, 'user');
  };
  useImperativeHandle(ref, () => ({
    clear: () => editor()?.setText('', 'user'),
    focus: () => editor()?.focus(),
    textBeforeCaret,
    replaceBeforeCaret,
  }));

  const modules = useMemo(() => ({
    toolbar: TOOLBAR,
    clipboard: { matchers: [[1 /* Node.ELEMENT_NODE */, (_node: Node, delta: Delta) => {
      delta.ops = stripPastedOps(delta.ops);
      return delta;
    }]] },
  }), []);

  const pick = (name: string) => {
    if (!mention) return;
    replaceBeforeCaret(mention.search.length + 2, mentionText(name));
    setMention(null);
  };
  const openMentions = () => {
    const quill = editor();
    if (!quill) return;
    const at = caretOf(quill);
    quill.insertText(at, '{{', 'user');
    quill.setSelection(at + 2, 0, 'user');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const consume = () => { event.preventDefault(); event.stopPropagation(); };
    if (mention && choices.length > 0) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setMention({ ...mention, active: (mention.active + step + choices.length) % choices.length });
        return consume();
      }
      if ((event.key === 'Enter' && !event.shiftKey) || event.key === 'Tab') {
        pick(choices[Math.min(mention.active, choices.length - 1)]!);
        return consume();
      }
    }
    if (mention && event.key === 'Escape') {
      setMention(null);
      return consume();
    }
    if (onKeyDownCapture?.(event)) consume();
  };

  return (
    <div className={variables.length > 0 ? "sb-rich-editor sb-has-mentions" : "sb-rich-editor"} onKeyDownCapture={onKeyDown}
      style={{ ['--sb-rich-min' as string]: `${minHeight}px`, ['--sb-rich-max' as string]: `${maxHeight}px`, position: 'relative' }}>
      <ReactQuill ref={quillRef} theme="snow" modules={modules} formats={[...EDITOR_FORMATS]} defaultValue={defaultValue ?? ''}
        placeholder={placeholder}
        onChange={(_value, _delta, source, unprivileged) => {
          onChange?.(normaliseEditorHtml(unprivileged.getSemanticHTML()), unprivileged.getText().replace(/\n$/, ''));
          if (variables.length === 0 || source !== 'user') return;
          const search = mentionSearchOf(textBeforeCaret());
          setMention(search === null ? null : { search, active: 0 });
        }}
        onChangeSelection={(range) => {
          if (range) onCaretChange?.(textBeforeCaret());
          if (range && mention && mentionSearchOf(textBeforeCaret()) === null) setMention(null);
        }}
      />
      {variables.length > 0 && (
        <div style={{ position: 'absolute', top: 4, right: 6 }}>
          <Tooltip title="Insert a variable ({{)">
            <Button size="small" type="text" onMouseDown={(event) => { event.preventDefault(); openMentions(); }} aria-label="Insert a variable">{'{{ }}'}</Button>
          </Tooltip>
        </div>
      )}
      {extra}
      {mention && <MentionList items={choices} active={mention.active} onPick={pick} />}
    </div>
  );
});
