/**
 * A search box drawn like antd's Input.Search (issue 22: antd's input came with its select, 37 KiB brotli of a filter
 * bar's cold load): Enter or the search button searches, and emptying it with the browser's clear button searches for
 * everything again, as antd's allowClear did.
 */
import { SearchOutlined } from '@ant-design/icons';
import { useRef, type CSSProperties } from 'react';

interface Props {
  label: string;
  placeholder?: string;
  defaultValue?: string;
  onSearch: (value: string) => void;
  style?: CSSProperties;
}

export function SearchBox({ label, placeholder, defaultValue, onSearch, style }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const search = () => onSearch(input.current?.value ?? '');
  return (
    <span className="sb-search" style={style}>
      <input ref={input} type="search" className="sb-input" aria-label={label} placeholder={placeholder} defaultValue={defaultValue}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          search();
        }}
        // The clear button's input event is no typing (no inputType); deleting the text by hand searches on Enter only.
        onChange={(event) => {
          if (event.target.value === '' && !(event.nativeEvent as InputEvent).inputType) onSearch('');
        }} />
      <button type="button" className="sb-search__button" aria-label="Search" onClick={search}><SearchOutlined /></button>
    </span>
  );
}
