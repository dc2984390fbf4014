import { expect, test, type Page } from '@playwright/test';
import { ADMIN, apiLogin, gql, hydrated, signInWithCookies } from './support';

// Issue 10 item 7: the admin and the public site run under their Content-Security-Policy (enforced,
// not report-only) without a single violation in Chromium, across the screens and pages that load
// the most: the editors, the layout editor, the media library, article, section, search and video pages.

/** Collects CSP violations the page reports (the event and the console line, whichever comes). */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|frame|connect)/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

type Stream = { getContentStream: { edges: { node: { id: number; canonicalPath: string } }[] } };

test('public pages run under their CSP with no violation', async ({ page, request }) => {
  const violations = await watchViolations(page);
  const article = (await gql<Stream>(request, 'query', 'getContentStream', { type: 'Article', limit: 1 })).getContentStream.edges[0]!.node;
  const video = (await gql<Stream>(request, 'query', 'getContentStream', { type: 'Video', limit: 1 })).getContentStream.edges[0]?.node;
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  for (const path of [article.canonicalPath, '/power', '/search?text=power', ...(video ? [video.canonicalPath] : [])]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  // The interactive parts still work under the policy (the site script is this origin's).
  await page.goto('/');
  await page.getByRole('button', { name: /search/i }).first().click();
  expect(violations).toEqual([]);
});

test('the admin runs under its CSP with no violation', async ({ page, baseURL, request }) => {
  const violations = await watchViolations(page);
  const login = await apiLogin(request, ADMIN);
  await signInWithCookies(page.context(), baseURL!, login);
  const article = (await gql<Stream>(request, 'query', 'getContentStream', { type: 'Article', limit: 1 })).getContentStream.edges[0]!.node;
  const layouts = await gql<{ getWebLayoutStream: { edges: { node: { id: number } }[] } }>(request, 'query', 'getWebLayoutStream', { input: { pagination: { limit: 1 } } }, login.bearerToken);
  const layoutId = layouts.getWebLayoutStream.edges[0]!.node.id;
  const response = await page.goto('/admin');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  await hydrated(page);
  for (const path of ['/admin/content', `/admin/edit-content/${article.id}`, '/admin/create-content/article', '/admin/layouts', `/admin/edit-web-layout/${layoutId}`, '/admin/digital-media-library', '/admin/edit-site-settings', '/admin/website-sections']) {
    await page.goto(path);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});
