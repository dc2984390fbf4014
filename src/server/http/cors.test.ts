import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { corsHeaders, originProblem } from './cors.js';

describe('CORS_ORIGINS', () => {
  it('takes origins separated by commas or spaces, without a trailing slash', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://app.example.com, http://localhost:5173/  https://b.example' }).corsOrigins).toEqual([
      'https://app.example.com',
      'http://localhost:5173',
      'https://b.example',
    ]);
    expect(loadConfig({}).corsOrigins).toEqual([]);
  });

  it('refuses what is not an origin, saying why', () => {
    expect(() => loadConfig({ CORS_ORIGINS: '*' })).toThrow(ConfigError);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://app.example.com/path' })).toThrow(/no path/);
    expect(originProblem('javascript:alert(1)')).toMatch(/not an http or https origin/);
    expect(originProblem('https://app.example.com')).toBeNull();
  });
});

describe('corsHeaders', () => {
  const allowed = new Set(['https://app.example.com']);
  it('names an allowed origin back, with credentials; nothing for any other', () => {
    expect(corsHeaders('https://app.example.com', allowed)).toEqual([
      ['access-control-allow-origin', 'https://app.example.com'],
      ['access-control-allow-credentials', 'true'],
    ]);
    expect(corsHeaders('https://app.example.com.evil.example', allowed)).toBeNull();
    expect(corsHeaders('null', allowed)).toBeNull();
    expect(corsHeaders(undefined, allowed)).toBeNull();
  });
});
