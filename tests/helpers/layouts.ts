import { SaveWebLayoutDocument, type WebLayoutInput } from '../../src/gql/graphql.js';
import { execute } from './execute.js';
import type { TestServer } from './testServer.js';

/** A block of a stored grid; settings left out get every default on save. */
export const block = (id: string, type = 'rich_text', settings: Record<string, unknown> = {}) => ({ id, type, settings });

/** A row of a layout with its columns' blocks (one array per column). */
export const row = (id: string, layout: string, columns: ReturnType<typeof block>[][]) => ({
  id,
  settings: { layout },
  columns: columns.map((blocks, index) => ({ id: `${id}-c${index}`, settings: { blockAlignment: 'top' }, blocks })),
});

let counter = 0;

/** A valid section layout with one 1_2 row: a rich text block left, a search block right. */
export function layoutInput(overrides: Partial<WebLayoutInput> = {}): WebLayoutInput {
  counter += 1;
  return {
    name: `Test layout ${counter}`,
    type: 'section',
    primaryGrid: { rows: [row('r1', '1_2', [[block('b1', 'rich_text')], [block('b2', 'search')]])] },
    ...overrides,
  };
}

/** Saves a layout through the operation and returns it. */
export async function saveLayout(server: TestServer, token: string, input: WebLayoutInput, tenantKey?: string) {
  const data = await execute(server, SaveWebLayoutDocument, { input }, { cmsToken: token, ...(tenantKey ? { tenantKey } : {}) });
  return data.saveWebLayout;
}
