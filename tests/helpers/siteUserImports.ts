import { expect } from 'vitest';
import { GetSiteUserImportDocument } from '../../src/gql/graphql.js';
import { SITE_USER_IMPORT_UPLOAD_ROUTE, type UploadedImport } from '../../src/shared/siteUserImport.js';
import { execute } from './execute.js';
import type { TestServer } from './testServer.js';

/** POST /api/site-user-imports with a CSV body, as the admin screen sends it. */
export async function uploadImport(server: TestServer, csv: string | Buffer, { token, tenantKey = 'edr', fileName = 'readers.csv' }: { token?: string; tenantKey?: string; fileName?: string } = {}) {
  const response = await fetch(`${server.url}${SITE_USER_IMPORT_UPLOAD_ROUTE}`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv', 'x-file-name': fileName, 'x-tenant-key': tenantKey, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: typeof csv === 'string' ? csv : new Blob([new Uint8Array(csv)]),
  });
  return { status: response.status, body: (await response.json()) as UploadedImport & { code?: string; message?: string } };
}

/** Polls getSiteUserImport until the import is done or failed (the job runs in the background). */
export async function settledImport(server: TestServer, id: number, token: string, tenantKey = 'edr') {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const row = (await execute(server, GetSiteUserImportDocument, { id }, { cmsToken: token, tenantKey })).getSiteUserImport;
    if (row && (row.status === 'done' || row.status === 'failed')) return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect.fail(`import ${id} did not finish`);
}
