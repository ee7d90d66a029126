/**
 * The widget's settings (webchat `widgetSettings`), read from the brand's configuration and kept for a short
 * while: every customer connection asks, and the brand's configuration changes rarely. A save on this
 * instance forgets them at once (invalidate); other instances see the change within the TTL.
 */
import type { WidgetSettingsPayload } from '@switchboard/contracts/live-chat/webchat.events';

export const WIDGET_SETTINGS_TTL_MS = 15_000;

export class WidgetSettingsSource {
  private cached: { value: Promise<WidgetSettingsPayload>; at: number } | null = null;

  constructor(
    private readonly load: () => Promise<WidgetSettingsPayload>,
    private readonly ttlMs = WIDGET_SETTINGS_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<WidgetSettingsPayload> {
    const at = this.now();
    if (this.cached && at - this.cached.at < this.ttlMs) return this.cached.value;
    const value = this.load();
    const entry = { value, at };
    this.cached = entry;
    // A failed read is not kept: the next connection asks again.
    value.catch(() => {
      if (this.cached === entry) this.cached = null;
    });
    return value;
  }

  invalidate(): void {
    this.cached = null;
  }
}
