import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.logLevel).toBe('info');
    expect(config.seedDemo).toBe(true);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(8080);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      DATA_DIR: '/srv/portal',
      DATABASE_URL: 'postgresql://app@db:5432/portal',
      REDIS_URL: 'redis://cache:6379',
      LOG_LEVEL: 'warn',
      MOBILE_SITE_URL: 'https://m.example.com',
      SEED_DEMO: 'false',
    });
    expect(config).toMatchObject({
      port: 9000,
      dataDir: '/srv/portal',
      databaseUrl: 'postgresql://app@db:5432/portal',
      redisUrl: 'redis://cache:6379',
      logLevel: 'warn',
      mobileSiteUrl: 'https://m.example.com',
      seedDemo: false,
    });
  });

  it('names every bad variable, its value and the rule', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: '70000', LOG_LEVEL: 'loud', REDIS_URL: 'localhost:6379' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT="70000": must be a whole number between 0 and 65535');
    expect(message).toContain('LOG_LEVEL="loud"');
    expect(message).toContain('REDIS_URL="localhost:6379": must be a redis:// or rediss:// URL');
  });
});
