import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  GetActiveSiteUserWithNewslettersDocument,
  GetContentStreamDocument,
  GetEnabledModulesDocument,
  GetMembershipDocument,
  GetMembershipStreamDocument,
  GetOmedaDemographicStreamDocument,
  GetSiteUserStubDocument,
} from '../../gql/graphql.js';
import type { PageGraphQL } from '../pageContext.js';
import { loadAccount, loadDemographicQuestions, loadMembershipChoices, loadRegistration, loadSignupMembership } from './load.js';

type Handler = (variables: Record<string, unknown>) => unknown;

/** A PageGraphQL answering the given documents (compared as nodes) and recording the calls. */
function fakeGraphQL(answers: Array<[DocumentNode, Handler]>) {
  const calls: Array<{ document: DocumentNode; variables: Record<string, unknown> }> = [];
  const graphql: PageGraphQL = {
    cmsSession: false,
    perSite: (_key, compute) => compute(graphql),
    async run<TData, TVariables extends Record<string, unknown>>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables): Promise<TData> {
      const node: DocumentNode = document;
      calls.push({ document: node, variables });
      const handler = answers.find(([candidate]) => candidate === node)?.[1];
      if (!handler) throw new Error('unexpected document');
      return handler(variables) as TData;
    },
    tenant: async () => ({ id: 1, name: 'EDR', tenantKey: 'edr' }),
    seoSite: async () => {
      throw new Error('not used');
    },
  };
  return { graphql, calls, count: (document: DocumentNode) => calls.filter((call) => call.document === document).length };
}

const node = (id: number, alias: string, over: Record<string, unknown> = {}) => ({
  __typename: 'Membership',
  id,
  title: alias[0]!.toUpperCase() + alias.slice(1),
  alias,
  status: 1,
  isFree: true,
  omedaProduct: 100 + id,
  requiredUserCommonFields: ['firstName', 'lastName', 'notAField'],
  requiredUserDemographicFields: [],
  additionalUserDemographicFields: [],
  ...over,
});
const stream = (...nodes: unknown[]) => ({ getMembershipStream: { totalCount: nodes.length, edges: nodes.map((n) => ({ node: n })), pageInfo: { hasNextPage: false, endCursor: null } } });
const modules = (memberships: boolean, active: boolean) => () => ({ getEnabledModules: { memberships, membershipSystemActive: active } });
const description = (text: string | null) => () => ({ getMembership: { description: text } });

describe('loadMembershipChoices', () => {
  it('lists the active memberships with their descriptions', async () => {
    const { graphql, calls } = fakeGraphQL([
      [GetEnabledModulesDocument, modules(true, true)],
      [GetMembershipStreamDocument, () => stream(node(1, 'basic'), node(2, 'premium', { isFree: false }))],
      [GetMembershipDocument, ({ id }) => description(id === 1 ? ' Free registration. ' : null)()],
    ]);
    const choices = await loadMembershipChoices(graphql);
    expect(choices).toEqual({
      available: true,
      memberships: [
        { id: 1, title: 'Basic', alias: 'basic', description: 'Free registration.', isFree: true, requiredUserCommonFields: ['firstName', 'lastName'], requiredUserDemographicFields: [], additionalUserDemographicFields: [] },
        { id: 2, title: 'Premium', alias: 'premium', description: null, isFree: false, requiredUserCommonFields: ['firstName', 'lastName'], requiredUserDemographicFields: [], additionalUserDemographicFields: [] },
      ],
    });
    expect(calls.find((call) => call.document === GetMembershipStreamDocument)?.variables).toEqual({ status: 1 });
  });

  it('is not available when the memberships module is off or nothing is active (002 §4)', async () => {
    const off = fakeGraphQL([
      [GetEnabledModulesDocument, modules(false, false)],
      [GetMembershipStreamDocument, () => stream(node(1, 'basic'))],
    ]);
    expect(await loadMembershipChoices(off.graphql)).toEqual({ available: false });
    const none = fakeGraphQL([
      [GetEnabledModulesDocument, modules(true, false)],
      [GetMembershipStreamDocument, () => stream()],
    ]);
    expect(await loadMembershipChoices(none.graphql)).toEqual({ available: false });
  });
});

describe('loadSignupMembership', () => {
  const graphql = (active = true) =>
    fakeGraphQL([
      [GetEnabledModulesDocument, modules(true, active)],
      [GetMembershipStreamDocument, () => stream(node(1, 'basic'), node(3, 'old', { status: 0 }))],
      [GetMembershipDocument, description('Free.')],
    ]).graphql;

  it('finds the active membership by alias; an unknown or inactive one is not found', async () => {
    expect(await loadSignupMembership(graphql(), 'Basic')).toMatchObject({ kind: 'membership', membership: { id: 1, description: 'Free.' } });
    expect(await loadSignupMembership(graphql(), 'premium')).toEqual({ kind: 'not-found' });
    expect(await loadSignupMembership(graphql(), 'old')).toEqual({ kind: 'not-found' });
  });

  it('says memberships are unavailable when the module is off', async () => {
    expect(await loadSignupMembership(graphql(false), 'basic')).toEqual({ kind: 'unavailable' });
  });
});

const question = (id: number) => ({ __typename: 'DemographicQuestion', id, demographicType: 1, omedaWebformText: `Q${id}`, description: null, demographicValues: [{ id: id * 10, description: 'A' }] });
const questionStream = ({ demographicIds }: Record<string, unknown>) => ({
  getOmedaDemographicStream: { totalCount: 0, edges: (demographicIds as number[]).filter((id) => id !== 999).map((id) => ({ node: question(id) })) },
});

describe('loadDemographicQuestions', () => {
  it('asks at most 10 ids a call (002 §9) and keeps the order given, leaving out unknown ids', async () => {
    const ids = Array.from({ length: 12 }, (_, i) => 2000 + i);
    const { graphql, calls } = fakeGraphQL([[GetOmedaDemographicStreamDocument, questionStream]]);
    const questions = await loadDemographicQuestions(graphql, [...ids.slice(6), 999, ...ids.slice(0, 6), 2000]);
    expect(calls.map((call) => (call.variables.demographicIds as number[]).length)).toEqual([10, 3]);
    expect(calls.every((call) => call.variables.limit === 10)).toBe(true);
    expect(questions.map((q) => q.id)).toEqual([...ids.slice(6), ...ids.slice(0, 6)]);
  });

  it('leaves the questions out when the lookup fails', async () => {
    const { graphql } = fakeGraphQL([
      [
        GetOmedaDemographicStreamDocument,
        () => {
          throw new Error('Failed: audience down');
        },
      ],
    ]);
    expect(await loadDemographicQuestions(graphql, [1])).toEqual([]);
  });
});

describe('loadRegistration', () => {
  const stub = (over: Record<string, unknown> = {}) => () => ({ getSiteUserStub: { id: 'link', email: 'new@example.com', membershipId: 1, countryCode: 'USA', region: 'NY', registered: false, ...over } });

  it("gives the form the stub, the membership's required fields and its questions, required ones first", async () => {
    const { graphql, calls } = fakeGraphQL([
      [GetSiteUserStubDocument, stub()],
      [GetMembershipStreamDocument, () => stream(node(1, 'basic', { requiredUserDemographicFields: [1001], additionalUserDemographicFields: [1003, 1001] }))],
      [GetOmedaDemographicStreamDocument, questionStream],
    ]);
    const page = await loadRegistration(graphql, 'link', 'invalid');
    expect(page).toMatchObject({
      kind: 'form',
      stub: { id: 'link', email: 'new@example.com', countryCode: 'USA', region: 'NY' },
      membership: { id: 1, requiredUserCommonFields: ['firstName', 'lastName'] },
    });
    expect(page.kind === 'form' && page.questions.map(({ question: q, required }) => [q.id, required])).toEqual([
      [1001, true],
      [1003, false],
    ]);
    expect(calls.find((call) => call.document === GetMembershipStreamDocument)?.variables).toEqual({ id: 1 });
  });

  it("shows the server's message for an unknown or expired link, and the given one without an id", async () => {
    const { graphql } = fakeGraphQL([
      [
        GetSiteUserStubDocument,
        () => {
          throw Object.assign(new Error('This registration link is invalid or has expired. Please start your registration again.'), { code: 'NOT_FOUND' });
        },
      ],
    ]);
    expect(await loadRegistration(graphql, 'gone', 'invalid')).toEqual({ kind: 'invalid', message: 'This registration link is invalid or has expired. Please start your registration again.' });
    expect(await loadRegistration(graphql, null, 'No link.')).toEqual({ kind: 'invalid', message: 'No link.' });
    expect(await loadRegistration(graphql, 'x'.repeat(201), 'Too long.')).toEqual({ kind: 'invalid', message: 'Too long.' });
  });

  it('says a completed registration is complete, and lets other failures through', async () => {
    expect(await loadRegistration(fakeGraphQL([[GetSiteUserStubDocument, stub({ registered: true })]]).graphql, 'link', 'invalid')).toEqual({ kind: 'registered' });
    const broken = fakeGraphQL([
      [
        GetSiteUserStubDocument,
        () => {
          throw Object.assign(new Error('database down'), { code: 'SERVICE_UNAVAILABLE', status: 503 });
        },
      ],
    ]);
    await expect(loadRegistration(broken.graphql, 'link', 'invalid')).rejects.toThrow('database down');
  });
});

describe('loadAccount', () => {
  const user = (over: Record<string, unknown> = {}) => ({
    id: 7,
    username: 'ada@example.com',
    memberships: [1, 3],
    missingMemberships: [2, 4],
    favoriteContent: [
      { id: 10000001, created: '2026-03-01T00:00:00.000Z' },
      { id: 10000002, created: '2026-03-05T00:00:00.000Z' },
    ],
    ...over,
  });
  const content = () => ({
    getContentStream: {
      edges: [{ node: { id: 10000002, name: 'Newer', canonicalPath: '/power/newer', type: 'Article', primarySection: { name: 'Power' }, publishedDate: 'March 5, 2026' } }],
    },
  });

  it('is null when nobody is logged in', async () => {
    const { graphql, count } = fakeGraphQL([[GetActiveSiteUserWithNewslettersDocument, () => ({ getActiveSiteUserWithNewsletters: null })]]);
    expect(await loadAccount(graphql)).toBeNull();
    expect(count(GetMembershipStreamDocument)).toBe(0);
  });

  it('names the memberships held and missing (active ones only) and lists the favourites newest first', async () => {
    const { graphql, calls } = fakeGraphQL([
      [GetActiveSiteUserWithNewslettersDocument, () => ({ getActiveSiteUserWithNewsletters: user() })],
      [GetMembershipStreamDocument, () => stream(node(1, 'basic'), node(2, 'premium', { isFree: false }), node(3, 'legacy', { status: 0 }), node(4, 'retired', { status: 0 }))],
      [GetContentStreamDocument, content],
    ]);
    const page = await loadAccount(graphql);
    expect(page?.memberships).toEqual([
      { id: 1, title: 'Basic' },
      { id: 3, title: 'Legacy' },
    ]);
    expect(page?.missingMemberships).toEqual([{ id: 2, title: 'Premium', alias: 'premium', isFree: false }]);
    expect(page?.favorites).toEqual([
      { id: 10000002, name: 'Newer', path: '/power/newer', type: 'Article', section: 'Power', publishedDate: 'March 5, 2026', created: '2026-03-05T00:00:00.000Z' },
      { id: 10000001, name: null, path: null, type: null, section: null, publishedDate: null, created: '2026-03-01T00:00:00.000Z' },
    ]);
    expect(calls.find((call) => call.document === GetContentStreamDocument)?.variables).toEqual({ includeContentIds: [10000002, 10000001], limit: 2 });
    expect(calls.find((call) => call.document === GetMembershipStreamDocument)?.variables).toEqual({ status: null });
  });

  it('asks for no content without favourites', async () => {
    const { graphql, count } = fakeGraphQL([
      [GetActiveSiteUserWithNewslettersDocument, () => ({ getActiveSiteUserWithNewsletters: user({ favoriteContent: [] }) })],
      [GetMembershipStreamDocument, () => stream()],
    ]);
    expect((await loadAccount(graphql))?.favorites).toEqual([]);
    expect(count(GetContentStreamDocument)).toBe(0);
  });
});
