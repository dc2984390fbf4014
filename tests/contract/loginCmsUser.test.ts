import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetActiveCmsUserDocument } from '../../src/gql/graphql.js';
import { mailOutbox } from '../../src/server/db/schema/index.js';
import { createUser, login, TEST_ADMIN_PASSWORD } from '../helpers/auth.js';
import { mailsTo } from '../helpers/cmsSessions.js';
import { expectBadVariablesRefused, expectDocumentServed, expectUnknownTenantRefused } from '../helpers/contract.js';
import { loadOperations } from '../../src/server/graphql/operations.js';
import { codeOf, execute, post, type RawResponse } from '../helpers/execute.js';
import { startSiteverify } from '../helpers/recaptcha.js';
import { startTestServer, type TestServer } from '../helpers/testServer.js';

// Sign-in throttling (issue 15, docs/sign-in-throttling.md): the server trusts X-Forwarded-For here,
// so each test picks the client's address; past the account's ceiling without reCAPTCHA an attempt
// waits 10 ms instead of 3 s.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ trustProxy: true, loginThrottle: { humanDelayMs: 10 } });
});
afterAll(() => server.close());

let addresses = 0;
/** A client address no other test of this file has used. */
const newAddress = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};
const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
const message = (response: RawResponse) => response.body.errors?.[0]?.message;
const extensions = (response: RawResponse) => response.body.errors?.[0]?.extensions ?? {};
const WRONG = 'The username or password is incorrect.';
const BACK_OFF = /^Too many failed sign-in attempts\. Please wait (\d+) seconds? and try again\.$/;

const LOGIN_TEXT = loadOperations().all.find((op) => op.name === 'loginCmsUser')!.text;

/** A wrong password from an address, with the answer's Retry-After header. */
async function wrongFrom(target: TestServer, username: string, address: string): Promise<RawResponse & { retryAfter: string | null }> {
  const response = await fetch(`${target.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ query: LOGIN_TEXT, variables: { username, password: 'not-the-password' } }),
  });
  return { status: response.status, body: (await response.json()) as RawResponse['body'], retryAfter: response.headers.get('retry-after') };
}

/** Failures from one address until the back-off answers (at most 12 attempts); the answers in order. */
async function failUntilBackOff(target: TestServer, username: string, address: string) {
  const answers: Array<Awaited<ReturnType<typeof wrongFrom>>> = [];
  for (let i = 0; i < 12; i += 1) {
    const response = await wrongFrom(target, username, address);
    answers.push(response);
    if (codeOf(response) === 'TOO_MANY_REQUESTS') break;
  }
  return answers;
}

/** Twenty wrong passwords from twenty addresses: the account's ceiling. */
async function distributedGuessing(target: TestServer, username: string, attempts = 20): Promise<void> {
  for (let i = 0; i < attempts; i += 1) {
    const response = await wrongFrom(target, username, newAddress());
    expect(codeOf(response)).toBe('UNAUTHENTICATED');
    expect(message(response)).toBe(WRONG);
  }
}

describe('loginCmsUser', () => {
  it('is served as text', () => expectDocumentServed(server, 'loginCmsUser'));

  it('returns a bearer token, its expiration and a refresh token that work', async () => {
    const before = Date.now();
    const result = await login(server, 'admin', TEST_ADMIN_PASSWORD);
    expect(result.bearerToken).toMatch(/^[\w-]{43}$/);
    expect(result.refreshToken).toMatch(/^[\w-]{43}$/);
    expect(result.refreshToken).not.toBe(result.bearerToken);
    const expires = Date.parse(result.bearerTokenExpiration);
    expect(expires).toBeGreaterThan(before + 50 * 60_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 60 * 60_000);
    const me = await execute(server, GetActiveCmsUserDocument, {}, { cmsToken: result.bearerToken });
    expect(me.getActiveCMSUser).toMatchObject({ username: 'admin', role: 'administrator', isGlobal: 1 });
  });

  it('accepts the e-mail address as the username, in any case', async () => {
    const result = await login(server, 'ADMIN@example.com', TEST_ADMIN_PASSWORD);
    expect(result.bearerToken).toBeTruthy();
  });

  it('stores tokens only as hashes', async () => {
    const { bearerToken, refreshToken } = await login(server, 'admin', TEST_ADMIN_PASSWORD);
    const dump = JSON.stringify((await server.database.db.execute('select * from cms_sessions')) as unknown);
    expect(dump).not.toContain(bearerToken);
    expect(dump).not.toContain(refreshToken);
  });

  it('gives one message for a wrong password and an unknown account', async () => {
    const wrong = await post(server, 'loginCmsUser', { username: 'admin', password: 'not-the-password' });
    const unknown = await post(server, 'loginCmsUser', { username: 'nobody-here', password: 'not-the-password' });
    for (const response of [wrong, unknown]) {
      expect(codeOf(response)).toBe('UNAUTHENTICATED');
      expect(response.status).toBe(401);
      expect(response.body.errors?.[0]?.message).toBe('The username or password is incorrect.');
    }
  });

  it('refuses a site-specific user on a site that is not theirs', async () => {
    const user = await createUser(server, { tenantKeys: ['fot'] });
    const elsewhere = await post(server, 'loginCmsUser', { username: user.username, password: user.password });
    expect(codeOf(elsewhere)).toBe('FORBIDDEN');
    expect(elsewhere.body.errors?.[0]?.message).toBe('Your account does not have access to this site.');
    const home = await login(server, user.username, user.password, { tenantKey: 'fot' });
    expect(home.bearerToken).toBeTruthy();
  });

  it('refuses missing variables and an unknown tenant', async () => {
    await expectBadVariablesRefused(server, 'loginCmsUser', { username: 'admin' }, /password.*required|was not provided/);
    await expectUnknownTenantRefused(server, 'loginCmsUser', { username: 'admin', password: 'x' });
  });
});

describe('loginCmsUser throttling (per account and address, per address; ceiling per account)', () => {
  it('five wrong passwords from address A, then the right password from address B signs in', async () => {
    const user = await createUser(server);
    const a = newAddress();
    for (let i = 0; i < 5; i += 1) {
      const response = await wrongFrom(server, user.username, a);
      expect(codeOf(response)).toBe('UNAUTHENTICATED');
      expect(message(response)).toBe(WRONG);
    }
    const fromB = await post(server, 'loginCmsUser', { username: user.username, password: user.password }, from(newAddress()));
    expect(fromB.status).toBe(200);
    expect((fromB.body.data?.loginCmsUser as { bearerToken: string }).bearerToken).toMatch(/^[\w-]{43}$/);
    // Five failures are free: A itself is not held back either.
    const fromA = await post(server, 'loginCmsUser', { username: user.username, password: user.password }, from(a));
    expect(fromA.status).toBe(200);
  });

  it('backs an address off with a message that says how many seconds, while another address signs in', async () => {
    const user = await createUser(server);
    const a = newAddress();
    const answers = await failUntilBackOff(server, user.username, a);
    // The first six are counted as plain failures; the back-off starts after the sixth (1 s, 2 s, 4 s …).
    expect(answers.slice(0, 6).map(codeOf)).toEqual(Array(6).fill('UNAUTHENTICATED'));
    const blocked = answers.at(-1)!;
    expect(codeOf(blocked)).toBe('TOO_MANY_REQUESTS');
    expect(blocked.status).toBe(429);
    const seconds = BACK_OFF.exec(message(blocked) ?? '')?.[1];
    expect(seconds, message(blocked)).toBeDefined();
    expect(extensions(blocked).retryAfterSeconds).toBe(Number(seconds));
    expect(blocked.retryAfter).toBe(seconds);
    expect(extensions(blocked)).not.toHaveProperty('http');
    // The owner, elsewhere, is not slowed down by what A does.
    const elsewhere = await login(server, user.username, user.password, { headers: { 'x-forwarded-for': newAddress() } });
    expect(elsewhere.bearerToken).toBeTruthy();
  });

  it('answers an unknown username exactly as a known one, back-off included', async () => {
    const user = await createUser(server);
    const known = await failUntilBackOff(server, user.username, newAddress());
    const unknown = await failUntilBackOff(server, `nobody-${user.username}`, newAddress());
    for (const answers of [known, unknown]) {
      expect(answers.slice(0, 6).map(message)).toEqual(Array(6).fill(WRONG));
      expect(message(answers.at(-1)!)).toMatch(BACK_OFF);
    }
  });

  it('slows down one address that tries many accounts', async () => {
    const a = newAddress();
    // Twenty-one failures on as many accounts: each account once, the address 21 times.
    for (let i = 0; i <= 20; i += 1) expect(codeOf(await wrongFrom(server, `stuffed-${a}-${i}`, a))).toBe('UNAUTHENTICATED');
    let blocked: RawResponse | undefined;
    let account = '';
    for (let i = 21; i < 33 && !blocked; i += 1) {
      account = `stuffed-${a}-${i}`;
      const response = await wrongFrom(server, account, a);
      if (codeOf(response) === 'TOO_MANY_REQUESTS') blocked = response;
    }
    expect(message(blocked!)).toMatch(BACK_OFF);
    // The same account from another address is not affected.
    expect(codeOf(await wrongFrom(server, account, newAddress()))).toBe('UNAUTHENTICATED');
  });

  it('twenty wrong passwords from twenty addresses lead to the human check and one e-mail; the right password still signs in', async () => {
    const user = await createUser(server);
    await distributedGuessing(server, user.username);
    const attempt = { realm: 'cms' as const, account: user.username, address: newAddress() };
    expect(await server.services.loginThrottle.status(attempt)).toMatchObject({ accountFailures: 20, humanCheck: 'delay', waitMs: 0 });
    // More failures, also by e-mail address: still one e-mail while the attempts go on.
    await distributedGuessing(server, user.username, 3);
    await server.services.loginThrottle.settled();
    const mails = await mailsTo(server, user.email, 'cms-login-alert');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'Failed sign-in attempts on your Electronic Design Review administration account' });
    expect(mails[0]!.text).toContain(`(${user.username}) with a wrong password 20 times within 15 minutes`);
    expect(mails[0]!.text).toContain('Your account is not locked');
    expect(mails[0]!.text).toMatch(/http:\/\/[^\s]+\/admin\/user\/reset-password/);
    // Without reCAPTCHA the check is a short wait per attempt: the right password is not refused.
    const signedIn = await login(server, user.username, user.password, from(newAddress()));
    expect(signedIn.bearerToken).toBeTruthy();
  });

  it('treats an unknown username at the ceiling the same way, and mails nobody', async () => {
    const before = await server.database.db.$count(mailOutbox);
    const name = `ghost${newAddress()}`;
    await distributedGuessing(server, name);
    expect((await server.services.loginThrottle.status({ realm: 'cms', account: name, address: newAddress() })).humanCheck).toBe('delay');
    const next = await wrongFrom(server, name, newAddress());
    expect(message(next)).toBe(WRONG);
    await server.services.loginThrottle.settled();
    expect(await server.database.db.$count(mailOutbox)).toBe(before);
  });

  it('a password reset lifts the human check of the account', async () => {
    const user = await createUser(server);
    await distributedGuessing(server, user.username);
    const reset = await post(server, 'requestResetCMSUserPassword', { email: user.email });
    expect(reset.body.data?.requestResetCMSUserPassword).toBe(true);
    const [mail] = (await mailsTo(server, user.email, 'cms-reset')).slice(-1);
    const hash = decodeURIComponent(/\?hash=([\w%-]+)/.exec(mail!.text)![1]!);
    const done = await post(server, 'resetCMSUserPassword', { password: 'a-brand-new-password', hash });
    expect(done.body.data?.resetCMSUserPassword).toBe(true);
    expect((await server.services.loginThrottle.status({ realm: 'cms', account: user.username, address: newAddress() })).humanCheck).toBe('none');
  });
});

describe('loginCmsUser past the ceiling with reCAPTCHA configured', () => {
  let guarded: TestServer;
  let siteverify: Awaited<ReturnType<typeof startSiteverify>>;
  beforeAll(async () => {
    siteverify = await startSiteverify();
    guarded = await startTestServer({ trustProxy: true, recaptcha: { siteKey: 'test-site-key', secretKey: 'test-secret', verifyUrl: siteverify.url } });
  });
  afterAll(async () => {
    await guarded?.close();
    await siteverify?.close();
  });

  it('asks for a reCAPTCHA token, refuses a bad one, and signs in with a good one', async () => {
    const user = await createUser(guarded);
    // Below the ceiling no token is needed and Google is not asked.
    expect((await login(guarded, user.username, user.password, from(newAddress()))).bearerToken).toBeTruthy();
    expect(siteverify.requests).toHaveLength(0);
    await distributedGuessing(guarded, user.username);

    const address = newAddress();
    const withoutToken = await post(guarded, 'loginCmsUser', { username: user.username, password: user.password }, from(address));
    expect(codeOf(withoutToken)).toBe('HUMAN_CHECK_REQUIRED');
    expect(withoutToken.status).toBe(429);
    expect(message(withoutToken)).toBe(
      'There have been many failed sign-in attempts for this username. Please complete the security check and try again.',
    );
    expect(extensions(withoutToken)).toMatchObject({ humanCheck: 'recaptcha', recaptchaSiteKey: 'test-site-key', recaptchaAction: 'login' });

    const badToken = await post(guarded, 'loginCmsUser', { username: user.username, password: user.password, recaptchaToken: 'robot' }, from(address));
    expect(codeOf(badToken)).toBe('HUMAN_CHECK_REQUIRED');
    expect(message(badToken)).toBe('The security check could not confirm that you are a person. Please try again.');

    const good = await post(guarded, 'loginCmsUser', { username: user.username, password: user.password, recaptchaToken: 'person' }, from(address));
    expect(good.status).toBe(200);
    expect(siteverify.requests.at(-1)?.get('remoteip')).toBe(address);

    // A wrong password with a good token is still just a wrong password.
    const wrong = await post(guarded, 'loginCmsUser', { username: user.username, password: 'nope-nope', recaptchaToken: 'person' }, from(address));
    expect(message(wrong)).toBe(WRONG);
    await guarded.services.loginThrottle.settled();
    expect(await mailsTo(guarded, user.email, 'cms-login-alert')).toHaveLength(1);
  });
});

// Several nodes share the counters through Redis (REDIS_URL); each run uses its own key prefix.
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisAnswers = await (async () => {
  const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000, retryStrategy: () => null });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
})();

describe.skipIf(!redisAnswers)('loginCmsUser throttling shared by two nodes through Redis', () => {
  const prefix = `test-login-${process.pid}-${Date.now()}:`;
  const clients: Redis[] = [];
  const nodes: TestServer[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i += 1) {
      const redis = new Redis(redisUrl, { keyPrefix: prefix, maxRetriesPerRequest: 2 });
      clients.push(redis);
      nodes.push(await startTestServer({ trustProxy: true, loginThrottle: { humanDelayMs: 10 } }, { redis }));
    }
  });
  afterAll(async () => {
    for (const node of nodes) await node.close();
    const cleaner = new Redis(redisUrl);
    const keys = await cleaner.keys(`${prefix}*`);
    if (keys.length) await cleaner.del(...keys);
    await cleaner.quit();
    for (const client of clients) await client.quit();
  });

  it('a back-off earned on one node holds on the other, and the ceiling counts across both', async () => {
    const [one, two] = nodes as [TestServer, TestServer];
    const a = newAddress();
    for (let i = 0; i < 6; i += 1) expect(codeOf(await wrongFrom(one, 'admin', a))).toBe('UNAUTHENTICATED');
    const status = await two.services.loginThrottle.status({ realm: 'cms', account: 'ADMIN', address: a });
    expect(status).toMatchObject({ pairFailures: 6, addressFailures: 6, accountFailures: 6 });
    expect(status.waitMs).toBeGreaterThan(0);
    expect(await clients[0]!.exists(`rl:login:cms:addr:${a}`)).toBe(1);

    // The seeded administrator exists in both nodes' databases; the ceiling is reached across them.
    for (let i = 0; i < 14; i += 1) expect(codeOf(await wrongFrom(i % 2 ? one : two, 'admin', newAddress()))).toBe('UNAUTHENTICATED');
    for (const node of nodes) {
      expect((await node.services.loginThrottle.status({ realm: 'cms', account: 'admin', address: newAddress() })).humanCheck).toBe('delay');
    }
    for (const node of nodes) await node.services.loginThrottle.settled();
    const alerts = await Promise.all(nodes.map((node) => mailsTo(node, 'admin@example.com', 'cms-login-alert')));
    expect(alerts.flat()).toHaveLength(1);
    // The administrator signs in on either node, from an address of their own.
    for (const node of nodes) expect((await login(node, 'admin', TEST_ADMIN_PASSWORD, from(newAddress()))).bearerToken).toBeTruthy();
  });
});

