import { parse } from 'csv-parse/sync';
import { expect } from 'vitest';
import { GetExportDocument, StartExportDocument, type StartExportInput } from '../../src/gql/graphql.js';
import { execute } from './execute.js';
import type { TestServer } from './testServer.js';

/** startExport as the screens send it. */
export async function startExport(server: TestServer, input: StartExportInput, { token, tenantKey = 'edr' }: { token: string; tenantKey?: string }) {
  return (await execute(server, StartExportDocument, { input }, { cmsToken: token, tenantKey })).startExport;
}

/** Polls getExport until the export is done, failed or expired (the job runs in the background). */
export async function settledExport(server: TestServer, id: number, token: string, tenantKey = 'edr', { timeoutMs = 60_000 } = {}) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const row = (await execute(server, GetExportDocument, { id }, { cmsToken: token, tenantKey })).getExport;
    if (row && row.status !== 'queued' && row.status !== 'running') return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return expect.fail(`export ${id} did not finish`);
}

/** GETs a download link (relative to the server) and answers the status, the headers and the bytes. */
export async function download(server: TestServer, url: string) {
  const response = await fetch(`${server.url}${url}`);
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** The records of a downloaded CSV file, read by a real parser (the BOM skipped, the header as row 0). */
export function parseCsv(bytes: Buffer): string[][] {
  return parse(bytes, { bom: true, relax_column_count: false }) as string[][];
}
