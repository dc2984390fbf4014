import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { SeoSite } from './seo/types.js';

/** What a page's +data hook may call on the server: the typed documents, executed in process. */
export interface PageGraphQL {
  run<TData, TVariables extends Record<string, unknown>>(
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
  ): Promise<TData>;
  tenant(): Promise<{ id: number; name: string; tenantKey: string }>;
  /** The site-wide SEO facts (name, origin, logo, favicon, noindex types) for <SeoHead>. */
  seoSite(): Promise<SeoSite>;
  /** Whether the request carries a CMS session (the admin's cms_token cookie): only then is there a CMS user to ask for. */
  readonly cmsSession: boolean;
  /**
   * A value derived from what the site's editors rarely change (settings, menus, images, modules),
   * computed once per version of them on this node (the shell of every page). `compute` runs its
   * documents through the graphql it is given; the value keeps the page-cache tags they recorded.
   * It must not depend on the request (path, visitor, time).
   */
  perSite<T>(key: string, compute: (graphql: PageGraphQL) => Promise<T>): Promise<T>;
}

declare global {
  namespace Vike {
    interface PageContextServer {
      graphql: PageGraphQL;
    }
    interface PageContext {
      appVersion: string;
      /** External sign-on page (SSO_URL); null means the built-in /admin/login. */
      ssoUrl: string | null;
    }
  }
}
