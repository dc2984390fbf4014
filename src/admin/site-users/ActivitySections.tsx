import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Group, List, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { GetContentStreamDocument, type GetSiteUserQuery } from '../../gql/graphql.js';
import { FormSection } from '../forms/index.js';
import { formatLocalDateTime } from '../cms-users/format.js';
import { formatLocalDate } from './format.js';

type SiteUser = NonNullable<GetSiteUserQuery['getSiteUser']>;

/** getContentStream takes at most 1000 ids (and answers at most 1000 items). */
const FAVOURITE_NAMES_LIMIT = 1000;

/**
 * The reader's favourites, newest first, by name linked to the public page (new tab). Names come
 * from getContentStream(includeContentIds), which lists live content only: an item since
 * unpublished or deleted is shown by its id.
 */
export function FavouritesSection({ favourites }: { favourites: SiteUser['favoriteContent'] }) {
  const sorted = useMemo(() => [...favourites].sort((a, b) => b.created.localeCompare(a.created)), [favourites]);
  const ids = useMemo(() => sorted.slice(0, FAVOURITE_NAMES_LIMIT).map((f) => f.id), [sorted]);
  const { data, loading } = useQuery(GetContentStreamDocument, {
    variables: { includeContentIds: ids, limit: Math.max(1, ids.length) },
    skip: ids.length === 0,
  });
  const byId = useMemo(() => new Map(data?.getContentStream.edges.map(({ node }) => [node.id, node]) ?? []), [data]);
  return (
    <FormSection title="Favourites" description={sorted.length ? `${sorted.length} saved ${sorted.length === 1 ? 'item' : 'items'}.` : undefined}>
      {sorted.length === 0 ? (
        <Text size="sm" c="dimmed">
          No favourites.
        </Text>
      ) : (
        <List spacing="xs" listStyleType="none" aria-label="Favourites">
          {sorted.map((favourite) => {
            const item = byId.get(favourite.id);
            return (
              <List.Item key={favourite.id}>
                <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
                  {item ? (
                    <Anchor href={item.canonicalPath} target="_blank" rel="noopener" size="sm">
                      {item.name}
                    </Anchor>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {loading ? `Content ${favourite.id}…` : `Content ${favourite.id} (not published)`}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} title={formatLocalDateTime(favourite.created)}>
                    {formatLocalDate(favourite.created)}
                  </Text>
                </Group>
              </List.Item>
            );
          })}
        </List>
      )}
    </FormSection>
  );
}

/** The newsletters the reader subscribes to, by product id (with an end date when the product has one). */
export function NewslettersSection({ user }: { user: Pick<SiteUser, 'newsletters' | 'products'> }) {
  const ends = new Map(user.products.map((p) => [p.productId, p.expiresAt]));
  return (
    <FormSection title="Newsletters" description="Newsletter products the reader subscribes to.">
      {user.newsletters.length === 0 ? (
        <Text size="sm" c="dimmed">
          No newsletter subscriptions.
        </Text>
      ) : (
        <Stack gap={6} aria-label="Newsletters">
          {user.newsletters.map((productId) => {
            const end = ends.get(productId);
            return (
              <Group key={productId} gap="xs">
                <Badge variant="light" color="brand" style={{ textTransform: 'none' }}>
                  Product {productId}
                </Badge>
                {end ? (
                  <Text size="xs" c="dimmed">
                    until {formatLocalDate(end)}
                  </Text>
                ) : null}
              </Group>
            );
          })}
        </Stack>
      )}
    </FormSection>
  );
}
