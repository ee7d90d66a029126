/**
 * One of a few options, drawn as antd's Segmented: native radio buttons (arrow keys move the choice, the group is one
 * tab stop) under a visible label each. Used where antd's Segmented alone would pull its group's file (issue 22).
 */
import { useId } from 'react';
import './panel.css';

interface Option<T extends string> { label: string; value: T }

interface Props<T extends string> {
  label: string;
  options: readonly Option<T>[];
  value: T;
  onChange: (value: T) => void;
}

export function SegmentedChoice<T extends string>({ label, options, value, onChange }: Props<T>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className="sb-segmented">
      {options.map((option) => (
        <label key={option.value} className="sb-segmented__option">
          <input type="radio" name={name} value={option.value} checked={option.value === value} onChange={() => onChange(option.value)} />
          <span className="sb-segmented__label">{option.label}</span>
        </label>
      ))}
    </div>
  );
}
