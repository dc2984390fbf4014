import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageContext, PageContextServer } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageGraphQL } from '../site/pageContext.js';
import { shellFixture } from '../site/shell/fixtures.js';
import { data, type ErrorData } from './+data.js';
import Layout from './+Layout.js';
import Page from './+Page.js';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0';

interface Request {
  path: string;
  userAgent?: string;
  is404?: boolean;
  abortStatusCode?: number;
  abortReason?: unknown;
}

/** The page context Vike gives the error page, with the fields these files read. */
function contextOf({ path, userAgent = BROWSER, is404 = true, abortStatusCode, abortReason }: Request, extra: Record<string, unknown> = {}) {
  return {
    urlPathname: path,
    urlParsed: { pathname: path, search: {}, searchOriginal: null },
    headers: { 'user-agent': userAgent },
    is404,
    abortStatusCode,
    abortReason,
    ssoUrl: null,
    appVersion: '1.2.3',
    ...extra,
  };
}

function renderScreen(request: Request, pageData: ErrorData | undefined): string {
  const pageContext = contextOf(request, { data: pageData }) as unknown as PageContext;
  const tree: ReactNode = (
    <VikeReactProviderPageContext pageContext={pageContext}>
      <Layout>
        <Page />
      </Layout>
    </VikeReactProviderPageContext>
  );
  return renderToStaticMarkup(tree);
}

/** A PageGraphQL whose documents all fail (database down) or are never expected. */
function graphqlThat(behaviour: 'fails' | 'unused'): PageGraphQL & { calls: number } {
  const fake = {
    calls: 0,
    async run<TData>(): Promise<TData> {
      fake.calls += 1;
      throw new Error(behaviour === 'fails' ? 'database down' : 'not expected');
    },
    tenant: async () => ({ id: 1, name: 'EDR', tenantKey: 'edr' }),
    seoSite: async () => {
      throw new Error('not used');
    },
    cmsSession: false,
    perSite: (_key: string, compute: (graphql: PageGraphQL) => Promise<never>) => compute(fake),
  };
  return fake;
}

const runData = (request: Request, graphql: PageGraphQL) => data(contextOf(request, { graphql }) as unknown as PageContextServer);

afterEach(() => vi.restoreAllMocks());

describe('the error page (002 §2 "Error screen")', () => {
  it('wraps the public 404 in the normal page layout with Return to Home', () => {
    const html = renderScreen(
      { path: '/no/such/page' },
      {
        view: { kind: 'public', statusCode: 404, text: '404 - Page Not Found' },
        admin: null,
        shell: shellFixture(),
        chrome: { hideHeader: false, hideFooter: false, toolbar: [], preview: false },
      },
    );
    expect(html).toContain('<h1>404 - Page Not Found</h1>');
    expect(html).toContain('<a href="/">Return to Home</a>');
    // The site's header and footer from the shell.
    expect(html).toContain('Secondary 1');
    expect(html).toContain('News for electronics design engineers.');
    expect(html).not.toContain('admin-error-root');
  });

  it('falls back to the bare frame when the data hook could not run', () => {
    const html = renderScreen({ path: '/x', is404: false, abortStatusCode: 410, abortReason: 'This item was withdrawn' }, undefined);
    expect(html).toContain('<h1>410 - This item was withdrawn</h1>');
    expect(html).toContain('Return to Home');
    expect(html).toContain('bare-header');
  });

  it('renders the admin placeholder titled Error, without a home link, for the admin frame to load into', () => {
    const html = renderScreen(
      { path: '/admin/no-such-screen' },
      { view: { kind: 'admin', statusCode: 404, text: '404 - Page Not Found' }, admin: { ssoUrl: 'https://sso.example.com', appVersion: '1.2.3' } },
    );
    expect(html).toContain('id="admin-error-root"');
    expect(html).toContain('data-error-text="404 - Page Not Found"');
    expect(html).toContain('data-sso-url="https://sso.example.com"');
    expect(html).toContain('<h1>Error</h1>');
    expect(html).not.toContain('Return to Home');
    expect(html).not.toContain('site-header');
  });

  it('renders nothing for a crawler', () => {
    expect(renderScreen({ path: '/x', userAgent: 'Googlebot/2.1' }, { view: { kind: 'crawler', statusCode: 404, text: '404 - Page Not Found' }, admin: null })).toBe('');
  });
});

describe('the error page data', () => {
  it('logs a crawler’s error and loads nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const graphql = graphqlThat('unused');
    const result = await runData({ path: '/old-page', userAgent: 'facebookexternalhit/1.1' }, graphql);
    expect(result).toEqual({ view: { kind: 'crawler', statusCode: 404, text: '404 - Page Not Found' }, admin: null });
    expect(graphql.calls).toBe(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('404 - Page Not Found for /old-page (crawler: facebookexternalhit/1.1)'));
  });

  it('hands the admin frame what it needs, without loading the public shell', async () => {
    const graphql = graphqlThat('unused');
    const result = await runData({ path: '/admin/nothing', is404: false, abortStatusCode: 403, abortReason: 'No access' }, graphql);
    expect(result).toEqual({ view: { kind: 'admin', statusCode: 403, text: '403 - No access' }, admin: { ssoUrl: null, appVersion: '1.2.3' } });
    expect(graphql.calls).toBe(0);
  });

  it('still answers when the shell cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const result = await runData({ path: '/missing' }, graphqlThat('fails'));
    expect(result).toEqual({ view: { kind: 'public', statusCode: 404, text: '404 - Page Not Found' }, admin: null });
  });
});
