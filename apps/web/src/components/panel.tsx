/**
 * A titled box drawn as antd's Card is, from the console's theme variables (light and dark): a header with a title and
 * an optional control on its right, then the body. The dashboard draws its counters and charts in these instead of
 * antd's Card, Row, Col and Statistic, which were 22 KiB (brotli) of its cold load for three boxes (issue 22).
 */
import { useId, type ReactNode } from 'react';
import './panel.css';

interface PanelProps {
  title?: ReactNode;
  /** Beside the title, at the header's end (a control that changes what the body shows). */
  extra?: ReactNode;
  size?: 'default' | 'small';
  children: ReactNode;
}

export function Panel({ title, extra, size = 'default', children }: PanelProps) {
  const titleId = useId();
  return (
    <section className={`sb-panel${size === 'small' ? ' sb-panel--small' : ''}`} aria-labelledby={title ? titleId : undefined}>
      {title !== undefined && (
        <div className="sb-panel__head">
          <h2 id={titleId} className="sb-panel__title">{title}</h2>
          {extra !== undefined && <div className="sb-panel__extra">{extra}</div>}
        </div>
      )}
      <div className="sb-panel__body">{children}</div>
    </section>
  );
}

/** A figure with its label above it, as antd's Statistic draws one. */
export function Figure({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <div className="sb-figure">
      <div className="sb-figure__label">{label}</div>
      <div className="sb-figure__value">{value}</div>
    </div>
  );
}
