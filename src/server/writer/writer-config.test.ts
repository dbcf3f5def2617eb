import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { createCardWriter } from '../services.js';

describe('card writer configuration', () => {
  it('uses the offline writer when no LLM is configured', () => {
    const config = loadConfig({});
    expect(config.llm).toBeUndefined();
    expect(config.ffmpegPath).toBeUndefined();
    expect(createCardWriter(config).kind).toBe('offline');
  });

  it('uses the OpenAI-compatible writer with LLM_BASE_URL and LLM_MODEL', () => {
    const config = loadConfig({
      LLM_BASE_URL: 'http://localhost:11434/v1/',
      LLM_MODEL: 'llava',
      LLM_TIMEOUT_MS: '45000',
      FFMPEG_PATH: '/usr/bin/ffmpeg',
    });
    expect(config.llm).toEqual({
      baseUrl: 'http://localhost:11434/v1',
      apiKey: undefined,
      model: 'llava',
      timeoutMs: 45000,
    });
    expect(config.ffmpegPath).toBe('/usr/bin/ffmpeg');
    expect(createCardWriter(config).kind).toBe('llm');
    expect(loadConfig({ LLM_BASE_URL: 'https://api.openai.com/v1', LLM_MODEL: 'gpt-4o' }).llm?.timeoutMs).toBe(30_000);
  });

  it('names a bad variable in one line and never echoes the key or the URL', () => {
    expect(() => loadConfig({ LLM_BASE_URL: 'http://x/v1' })).toThrow(
      new ConfigError('Invalid configuration: LLM_MODEL is required when LLM_BASE_URL is set'),
    );
    expect(() => loadConfig({ LLM_TIMEOUT_MS: 'soon' })).toThrow(/LLM_TIMEOUT_MS must be a whole number/);
    const error = (() => {
      try {
        loadConfig({ LLM_BASE_URL: 'ftp://secret-token@host', LLM_MODEL: 'm', LLM_API_KEY: 'sk-secret' });
      } catch (caught) {
        return caught as Error;
      }
    })();
    expect(error?.message).toMatch(/LLM_BASE_URL must be an http/);
    expect(error?.message).not.toMatch(/secret/);
  });
});
