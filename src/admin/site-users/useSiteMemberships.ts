import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { GetMembershipStreamDocument, type GetMembershipStreamQuery } from '../../gql/graphql.js';

export type SiteMembership = GetMembershipStreamQuery['getMembershipStream']['edges'][number]['node'];

export interface SiteMemberships {
  /** Every membership of the site, active or not (a reader may still hold an inactive one). */
  list: SiteMembership[];
  byId: ReadonlyMap<number, SiteMembership>;
  loading: boolean;
  error: unknown;
}

/** The site's memberships (a handful per site: one call, shared through Apollo's cache). */
export function useSiteMemberships(): SiteMemberships {
  const { data, loading, error } = useQuery(GetMembershipStreamDocument, { variables: {}, fetchPolicy: 'cache-first' });
  return useMemo(() => {
    const list = data?.getMembershipStream.edges.map(({ node }) => node) ?? [];
    return { list, byId: new Map(list.map((m) => [m.id, m])), loading, error };
  }, [data, loading, error]);
}

/** 'Premium', or 'Membership 12' for one the site no longer lists. */
export function membershipTitle(memberships: SiteMemberships, id: number): string {
  return memberships.byId.get(id)?.title ?? `Membership ${id}`;
}
