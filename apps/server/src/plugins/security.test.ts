import { describe, expect, it } from 'vitest';
import { apiSecurityHeaders, contentSecurityPolicy } from './security';

describe('content security policy of the console', () => {
  it('allows what the console needs and nothing from elsewhere by default', () => {
    const { directives } = contentSecurityPolicy({ publicUrl: 'http://localhost:8080', internetCheckUrl: '/health' });
    expect(directives.scriptSrc).toEqual(["'self'"]);
    expect(directives.styleSrc).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives.connectSrc).toEqual(["'self'", 'ws:', 'wss:']);
    expect(directives.upgradeInsecureRequests).toBeNull();
  });

  it('adds the origins the console is configured to reach, and https-only rules behind https', () => {
    const { directives } = contentSecurityPolicy({
      publicUrl: 'https://console.example.com',
      internetCheckUrl: 'https://status.example.com/ping',
      sentryDsn: 'https://key@o1.ingest.sentry.io/1',
      maintenanceHost: 'https://maintenance.example.com',
    });
    expect(directives.connectSrc).toEqual(
      expect.arrayContaining(['https://status.example.com', 'https://o1.ingest.sentry.io', 'https://maintenance.example.com']),
    );
    expect(directives.upgradeInsecureRequests).toEqual([]);
    expect(apiSecurityHeaders({ publicUrl: 'https://console.example.com', internetCheckUrl: '/health' })).toHaveProperty('strict-transport-security');
  });
});
