import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signUnsubscribe, verifyUnsubscribe } from './unsubscribe';

const SECRET = 'a-test-secret-of-some-length';
const claim = { tenantId: 3, productId: 90012, campaignId: 41, email: 'Reader@Example.com ' };

describe('unsubscribe link signature', () => {
  it('round-trips, with the address lower-cased', () => {
    const token = signUnsubscribe(SECRET, claim);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{32}$/);
    expect(verifyUnsubscribe(SECRET, token)).toEqual({ tenantId: 3, productId: 90012, campaignId: 41, email: 'reader@example.com' });
  });

  it('refuses another key, a changed body or signature, and junk', () => {
    const token = signUnsubscribe(SECRET, claim);
    expect(verifyUnsubscribe('another-secret-of-some-length', token)).toBeNull();
    const [body, signature] = token.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify([3, 90012, 41, 'someone@example.com'])).toString('base64url');
    expect(verifyUnsubscribe(SECRET, `${forged}.${signature}`)).toBeNull();
    expect(verifyUnsubscribe(SECRET, `${body}.${signature.slice(0, -1)}A`)).toBeNull();
    expect(verifyUnsubscribe(SECRET, `${body}.`)).toBeNull();
    for (const junk of ['', '.', 'abc', 'a.b.c', `${'x'.repeat(3000)}.y`]) expect(verifyUnsubscribe(SECRET, junk)).toBeNull();
  });

  it('refuses a well-signed body of the wrong shape', () => {
    const body = Buffer.from(JSON.stringify([3, 'x', 41, 'a@b.c'])).toString('base64url');
    const signature = createHmac('sha256', SECRET).update(body).digest('base64url').slice(0, 32);
    expect(verifyUnsubscribe(SECRET, `${body}.${signature}`)).toBeNull();
  });
});
