import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { GetPublicationStreamDocument } from '../../gql/graphql.js';

/**
 * The site's publications as select options (inactive ones marked), for the issue and section
 * screens. With `activeOnly` (the content editor, whose users may hold no magazine permission)
 * only the active ones, which anyone may read.
 */
export function usePublicationOptions({ activeOnly = false }: { activeOnly?: boolean } = {}) {
  const { data, loading, error } = useQuery(GetPublicationStreamDocument, {
    variables: { input: { status: activeOnly ? [1] : [1, 0], pagination: { limit: 200 } } },
    fetchPolicy: 'cache-and-network',
  });
  const options = useMemo(
    () => (data?.getPublicationStream.edges ?? []).map(({ node }) => ({ value: String(node.id), label: node.status === 1 ? node.name : `${node.name} (inactive)` })),
    [data],
  );
  return { options, loading, error };
}
