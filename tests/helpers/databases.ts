import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Builds a sibling database URL on the same PostgreSQL server. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export const uniqueName = (prefix: string) => `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
