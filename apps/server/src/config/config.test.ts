import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from './config';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: join(REPO_ROOT, 'data'),
      webDist: join(REPO_ROOT, 'apps/web/dist'),
      publicUrl: 'http://localhost:8080',
      maintenance: { enabled: false, message: '', type: 'warning' },
      internetCheckUrl: '/health',
      logLevel: 'info',
      trustProxy: false,
      botEnvironment: 'Prod',
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.jwtSecret).toBeUndefined();
  });

  it('reads and converts the environment; blank values count as unset', () => {
    const config = loadConfig({
      PORT: '9000',
      PUBLIC_URL: 'https://console.example.com/',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      MAINTENANCE_ENABLED: 'true',
      MAINTENANCE_TYPE: 'error',
      REDIS_URL: '',
      LOGIN_RATE_LIMIT_WINDOW_MINUTES: '5',
    });
    expect(config.port).toBe(9000);
    expect(config.publicUrl).toBe('https://console.example.com');
    expect(config.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/test');
    expect(config.maintenance).toMatchObject({ enabled: true, type: 'error' });
    expect(config.redisUrl).toBeUndefined();
    expect(config.loginRateLimit.windowMs).toBe(300_000);
  });

  it('takes the live bot environment from BOT_ENVIRONMENT and refuses an unknown one', () => {
    expect(loadConfig({ BOT_ENVIRONMENT: 'UAT' }).botEnvironment).toBe('UAT');
    expect(() => loadConfig({ BOT_ENVIRONMENT: 'Staging' })).toThrow(/BOT_ENVIRONMENT must be one of Dev, UAT, Prod/);
  });

  it('reads the translation service fallback (TRANSLATE_URL, TRANSLATE_API_KEY) and refuses a URL that is not http(s)', () => {
    expect(loadConfig({}).translation).toEqual({ url: undefined, apiKey: undefined });
    expect(loadConfig({ TRANSLATE_URL: 'http://127.0.0.1:5000', TRANSLATE_API_KEY: 'k' }).translation).toEqual({ url: 'http://127.0.0.1:5000', apiKey: 'k' });
    expect(() => loadConfig({ TRANSLATE_URL: 'ftp://translate' })).toThrow(/TRANSLATE_URL must be an http\(s\) URL/);
  });

  it('reads the deployment\'s WhatsApp number from all five WA_* settings only', () => {
    const all = { WA_GRAPH_URL: 'http://127.0.0.1:4010/v23.0/', WA_PHONE_NUMBER_ID: '1065', WA_ACCESS_TOKEN: 't', WA_APP_SECRET: 's', WA_VERIFY_TOKEN: 'v' };
    expect(loadConfig({}).whatsapp.account).toBeUndefined();
    expect(loadConfig(all).whatsapp).toEqual({
      account: { graphUrl: 'http://127.0.0.1:4010/v23.0', phoneNumberId: '1065', accessToken: 't', appSecret: 's', verifyToken: 'v' },
      broadcasts: { runner: true, perSecond: 80, dailyTier: 2000, prices: { MARKETING: null, UTILITY: null, AUTHENTICATION: null }, currency: 'INR' },
      optOutKeywords: ['STOP', 'UNSUBSCRIBE'], optInKeywords: ['START'],
    });
    expect(loadConfig({ ...all, WA_MESSAGES_PER_SECOND: '1000', WA_DAILY_RECIPIENT_TIER: '100000', WA_BROADCAST_RUNNER: 'false' }).whatsapp.broadcasts)
      .toMatchObject({ runner: false, perSecond: 1000, dailyTier: 100000 });
    expect(loadConfig({ ...all, WA_MESSAGE_PRICES: 'marketing=0.7846, UTILITY = 0.115', WA_PRICE_CURRENCY: 'USD' }).whatsapp.broadcasts)
      .toMatchObject({ prices: { MARKETING: 0.7846, UTILITY: 0.115, AUTHENTICATION: null }, currency: 'USD' });
    expect(() => loadConfig({ ...all, WA_MESSAGE_PRICES: 'PROMO=1' })).toThrow(/WA_MESSAGE_PRICES: "PROMO=1"/);
    expect(() => loadConfig({ ...all, WA_MESSAGE_PRICES: 'MARKETING=-1' })).toThrow(/WA_MESSAGE_PRICES/);
    expect(() => loadConfig({ ...all, WA_PRICE_CURRENCY: 'EUR' })).toThrow(/WA_PRICE_CURRENCY is one of INR, USD/);
    expect(() => loadConfig({ ...all, WA_MESSAGES_PER_SECOND: '1001' })).toThrow(/WA_MESSAGES_PER_SECOND/);
    expect(() => loadConfig({ ...all, WA_DAILY_RECIPIENT_TIER: '5000' })).toThrow(/WA_DAILY_RECIPIENT_TIER/);
    expect(loadConfig({ ...all, WA_OPT_OUT_KEYWORDS: 'stop, Halt ,', WA_OPT_IN_KEYWORDS: 'resume' }).whatsapp).toMatchObject({
      optOutKeywords: ['STOP', 'HALT'], optInKeywords: ['RESUME'],
    });
    expect(() => loadConfig({ ...all, WA_APP_SECRET: '' })).toThrow(/set together or not at all/);
    expect(() => loadConfig({ ...all, WA_GRAPH_URL: 'graph.facebook.com' })).toThrow(/WA_GRAPH_URL must be an http\(s\) URL/);
  });

  it('names every invalid setting', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' })).toThrow(
      /PORT[\s\S]*DATABASE_URL must be a postgres:\/\/ URL[\s\S]*JWT_SECRET must be at least 32 characters/,
    );
  });
});
