import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import {
  GetContentAdminStreamDocument,
  GetMembershipStreamDocument,
  GetPersonStreamDocument,
  GetWebsiteSectionsHierarchyDocument,
  MatchTaxonomyStreamDocument,
  type ContentType,
} from '../../gql/graphql.js';
import type { SelectOption } from '../forms/index.js';

/** Sections of the site for selects (tree order, full names) and their aliases for the path preview. */
export function useSections() {
  const { data, loading } = useQuery(GetWebsiteSectionsHierarchyDocument);
  return useMemo(() => {
    const list = data?.getWebsiteSectionsHierarchy ?? [];
    return {
      loading,
      options: list.map((s): SelectOption => ({ value: String(s.id), label: s.fullName })),
      aliasOf: new Map(list.map((s) => [String(s.id), s.alias])),
    };
  }, [data, loading]);
}

/** Active memberships of the site (000 §4: offered only when status is 1). */
export function useMembershipOptions(): SelectOption[] {
  const { data } = useQuery(GetMembershipStreamDocument, { variables: { status: 1 } });
  return useMemo(() => (data?.getMembershipStream.edges ?? []).map(({ node }) => ({ value: String(node.id), label: node.title })), [data]);
}

/** Search-as-you-type loaders for the editor's async selects. */
export function useContentLoaders() {
  const client = useApolloClient();
  const taxonomy = useCallback(
    async (phrase: string): Promise<SelectOption[]> => {
      const { data } = await client.query({ query: MatchTaxonomyStreamDocument, variables: { phrase, limit: 50 }, fetchPolicy: 'network-only' });
      return (data?.matchTaxonomyStream.edges ?? []).map(({ node }) => ({ value: String(node.id), label: `${node.fullName} (${node.type})` }));
    },
    [client],
  );
  const persons = useCallback(
    async (phrase: string): Promise<SelectOption[]> => {
      const { data } = await client.query({
        query: GetPersonStreamDocument,
        variables: { input: { phrase, status: [1], pagination: { limit: 50 } } },
        fetchPolicy: 'network-only',
      });
      return (data?.getPersonStream.edges ?? []).map(({ node }) => ({ value: String(node.id), label: node.fullName }));
    },
    [client],
  );
  const contentOfType = useCallback(
    (type: ContentType) =>
      async (phrase: string): Promise<SelectOption[]> => {
        const { data } = await client.query({
          query: GetContentAdminStreamDocument,
          // The stream also matches names containing the phrase, so "acm" finds "Acme" while typing.
          variables: { input: { types: [type], statuses: [1, 2], phrase, sortField: 'name', sortOrder: 'asc', pagination: { limit: 50 } } },
          fetchPolicy: 'network-only',
        });
        return (data?.getContentAdminStream.edges ?? []).map(({ node }) => ({ value: String(node.id), label: node.name }));
      },
    [client],
  );
  return { taxonomy, persons, contentOfType };
}

/** Labels of chosen content items (contacts of a company), read once when the editor opens. */
export function useContentLabels(ids: readonly number[]): SelectOption[] {
  const { data } = useQuery(GetContentAdminStreamDocument, {
    variables: { input: { includeIds: [...ids], pagination: { limit: 100 } } },
    skip: ids.length === 0,
  });
  return useMemo(() => (data?.getContentAdminStream.edges ?? []).map(({ node }) => ({ value: String(node.id), label: node.name })), [data]);
}
