// The request headers of spec 000 §7.1. Kept apart from the transport so the rules read as a table.

export interface HeaderSources {
  tenantKey?: string | null;
  domain?: () => string | null;
  getCmsToken?: () => string | null;
  getSiteUserToken?: () => string | null;
  headers?: Record<string, string>;
}

/** null, '' and 'auto' all mean "no fixed tenant: let the server resolve it from the host". */
export function fixedTenantKey(tenantKey: string | null | undefined): string | null {
  const key = tenantKey?.trim() ?? '';
  return key === '' || key.toLowerCase() === 'auto' ? null : key;
}

function present(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

export function buildRequestHeaders(sources: HeaderSources, extra?: Record<string, string>): Headers {
  const headers = new Headers({
    'content-type': 'application/json',
    accept: 'application/json',
  });

  const tenantKey = fixedTenantKey(sources.tenantKey);
  if (tenantKey !== null) {
    headers.set('x-tenant-key', tenantKey);
  } else {
    const host = sources.domain?.();
    if (present(host)) headers.set('x-domain', host);
  }

  // Tokens are read on every call: they change on login, refresh and logout.
  const cmsToken = sources.getCmsToken?.();
  if (present(cmsToken)) headers.set('authorization', `Bearer ${cmsToken}`);
  const siteUserToken = sources.getSiteUserToken?.();
  if (present(siteUserToken)) headers.set('x-site-user', `Bearer ${siteUserToken}`);

  // Configured extras, then per-call extras (e.g. a tenant-key override for one lookup, §7.2).
  // `Headers` compares names case-insensitively, so an override replaces rather than duplicates.
  for (const source of [sources.headers, extra]) {
    for (const [name, value] of Object.entries(source ?? {})) headers.set(name, value);
  }
  return headers;
}
