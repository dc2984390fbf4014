import { useApolloClient } from '@apollo/client/react';
import { useCallback, useRef } from 'react';
import { GetContentAdminStreamDocument, SearchContentDocument } from '../../gql/graphql.js';
import { CONTENT_STATUS_LABELS } from '../../shared/contentStatus.js';
import type { SelectOption } from '../forms/index.js';
import { useAdminSession } from '../shell/session.js';

/** What the list needs of an item picked in the search (the rest comes with the saved list). */
export interface PickedContent {
  id: number;
  name: string;
  type: string;
  status: number;
  primarySectionName: string | null;
  published: string | null;
}

export interface ContentSearch {
  load: (phrase: string) => Promise<SelectOption[]>;
  /** The item behind an option the last search answered. */
  picked: (value: string) => PickedContent | undefined;
}

/**
 * The "Add content" search. Editors (manage_content or bulk_update_content) search the admin
 * content stream — published and draft items, the name matched anywhere (getContentAdminStream,
 * as the content editor's pickers do). A newsletter manager without those permissions may not read
 * that stream, so they search the site's published content (searchContent) instead.
 */
export function useContentSearch(): ContentSearch {
  const client = useApolloClient();
  const admin = useAdminSession().can('manage_content', 'bulk_update_content');
  // The items of the answers so far, so that picking an option adds the item with its type and status.
  const seen = useRef(new Map<string, PickedContent>());

  const load = useCallback(
    async (phrase: string): Promise<SelectOption[]> => {
      let found: PickedContent[];
      if (admin) {
        const { data } = await client.query({
          query: GetContentAdminStreamDocument,
          variables: { input: { statuses: [1, 2], phrase, pagination: { limit: 30 } } },
          fetchPolicy: 'network-only',
        });
        found = (data?.getContentAdminStream.edges ?? []).map(({ node }) => ({
          id: node.id,
          name: node.name,
          type: node.type,
          status: node.status,
          primarySectionName: node.primarySection?.name ?? null,
          published: node.published ?? null,
        }));
      } else {
        const { data } = await client.query({ query: SearchContentDocument, variables: { text: phrase, limit: 30 }, fetchPolicy: 'network-only' });
        found = (data?.searchContent.edges ?? []).map(({ node }) => ({
          id: node.id,
          name: node.name,
          type: node.type,
          status: 1,
          primarySectionName: node.primarySection?.name ?? null,
          published: node.published ?? null,
        }));
      }
      for (const item of found) seen.current.set(String(item.id), item);
      return found.map((item) => ({
        value: String(item.id),
        label: `${item.name} · ${item.type}${item.status === 1 ? '' : ` (${CONTENT_STATUS_LABELS[item.status as 0 | 1 | 2] ?? item.status})`}`,
      }));
    },
    [client, admin],
  );
  return { load, picked: (value) => seen.current.get(value) };
}
