import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { exposedDevelopmentWarning, isLoopbackAddress, isLoopbackHost } from './loopback';

const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), SMTP_URL: 'smtp://mail:25' };

describe('where the server listens', () => {
  it('listens on this machine only by default outside production, and on every interface in production', () => {
    expect(loadConfig({}).host).toBe('localhost');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('localhost');
    expect(loadConfig(production).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...production, HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
  });

  it('says so in one loud line when development listens where other machines reach it', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'keepsake.example.com']) {
      const warning = exposedDevelopmentWarning({ nodeEnv: 'development', host, trustProxy: false });
      expect(warning, host).toMatch(/^WARNING: NODE_ENV=development but HOST=\S+ lets other machines in\./);
      expect(warning, host).toContain('NODE_ENV=production');
      expect(warning, host).not.toContain('\n');
    }
    for (const host of ['localhost', '127.0.0.1', '127.0.0.2', '::1', '[::1]']) {
      expect(exposedDevelopmentWarning({ nodeEnv: 'development', host, trustProxy: false }), host).toBeUndefined();
    }
    expect(exposedDevelopmentWarning({ nodeEnv: 'production', host: '0.0.0.0', trustProxy: true })).toBeUndefined();
    // A proxy on this machine connects from loopback on behalf of anyone.
    expect(exposedDevelopmentWarning({ nodeEnv: 'test', host: 'localhost', trustProxy: true })).toMatch(
      /^WARNING: NODE_ENV=test but TRUST_PROXY=true \(a proxy\) lets other machines in\./,
    );
    expect(isLoopbackHost('LOCALHOST')).toBe(true);
  });

  it('tells a client on this machine from any other by the socket address', () => {
    for (const address of ['127.0.0.1', '127.255.0.9', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1']) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
    for (const address of [
      '10.0.0.1',
      '192.168.1.20',
      '::ffff:192.168.1.20',
      '::',
      '0.0.0.0',
      '2001:db8::1',
      '',
      undefined,
    ]) {
      expect(isLoopbackAddress(address), String(address)).toBe(false);
    }
  });
});
