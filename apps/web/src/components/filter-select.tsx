/**
 * A filter bar's select, drawn like antd's (issue 22): antd's Select and its input were 37 KiB (brotli) of /history's
 * cold load, for six filters. It follows the WAI-ARIA combobox pattern with a listbox popup: the box is an input
 * (role="combobox", read-only unless `searchable` or `multiple`, where typing filters the options by their label),
 * ArrowDown/ArrowUp open the list and move through it, Home/End jump, Enter picks, Escape closes, and a pick from the
 * pointer keeps focus in the box. `multiple` keeps the list open, shows each choice as a tag with its own remove button
 * and Backspace in an empty box removes the last one; `allowClear` adds a "Clear" button once something is chosen.
 */
import { CloseCircleFilled, CloseOutlined, DownOutlined } from '@ant-design/icons';
import { useId, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';

export interface FilterOption<V extends string> {
  value: V;
  label: string;
}

interface CommonProps<V extends string> {
  /** The accessible name (aria-label), as antd's Select had it. */
  label: string;
  options: ReadonlyArray<FilterOption<V>>;
  placeholder?: string;
  /** Shown before the value (e.g. "Review:" when the value never says what it filters). */
  prefix?: ReactNode;
  allowClear?: boolean;
  searchable?: boolean;
  style?: CSSProperties;
}

type Props<V extends string> = CommonProps<V> & (
  | { multiple?: false; value: V | undefined; onChange: (value: V | undefined) => void }
  | { multiple: true; value: V[] | undefined; onChange: (value: V[]) => void }
);

export function FilterSelect<V extends string>(props: Props<V>) {
  const { label, options, placeholder, prefix, allowClear, style } = props;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const chosen: V[] = props.multiple ? props.value ?? [] : props.value === undefined ? [] : [props.value];
  const typing = props.searchable === true || props.multiple === true;
  const shown = typing && query ? options.filter((option) => option.label.toLowerCase().includes(query.toLowerCase())) : options;
  const labelOf = (value: V) => options.find((option) => option.value === value)?.label ?? value;
  const optionId = (index: number) => `${id}-option-${index}`;

  const openAt = (index: number) => {
    setOpen(true);
    setActive(Math.max(0, Math.min(index, shown.length - 1)));
  };
  const close = () => {
    setOpen(false);
    setQuery('');
  };
  const pick = (value: V) => {
    if (props.multiple) {
      props.onChange(chosen.includes(value) ? chosen.filter((one) => one !== value) : [...chosen, value]);
      setQuery('');
    } else {
      props.onChange(value);
      close();
    }
  };
  const clear = () => {
    if (props.multiple) props.onChange([]);
    else props.onChange(undefined);
    input.current?.focus();
  };
  const remove = (value: V) => {
    if (props.multiple) props.onChange(chosen.filter((one) => one !== value));
  };

  const move = (to: number) => setActive(Math.max(0, Math.min(to, shown.length - 1)));
  const pickActive = () => shown[active] && pick(shown[active].value);
  /** What a key does here, or null when the input keeps its own meaning of it (typing, caret moves). */
  const actionOf = (key: string): (() => void) | null => {
    switch (key) {
      case 'ArrowDown': return open ? () => move(active + 1) : () => openAt(Math.max(0, shown.findIndex((option) => chosen.includes(option.value))));
      case 'ArrowUp': return open ? () => move(active - 1) : () => openAt(shown.length - 1);
      case 'Home': return open ? () => move(0) : null;
      case 'End': return open ? () => move(shown.length - 1) : null;
      case 'Enter': return open ? pickActive : () => openAt(0);
      case ' ': return typing ? null : open ? pickActive : () => openAt(0);
      case 'Escape': return open ? close : null;
      case 'Backspace': return props.multiple && !query && chosen.length > 0 ? () => remove(chosen[chosen.length - 1]!) : null;
      default: return null;
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const action = actionOf(event.key);
    if (!action) return;
    event.preventDefault();
    action();
  };

  const selection = props.multiple
    ? chosen.map((value) => (
      <span key={value} className="sb-combo__tag">
        {labelOf(value)}
        <button type="button" className="sb-combo__tag-remove" aria-label={`Remove ${labelOf(value)}`} tabIndex={-1}
          onMouseDown={(event) => event.preventDefault()} onClick={() => remove(value)}><CloseOutlined /></button>
      </span>
    ))
    : chosen.length > 0 && !query && <span id={`${id}-value`} className="sb-combo__value" title={labelOf(chosen[0]!)}>{labelOf(chosen[0]!)}</span>;
  // The box's text is what is typed: the choice is read out as its description.
  const describedBy = chosen.length === 0 ? undefined : props.multiple ? `${id}-tags` : query ? undefined : `${id}-value`;

  return (
    <div className={`sb-combo${open ? ' sb-combo--open' : ''}`} style={style}
      onMouseDown={(event) => {
        if (event.target instanceof HTMLElement && event.target.closest('button, [role="listbox"]')) return;
        event.preventDefault();
        input.current?.focus();
        if (open) close();
        else openAt(0);
      }}>
      {prefix && <span className="sb-combo__prefix">{prefix}</span>}
      <div className="sb-combo__selection">
        {props.multiple ? <span id={`${id}-tags`} className="sb-combo__tags">{selection}</span> : selection}
        <input ref={input} role="combobox" aria-label={label} aria-expanded={open} aria-controls={`${id}-list`} aria-haspopup="listbox"
          aria-describedby={describedBy}
          aria-autocomplete={typing ? 'list' : 'none'} aria-activedescendant={open && shown[active] ? optionId(active) : undefined}
          className="sb-combo__input" readOnly={!typing} value={query} autoComplete="off"
          placeholder={chosen.length === 0 ? placeholder : undefined}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(0);
          }}
          onKeyDown={onKeyDown} onBlur={close} />
      </div>
      {allowClear && chosen.length > 0
        ? <button type="button" className="sb-combo__clear" aria-label={`Clear ${label}`} tabIndex={-1} onMouseDown={(event) => event.preventDefault()}
          onClick={clear}><CloseCircleFilled /></button>
        : <span className="sb-combo__arrow" aria-hidden><DownOutlined /></span>}
      <ul id={`${id}-list`} role="listbox" aria-label={label} aria-multiselectable={props.multiple || undefined} className="sb-combo__list" hidden={!open}>
        {open && shown.map((option, index) => (
          <li key={option.value} id={optionId(index)} role="option" aria-selected={chosen.includes(option.value)}
            className={`sb-combo__option${index === active ? ' sb-combo__option--active' : ''}`}
            onMouseDown={(event) => event.preventDefault()} onMouseEnter={() => setActive(index)} onClick={() => pick(option.value)}>
            {option.label}
          </li>
        ))}
        {open && shown.length === 0 && <li className="sb-combo__empty" role="presentation">No data</li>}
      </ul>
    </div>
  );
}
