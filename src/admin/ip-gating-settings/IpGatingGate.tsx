import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { GetSiteSettingFlagsDocument } from '../../gql/graphql.js';
import { CenteredLoader } from '../forms/index.js';
import { useAdminSession } from '../shell/session.js';

/** Where the IP gating screens stand on this site: 'module-off', 'flag-off', 'loading' or 'on'. */
export function useIpGatingState(): 'module-off' | 'flag-off' | 'loading' | 'on' {
  const { modules } = useAdminSession();
  // Read fresh (cache-and-network): the flag may have been switched on a moment ago in the settings.
  const { data, loading } = useQuery(GetSiteSettingFlagsDocument, { fetchPolicy: 'cache-and-network' });
  if (!modules.memberships) return 'module-off';
  if (data?.getSiteSettingFlags.ipGating === true) return 'on';
  if (loading) return 'loading';
  // A failed flag query leaves the screens usable: the server decides what may be saved.
  return data ? 'flag-off' : 'on';
}

/**
 * The IP gating screens exist only where the menu offers them (001 §2: Site memberships needs the
 * memberships module; ip-gating-settings "also gated by the IP gating flag", the membership
 * setting allowIpGating). Elsewhere they say why and where to switch it on.
 */
export function IpGatingGate({ children }: { children: ReactNode }) {
  const { can } = useAdminSession();
  const state = useIpGatingState();
  if (state === 'loading') return <CenteredLoader />;
  if (state === 'module-off') {
    return (
      <Alert color="yellow" title="Site memberships are off for this site" maw={720} data-testid="ip-gating-off">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">IP gating belongs to site memberships, which this site does not use.</Text>
          {can('manage_modules') ? (
            <Anchor href="/admin/edit-enabled-modules" size="sm">
              Turn on the memberships module
            </Anchor>
          ) : null}
        </Stack>
      </Alert>
    );
  }
  if (state === 'flag-off') {
    return (
      <Alert color="yellow" title="IP gating is off for this site" maw={720} data-testid="ip-gating-off">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            Readers at site-licence companies&apos; addresses pass gating only while IP gating is allowed in the membership settings. Companies saved
            earlier are kept.
          </Text>
          {can('manage_memberships') ? (
            <Anchor href="/admin/membership-settings" size="sm">
              Open the membership settings
            </Anchor>
          ) : null}
        </Stack>
      </Alert>
    );
  }
  return <>{children}</>;
}
