import {
  GetActiveSiteUserWithNewslettersDocument,
  GetContentStreamDocument,
  GetEnabledModulesDocument,
  GetMembershipDocument,
  GetMembershipStreamDocument,
  GetOmedaDemographicStreamDocument,
  GetSiteUserStubDocument,
  type GetActiveSiteUserWithNewslettersQuery,
} from '../../gql/graphql.js';
import { MEMBERSHIP_COMMON_FIELDS, MEMBERSHIP_STATUS, type MembershipCommonField } from '../../shared/memberships.js';
import type { PageGraphQL } from '../pageContext.js';
import type { DemographicQuestionView } from './DemographicFields.js';

/**
 * What the site-user pages load on the server (their +data hooks add the shell and SEO). Pure
 * over PageGraphQL — the same in-process documents the browser may download — so unit tests feed
 * them answers (load.test.ts).
 */

export interface MembershipView {
  id: number;
  title: string;
  alias: string;
  description: string | null;
  isFree: boolean;
  requiredUserCommonFields: MembershipCommonField[];
  requiredUserDemographicFields: number[];
  additionalUserDemographicFields: number[];
}

type MembershipNode = {
  id: number;
  title: string;
  alias: string;
  status: number;
  isFree: boolean;
  requiredUserCommonFields: readonly string[];
  requiredUserDemographicFields: readonly number[];
  additionalUserDemographicFields: readonly number[];
};

const isCommonField = (field: string): field is MembershipCommonField => (MEMBERSHIP_COMMON_FIELDS as readonly string[]).includes(field);

const membershipView = (node: MembershipNode, description: string | null): MembershipView => ({
  id: node.id,
  title: node.title,
  alias: node.alias,
  description,
  isFree: node.isFree,
  requiredUserCommonFields: node.requiredUserCommonFields.filter(isCommonField),
  requiredUserDemographicFields: [...node.requiredUserDemographicFields],
  additionalUserDemographicFields: [...node.additionalUserDemographicFields],
});

/** The code of an error thrown by an in-process document (UNAUTHENTICATED, NOT_FOUND, …). */
export function errorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code } = error as { code?: unknown };
  return typeof code === 'string' ? code : null;
}

const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The memberships of the site; `status` 1 for the active ones (those offered to readers). */
async function membershipNodes(graphql: PageGraphQL, status: number | null): Promise<MembershipNode[]> {
  const answer = await graphql.run(GetMembershipStreamDocument, { status });
  return answer.getMembershipStream.edges.map((edge) => edge.node);
}

/**
 * A membership's description: getMembershipStream does not select it (its document is the spec's
 * shared lookup), getMembership does.
 */
async function descriptionOf(graphql: PageGraphQL, id: number): Promise<string | null> {
  const answer = await graphql.run(GetMembershipDocument, { id });
  return answer.getMembership.description?.trim() || null;
}

/**
 * 002 §4 "The membership system counts as active only if the memberships module is on and at least
 * one active membership exists."
 */
async function membershipSystemActive(graphql: PageGraphQL): Promise<boolean> {
  const answer = await graphql.run(GetEnabledModulesDocument, {});
  return answer.getEnabledModules.memberships && answer.getEnabledModules.membershipSystemActive;
}

export type MembershipChoices = { available: false } | { available: true; memberships: MembershipView[] };

/** /membership/choose: the site's active memberships, free and paid, with their descriptions. */
export async function loadMembershipChoices(graphql: PageGraphQL): Promise<MembershipChoices> {
  const [active, nodes] = await Promise.all([membershipSystemActive(graphql), membershipNodes(graphql, MEMBERSHIP_STATUS.active)]);
  const offered = nodes.filter((node) => node.status === MEMBERSHIP_STATUS.active);
  if (!active || offered.length === 0) return { available: false };
  const descriptions = await Promise.all(offered.map((node) => descriptionOf(graphql, node.id)));
  return { available: true, memberships: offered.map((node, index) => membershipView(node, descriptions[index] ?? null)) };
}

export type SignupMembership = { kind: 'not-found' } | { kind: 'unavailable' } | { kind: 'membership'; membership: MembershipView };

/** /membership/signup/{alias}: the active membership with that alias; unknown (or inactive) → the site's 404. */
export async function loadSignupMembership(graphql: PageGraphQL, alias: string): Promise<SignupMembership> {
  const wanted = alias.trim().toLowerCase();
  const [active, nodes] = await Promise.all([membershipSystemActive(graphql), membershipNodes(graphql, MEMBERSHIP_STATUS.active)]);
  const node = nodes.find((candidate) => candidate.status === MEMBERSHIP_STATUS.active && candidate.alias === wanted);
  if (!node) return { kind: 'not-found' };
  if (!active) return { kind: 'unavailable' };
  return { kind: 'membership', membership: membershipView(node, await descriptionOf(graphql, node.id)) };
}

/** 002 §9 "Demographic query limit 10": getOmedaDemographicStream answers at most 10 a call. */
export const DEMOGRAPHIC_QUERY_LIMIT = 10;

/**
 * The demographic questions with these ids, in the order given; ids the site does not have are
 * left out. A failed lookup leaves them all out: the form still works for what it can ask, and
 * the server names any required answer it then misses.
 */
export async function loadDemographicQuestions(graphql: PageGraphQL, ids: readonly number[]): Promise<DemographicQuestionView[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const chunks: number[][] = [];
  for (let i = 0; i < unique.length; i += DEMOGRAPHIC_QUERY_LIMIT) chunks.push(unique.slice(i, i + DEMOGRAPHIC_QUERY_LIMIT));
  try {
    const answers = await Promise.all(chunks.map((demographicIds) => graphql.run(GetOmedaDemographicStreamDocument, { demographicIds, limit: DEMOGRAPHIC_QUERY_LIMIT })));
    const byId = new Map(answers.flatMap((answer) => answer.getOmedaDemographicStream.edges.map((edge) => [edge.node.id, edge.node] as const)));
    return unique.flatMap((id) => {
      const node = byId.get(id);
      return node ? [{ id: node.id, demographicType: node.demographicType, omedaWebformText: node.omedaWebformText, description: node.description ?? null, demographicValues: node.demographicValues }] : [];
    });
  } catch (error) {
    console.warn('[registration] demographic questions could not be loaded:', errorMessage(error));
    return [];
  }
}

export interface RegistrationStub {
  id: string;
  email: string;
  countryCode: string | null;
  region: string | null;
}

export type RegistrationPage =
  | { kind: 'invalid'; message: string }
  | { kind: 'registered' }
  | {
      kind: 'form';
      stub: RegistrationStub;
      membership: MembershipView | null;
      questions: Array<{ question: DemographicQuestionView; required: boolean }>;
    };

/** The registration link's id: a token of the server, at most 200 characters. */
const MAX_LINK_ID_LENGTH = 200;

/**
 * /account/registration?id=…: what the link is for (getSiteUserStub), the membership it joins
 * (its required fields) and the membership's demographic questions, required ones first. An
 * unknown or expired link shows the server's message.
 */
export async function loadRegistration(graphql: PageGraphQL, id: string | null, invalidMessage: string): Promise<RegistrationPage> {
  if (!id || id.length > MAX_LINK_ID_LENGTH) return { kind: 'invalid', message: invalidMessage };
  let stub;
  try {
    stub = (await graphql.run(GetSiteUserStubDocument, { id })).getSiteUserStub;
  } catch (error) {
    if (errorCode(error) === 'NOT_FOUND' || errorCode(error) === 'BAD_USER_INPUT') return { kind: 'invalid', message: errorMessage(error) };
    throw error;
  }
  if (stub.registered) return { kind: 'registered' };
  let membership: MembershipView | null = null;
  if (stub.membershipId !== null && stub.membershipId !== undefined) {
    const [node] = (await graphql.run(GetMembershipStreamDocument, { id: stub.membershipId })).getMembershipStream.edges.map((edge) => edge.node);
    if (node) membership = membershipView(node, null);
  }
  const required = membership?.requiredUserDemographicFields ?? [];
  const additional = (membership?.additionalUserDemographicFields ?? []).filter((id) => !required.includes(id));
  const questions = await loadDemographicQuestions(graphql, [...required, ...additional]);
  return {
    kind: 'form',
    stub: { id: stub.id, email: stub.email, countryCode: stub.countryCode ?? null, region: stub.region ?? null },
    membership,
    questions: questions.map((question) => ({ question, required: required.includes(question.id) })),
  };
}

export type AccountUser = NonNullable<GetActiveSiteUserWithNewslettersQuery['getActiveSiteUserWithNewsletters']>;

export interface FavoriteView {
  id: number;
  /** null: the item is no longer published (it can still be removed). */
  name: string | null;
  path: string | null;
  type: string | null;
  section: string | null;
  publishedDate: string | null;
  /** When it was added (ISO). */
  created: string;
}

export interface AccountPage {
  user: AccountUser;
  /** Memberships held, by title. */
  memberships: Array<{ id: number; title: string }>;
  /** Active memberships the user does not hold (002 §3 "missingMemberships"), with their sign-up alias. */
  missingMemberships: Array<{ id: number; title: string; alias: string; isFree: boolean }>;
  /** Newest first. */
  favorites: FavoriteView[];
}

/** getContentStream's id lists take at most 1000 ids (schema/content.graphql). */
const MAX_FAVORITES = 1000;

const isoOf = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value));

/** The favourites with their names and links, newest first; items no longer live keep their id only. */
async function favoriteViews(graphql: PageGraphQL, favorites: AccountUser['favoriteContent']): Promise<FavoriteView[]> {
  const sorted = [...favorites].sort((a, b) => isoOf(b.created).localeCompare(isoOf(a.created))).slice(0, MAX_FAVORITES);
  if (sorted.length === 0) return [];
  const answer = await graphql.run(GetContentStreamDocument, { includeContentIds: sorted.map((f) => f.id), limit: sorted.length });
  const items = new Map(answer.getContentStream.edges.map((edge) => [edge.node.id, edge.node]));
  return sorted.map((favorite) => {
    const item = items.get(favorite.id);
    return {
      id: favorite.id,
      name: item?.name ?? null,
      path: item?.canonicalPath ?? null,
      type: item?.type ?? null,
      section: item?.primarySection?.name ?? null,
      publishedDate: item?.publishedDate ?? null,
      created: isoOf(favorite.created),
    };
  });
}

/** /account: the logged-in reader (null: nobody is logged in) with their memberships and favourites. */
export async function loadAccount(graphql: PageGraphQL): Promise<AccountPage | null> {
  const user = (await graphql.run(GetActiveSiteUserWithNewslettersDocument, { useCache: false })).getActiveSiteUserWithNewsletters;
  if (!user) return null;
  const [nodes, favorites] = await Promise.all([membershipNodes(graphql, null), favoriteViews(graphql, user.favoriteContent)]);
  const byId = new Map(nodes.map((node) => [node.id, node]));
  return {
    user,
    memberships: user.memberships.flatMap((id) => {
      const node = byId.get(id);
      return node ? [{ id, title: node.title }] : [];
    }),
    missingMemberships: user.missingMemberships.flatMap((id) => {
      const node = byId.get(id);
      return node && node.status === MEMBERSHIP_STATUS.active ? [{ id, title: node.title, alias: node.alias, isFree: node.isFree }] : [];
    }),
    favorites,
  };
}
