import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

// What every e2e spec needs: the seeded administrator, the real operations over HTTP as the browser
// sends them (download the text, POST it), users created the real way, and sign-in.

export const ADMIN = { username: 'admin', password: 'e2e-admin-password' };

/** A name no other test (or earlier run against the same server) uses. */
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

export async function hydrated(page: Page): Promise<void> {
  await page.locator('body[data-hydrated="true"]').waitFor();
}

export async function openAdmin(page: Page, path = '/admin'): Promise<void> {
  await page.goto(path);
  await expect(page.locator('body[data-hydrated="true"]')).toHaveCount(1);
}

export interface GraphQLAnswer<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string; fieldErrors?: Record<string, string> } }[];
}

/** Runs an operation ('query/getTenantInfo') and returns the whole answer, errors included. */
export async function call<T>(request: APIRequestContext, path: string, variables: Record<string, unknown> = {}, token?: string): Promise<GraphQLAnswer<T>> {
  const text = await (await request.get(`/graphql/${path}.gql`)).text();
  const response = await request.post('/graphql', {
    data: { query: text, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return (await response.json()) as GraphQLAnswer<T>;
}

/** Runs an operation and returns its data; an error answer fails the test with its message. */
export async function gql<T>(request: APIRequestContext, kind: 'query' | 'mutation', name: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const answer = await call<T>(request, `${kind}/${name}`, variables, token);
  if (answer.errors?.length || !answer.data) throw new Error(`${name}: ${answer.errors?.[0]?.message ?? 'no data'}`);
  return answer.data;
}

export interface Login {
  bearerToken: string;
  bearerTokenExpiration: string;
  refreshToken: string;
}

export async function apiLogin(request: APIRequestContext, credentials: { username: string; password: string }): Promise<Login> {
  return (await gql<{ loginCmsUser: Login }>(request, 'mutation', 'loginCmsUser', credentials)).loginCmsUser;
}

export async function tokenOf(request: APIRequestContext, credentials: { username: string; password: string }): Promise<string> {
  return (await apiLogin(request, credentials)).bearerToken;
}

/** Signs a browser context in the way session.login does: the three session cookies. */
export async function signInWithCookies(context: BrowserContext, baseURL: string, login: Login): Promise<void> {
  await context.addCookies([
    { name: 'cms_token', value: login.bearerToken, url: baseURL },
    { name: 'cms_token_expires', value: encodeURIComponent(login.bearerTokenExpiration), url: baseURL },
    { name: 'cms_refresh_token', value: login.refreshToken, url: baseURL },
  ]);
}

/** Signs in through the login page (optionally with a redirect target). */
export async function signIn(page: Page, { username, password }: { username: string; password: string }, redirect?: string): Promise<void> {
  await page.goto(redirect ? `/admin/login?redirect=${encodeURIComponent(redirect)}` : '/admin/login');
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'));
  await hydrated(page);
}

/** The newest link to `path` mailed to `to` (the outbox of the local mail adapter). */
export async function linkFromOutbox(request: APIRequestContext, adminToken: string, to: string, path: string): Promise<string> {
  const data = await gql<{ getMailOutboxStream: { edges: { node: { text: string } }[] } }>(request, 'query', 'getMailOutboxStream', { input: { to } }, adminToken);
  for (const { node } of data.getMailOutboxStream.edges) {
    const match = new RegExp(`https?://[^\\s]+(${path.replace(/\//g, '\\/')}\\?hash=[^\\s]+)`).exec(node.text);
    if (match?.[1]) return match[1];
  }
  throw new Error(`no ${path} link mailed to ${to}: ${JSON.stringify(data)}`);
}

export interface ActiveUser {
  username: string;
  email: string;
  password: string;
  adminToken: string;
}

/** An active site-specific user of the demo site: saved by the admin, invitation read from the outbox, accepted. */
export async function activeUser(request: APIRequestContext, role = 'editor', names = { firstName: 'Test', lastName: 'User' }): Promise<ActiveUser> {
  const adminToken = await tokenOf(request, ADMIN);
  const username = unique('user');
  const email = `${username}@example.com`;
  const password = `pw-${username}-secret`;
  const info = await gql<{ getTenantInfo: { current: { id: number } } }>(request, 'query', 'getTenantInfo', {});
  await gql(
    request,
    'mutation',
    'saveCmsUser',
    { input: { email, username, ...names, role, status: 1, isGlobal: 0, tenantIds: [info.getTenantInfo.current.id] } },
    adminToken,
  );
  const link = await linkFromOutbox(request, adminToken, email, '/admin/user/activate');
  const hash = new URL(link, 'http://x.invalid').searchParams.get('hash');
  await gql(request, 'mutation', 'validateCMSUserInvite', { password, hash });
  return { username, email, password, adminToken };
}
