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
