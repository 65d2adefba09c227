import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';

describe('rate-limit settings', () => {
  it('stops the start on a REDIS_URL that is not a redis:// URL, with a one-line reason', () => {
    const refused = new ConfigError('Invalid environment:\n  REDIS_URL: must be a redis:// or rediss:// URL');
    for (const value of ['127.0.0.1:6379', 'http://127.0.0.1:6379', 'redis://[bad', 'redis://cache host'])
      expect(() => loadConfig({ REDIS_URL: value })).toThrow(refused);
    expect(loadConfig({ REDIS_URL: 'rediss://user:secret@cache.example.com:6380/2' }).REDIS_URL).toBe(
      'rediss://user:secret@cache.example.com:6380/2',
    );
    expect(loadConfig({ REDIS_URL: '' }).REDIS_URL).toBeUndefined();
    expect(loadConfig({}).REDIS_KEY_PREFIX).toBe('tenderscout:');
  });
});
