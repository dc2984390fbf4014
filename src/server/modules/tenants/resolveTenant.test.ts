import { describe, expect, it } from 'vitest';
import { normaliseHost } from './resolveTenant.js';

describe('normaliseHost', () => {
  it('lower-cases and drops the port and a trailing dot', () => {
    expect(normaliseHost('WWW.Example.com:8080')).toBe('www.example.com');
    expect(normaliseHost('example.com.')).toBe('example.com');
    expect(normaliseHost(' localhost:3000 ')).toBe('localhost');
  });
  it('keeps IPv6 literals whole', () => {
    expect(normaliseHost('[::1]:3000')).toBe('[::1]');
    expect(normaliseHost('127.0.0.1:3000')).toBe('127.0.0.1');
  });
});
