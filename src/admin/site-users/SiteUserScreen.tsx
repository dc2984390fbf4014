import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { GetSiteUserDocument, LogoutSiteUserDocument, SimulateSiteUserDocument, type GetSiteUserQuery } from '../../gql/graphql.js';
import { Loaded } from '../forms/index.js';
import { toSubmitError } from '../forms/submitError.js';
import { formatLocalDateTime } from '../cms-users/format.js';
import { useAdminSession } from '../shell/session.js';
import { showToast } from '../shell/toast.js';
import { FavouritesSection, NewslettersSection } from './ActivitySections.js';
import { DemographicsSection } from './DemographicsSection.js';
import { siteUserName, siteUserStatus } from './format.js';
import { MembershipsSection } from './MembershipsSection.js';
import { EditProfileSection, ProfileSection } from './ProfileSections.js';
import { signInAsSiteUser, simulatedMessage } from './simulation.js';
import { useSiteMemberships } from './useSiteMemberships.js';

type SiteUser = NonNullable<GetSiteUserQuery['getSiteUser']>;

const BACK = { href: '/admin/site-users', label: 'Back to site users' };

/**
 * /admin/site-users/{id}: one reader — profile, memberships held (with expiry and amount),
 * newsletters, favourites, demographic answers — and, for managers (manage_site_users; the server
 * refuses the others anyway), the profile edit, "Grant membership" and "Sign in as this user".
 */
export function SiteUserScreen({ id }: { id: number }) {
  const { data, loading, error } = useQuery(GetSiteUserDocument, { variables: { id }, fetchPolicy: 'network-only' });
  return (
    <Loaded data={data} loading={loading} error={error} errorTitle="This site user cannot be opened" back={BACK}>
      {({ getSiteUser }) =>
        getSiteUser ? (
          <SiteUserDetails user={getSiteUser} />
        ) : (
          <Alert color="red" title="This site user cannot be opened">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">No site user with this id was found on this site.</Text>
              <Anchor href={BACK.href} size="sm">
                {BACK.label}
              </Anchor>
            </Stack>
          </Alert>
        )
      }
    </Loaded>
  );
}

function SiteUserDetails({ user }: { user: SiteUser }) {
  const { can } = useAdminSession();
  const canManage = can('manage_site_users');
  const memberships = useSiteMemberships();
  return (
    <Stack gap="lg" maw={1200}>
      <SiteUserSummary user={user} canManage={canManage} />
      <SimpleGrid cols={{ base: 1, md: canManage ? 2 : 1 }} spacing="lg">
        <ProfileSection user={user} />
        {canManage ? <EditProfileSection user={user} /> : null}
      </SimpleGrid>
      <MembershipsSection user={user} memberships={memberships} canManage={canManage} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <FavouritesSection favourites={user.favoriteContent} />
        <NewslettersSection user={user} />
      </SimpleGrid>
      <DemographicsSection answers={user.demographics} />
      <Anchor href={BACK.href} size="sm">
        {BACK.label}
      </Anchor>
    </Stack>
  );
}

function SiteUserSummary({ user, canManage }: { user: SiteUser; canManage: boolean }) {
  const status = siteUserStatus(user.status);
  const simulation = useSimulation(user);
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={4}>
            <Group gap="sm" wrap="wrap">
              <Text fw={600} size="lg" data-testid="site-user-name">
                {siteUserName(user)}
              </Text>
              <Badge color={status.color} variant="light">
                {status.label}
              </Badge>
              {user.hasPaid ? (
                <Badge color="orange" variant="outline">
                  Paid
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed">
              {user.username} · Created {formatLocalDateTime(user.created)} · Last login {user.lastLogin ? formatLocalDateTime(user.lastLogin) : 'never'}
            </Text>
          </Stack>
          {canManage ? (
            <Stack gap={4} align="flex-end">
              <Button onClick={() => void simulation.signIn()} loading={simulation.busy} disabled={user.status !== 1} variant="light">
                Sign in as this user
              </Button>
              {user.status !== 1 ? (
                <Text size="xs" c="dimmed">
                  Only active readers can be signed into.
                </Text>
              ) : null}
            </Stack>
          ) : null}
        </Group>
        {canManage && simulation.signedIn ? (
          <Alert color="green" variant="light" p="xs" data-testid="simulation-notice">
            <Text size="sm">
              This browser is signed into the site as {simulation.signedIn.name} until {formatLocalDateTime(simulation.signedIn.expiresAt)}.{' '}
              <Anchor href="/" target="_blank" rel="noopener" size="sm">
                Open the site
              </Anchor>
            </Text>
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * "Sign in as this user" (001 §4): logs this browser's reader out, signs in as the reader through
 * simulateSiteUser, sets the cookies and says 'Successfully signed into {user}'; the summary then
 * offers a link to the site. A refusal shows the server's message (001 §8).
 */
function useSimulation(user: SiteUser) {
  const [simulate] = useMutation(SimulateSiteUserDocument);
  const [logout] = useMutation(LogoutSiteUserDocument);
  const [busy, setBusy] = useState(false);
  const [signedIn, setSignedIn] = useState<{ name: string; expiresAt: string } | null>(null);

  async function signIn() {
    setBusy(true);
    setSignedIn(null);
    try {
      const answer = await signInAsSiteUser(user.username, {
        logout: () => logout(),
        simulate: async (username) => {
          const result = (await simulate({ variables: { username } })).data?.simulateSiteUser;
          if (!result) throw new Error('The server did not answer the sign-in.');
          return result;
        },
      });
      const name = siteUserName(user);
      setSignedIn({ name, expiresAt: answer.expiresAt });
      showToast({ kind: 'success', message: simulatedMessage(name) });
    } catch (error) {
      showToast({ kind: 'error', title: 'Could not sign in as this user', message: toSubmitError(error).message });
    } finally {
      setBusy(false);
    }
  }

  return { signIn, busy, signedIn };
}
