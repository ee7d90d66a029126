import { describe, expect, it } from 'vitest';
import { loadConsoleConfig, parseConsoleConfig, useConfigStore } from '@/config/runtime-config';

describe('console config', () => {
  it('keeps known fields and falls back to defaults', () => {
    expect(parseConsoleConfig({ brand: 'Demo', version: '4.5.0', internetCheckUrl: '/health', maintenanceHost: 'https://m.example/' }))
      .toEqual({ brand: 'Demo', version: '4.5.0', internetCheckUrl: '/health', maintenanceHost: 'https://m.example' });
    expect(parseConsoleConfig(null)).toEqual({ brand: '', version: '', internetCheckUrl: '/health' });
  });

  it('loads the bare answer of GET /console-config', async () => {
    const fake = async () => new Response(JSON.stringify({ brand: 'Demo Brand', version: '4.5.0', internetCheckUrl: '/ping', sentryDsn: 'https://k@s.example/1' }));
    const config = await loadConsoleConfig(fake as unknown as typeof fetch);
    expect(config).toMatchObject({ brand: 'Demo Brand', internetCheckUrl: '/ping', sentryDsn: 'https://k@s.example/1' });
    expect(useConfigStore.getState().loaded).toBe(true);
  });
});
