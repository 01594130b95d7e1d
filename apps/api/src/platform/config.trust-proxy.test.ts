import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('TRUST_PROXY', () => {
  it('is off by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
  });
  it('takes a hop count or a list of addresses and CIDRs', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1,::1');
  });
  it('refuses "true" (anyone could choose their address) and malformed entries', () => {
    for (const v of ['true', 'lb.internal', '10.0.0.0/33', '10.0.0.1/8/1']) {
      expect(() => loadConfig({ TRUST_PROXY: v })).toThrow(ConfigError);
    }
  });
});
