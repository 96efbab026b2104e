import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe('./data');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.razorpay).toBeUndefined();
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('names the variable whose value is bad', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(
      'Invalid configuration:\n  PORT: must be a port number from 0 to 65535',
    );
    expect(() => loadConfig({ WRITE_RATE_LIMIT_PER_MINUTE: '-5' })).toThrow(
      'WRITE_RATE_LIMIT_PER_MINUTE: must be a whole number above 0',
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_x' })).toThrow(/RAZORPAY_KEY_SECRET/);
  });

  it('trusts a number of proxies or their addresses, and refuses TRUST_PROXY=true', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would believe any X-Forwarded-For a client sends; set the number of proxies/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.local' })).toThrow(
      /TRUST_PROXY: "proxy.local" is not an IP address or CIDR range/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  it('enables Razorpay only with both keys', () => {
    const config = loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_x', RAZORPAY_KEY_SECRET: 'secret' });
    expect(config.razorpay).toEqual({
      keyId: 'rzp_test_x',
      keySecret: 'secret',
      webhookSecret: undefined,
    });
  });

  it('reads the account rate limits and offers an OAuth provider only with both of its keys', () => {
    expect(loadConfig({}).authRateLimit).toEqual({
      windowMinutes: 15,
      perAddress: 30,
      perEmail: 10,
    });
    const config = loadConfig({
      AUTH_RATE_LIMIT_PER_EMAIL: '3',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      FACEBOOK_CLIENT_ID: 'only-the-id',
    });
    expect(config.authRateLimit.perEmail).toBe(3);
    expect(config.oauth.google).toEqual({ clientId: 'id', clientSecret: 'secret' });
    expect(config.oauth.facebook).toBeUndefined();
    expect(() => loadConfig({ AUTH_RATE_LIMIT_PER_ADDRESS: '0' })).toThrow(
      /AUTH_RATE_LIMIT_PER_ADDRESS/,
    );
  });

  it('runs the payment sandbox only by choice outside local development', () => {
    expect(loadConfig({}).paymentsSandbox).toBe(true);
    expect(loadConfig({ PAYMENTS_SANDBOX: 'true', NODE_ENV: 'production' }).paymentsSandbox).toBe(
      true,
    );
    const live = loadConfig({
      PUBLIC_URL: 'https://shop.example.in',
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 'secret',
    });
    expect(live.paymentsSandbox).toBe(false);
    expect(live.razorpay?.keyId).toBe('rzp_live_x');
  });

  it('tells a sandbox chosen with PAYMENTS_SANDBOX=true from one running by default', () => {
    expect(loadConfig({}).paymentsSandboxChosen).toBe(false);
    expect(loadConfig({ PAYMENTS_SANDBOX: 'true' }).paymentsSandboxChosen).toBe(true);
    expect(
      loadConfig({ RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'secret' })
        .paymentsSandboxChosen,
    ).toBe(false);
  });

  it('refuses to start a public shop with no payment gateway, naming what to set', () => {
    for (const env of [
      { PUBLIC_URL: 'https://shop.example.in' },
      { NODE_ENV: 'production' },
      { PAYMENTS_SANDBOX: 'false' },
    ]) {
      const start = () => loadConfig(env);
      expect(start).toThrow(ConfigError);
      expect(start).toThrow(/RAZORPAY_KEY_ID/);
      expect(start).toThrow(/RAZORPAY_KEY_SECRET/);
      expect(start).toThrow(/PAYMENTS_SANDBOX=true/);
    }
    expect(() =>
      loadConfig({ PAYMENTS_SANDBOX: 'true', RAZORPAY_KEY_ID: 'x', RAZORPAY_KEY_SECRET: 'y' }),
    ).toThrow(/PAYMENTS_SANDBOX: is true while RAZORPAY_KEY_ID/);
    expect(() => loadConfig({ PAYMENTS_SANDBOX: 'yes' })).toThrow(
      'PAYMENTS_SANDBOX: must be true or false',
    );
  });
});
