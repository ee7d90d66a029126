/**
 * The embed entry (built as one IIFE, widget.js). Reads the script tag, mounts once per page and
 * exposes a tiny API: window.SwitchboardWidget.open() / .close().
 */
import { findScript, readConfig } from './config';
import { mountWidget, type Widget } from './widget';

declare global {
  interface Window {
    SwitchboardWidget?: Pick<Widget, 'open' | 'close'>;
  }
}

const config = readConfig(findScript());

function boot(): void {
  if (window.SwitchboardWidget) return;
  const widget = mountWidget(config);
  window.SwitchboardWidget = { open: widget.open, close: widget.close };
}

if (document.body) boot();
else document.addEventListener('DOMContentLoaded', boot, { once: true });
