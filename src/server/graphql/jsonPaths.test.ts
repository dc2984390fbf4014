import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { GetSiteSettingsPayloadDocument, GetWebsiteLayoutPageDocument } from '../../gql/graphql.js';
import { jsonScalarPaths } from './jsonPaths.js';
import { buildSchema } from './schema.js';

const schema = buildSchema();

describe('jsonScalarPaths', () => {
  it('lists the response paths of JSON scalar fields, nested ones included', () => {
    const paths = jsonScalarPaths(schema, GetWebsiteLayoutPageDocument);
    expect([...paths].sort()).toEqual(
      expect.arrayContaining(['getWebsiteLayoutPage.blockPage', 'getWebsiteLayoutPage.primaryGrid', 'getWebsiteLayoutPage.secondaryGrid']),
    );
    expect(paths.has('getWebsiteLayoutPage.pageData')).toBe(false);
    expect(jsonScalarPaths(schema, GetSiteSettingsPayloadDocument)).toEqual(new Set(['getSiteSettingsPayload.payload']));
  });

  it('follows aliases, inline fragments and fragment spreads', () => {
    const document = parse(`
      query q { page: getWebsiteLayoutPage(alias: "/") { ... on WebsiteLayoutPage { grid: primaryGrid } ...more } }
      fragment more on WebsiteLayoutPage { blockPage }
    `);
    expect(jsonScalarPaths(schema, document)).toEqual(new Set(['page.grid', 'page.blockPage']));
  });
});
