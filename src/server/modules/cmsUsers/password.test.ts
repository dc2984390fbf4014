import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { generatePassword, hashPassword, setPasswordHashCost, verifyPassword } from './password.js';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('refuses missing or malformed hashes', async () => {
    expect(await verifyPassword('x', null)).toBe(false);
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
  });

  it('makes new hashes at the configured cost and still verifies the ones made at another', async () => {
    const before = await hashPassword('kept at 32768');
    setPasswordHashCost(1024);
    try {
      const cheap = await hashPassword('made at 1024');
      expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
      expect(await verifyPassword('made at 1024', cheap)).toBe(true);
      expect(await verifyPassword('kept at 32768', before)).toBe(true);
      expect(await verifyPassword('kept at 1024', cheap)).toBe(false);
    } finally {
      setPasswordHashCost(32_768);
    }
    expect(() => setPasswordHashCost(1000)).toThrow(/power of two/);
    expect(() => setPasswordHashCost(512)).toThrow(/at least 1024/);
  });

  it('reads PASSWORD_HASH_COST: 32768 by default, a power of two from 1024, anything else refused by name', () => {
    expect(loadConfig({}).passwordHashCost).toBe(32_768);
    expect(loadConfig({ PASSWORD_HASH_COST: '65536' }).passwordHashCost).toBe(65_536);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '50000' })).toThrow(/PASSWORD_HASH_COST: must be a power of two/);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '512' })).toThrow(/PASSWORD_HASH_COST/);
  });

  it('generates passwords of 16 url-safe characters', () => {
    expect(generatePassword()).toMatch(/^[\w-]{16}$/);
  });
});
