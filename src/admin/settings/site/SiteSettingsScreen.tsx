import { useMutation, useQuery } from '@apollo/client/react';
import { Accordion, Badge, Group, NavLink, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FormSpy } from 'react-final-form';
import { GetSiteSettingsPayloadDocument, SaveSiteSettingsDocument } from '../../../gql/graphql.js';
import { checkSiteSettings, siteSettingsWithDefaults, type SiteSettings, type SiteSettingsGroup } from '../../../shared/settings/index.js';
import { setSiteSettingFlags } from '../../shell/flags.js';
import { useAdminSession } from '../../shell/session.js';
import { SettingsScreen } from '../SettingsScreen.js';
import { SITE_SETTINGS_GROUPS, groupsWithErrors } from './groups.js';

/**
 * /admin/edit-site-settings (classic) and /admin/site-settings-new (new design): the same data,
 * schema and rules; only the layout differs. Classic: one long form, a collapsible section per
 * group. New: the group navigation in the left panel, one group at a time (the others stay
 * mounted but hidden, so their values and errors are kept and checked on save).
 */
export type SiteSettingsLayout =
  | { kind: 'classic' }
  | { kind: 'new'; active: SiteSettingsGroup; onErrorGroups: (groups: Set<SiteSettingsGroup>) => void; onSelect: (group: SiteSettingsGroup) => void };

export function SiteSettingsScreen({ layout }: { layout: SiteSettingsLayout }) {
  const { can } = useAdminSession();
  const query = useQuery(GetSiteSettingsPayloadDocument, { fetchPolicy: 'cache-and-network' });
  const [save] = useMutation(SaveSiteSettingsDocument, { refetchQueries: ['getSiteSettingFlags'] });
  const readOnly = !can('manage_site_settings');

  return (
    <SettingsScreen<SiteSettings>
      loadErrorTitle="The site settings could not be loaded"
      doc={query.data?.getSiteSettingsPayload}
      error={query.error}
      loading={query.loading}
      reload={() => query.refetch()}
      withDefaults={siteSettingsWithDefaults}
      check={checkSiteSettings}
      noun="site settings"
      readOnly={readOnly}
      save={async (payload, version) => {
        const result = await save({ variables: { payload, version } });
        const saved = result.data?.saveSiteSettings.payload as SiteSettings | undefined;
        if (saved) setSiteSettingFlags({ newDesign: saved.general.newDesign, companyUpdates: saved.companyUpdate.enabled });
        return result;
      }}
    >
      {() => (layout.kind === 'classic' ? <ClassicGroups readOnly={readOnly} /> : <OneGroup layout={layout} readOnly={readOnly} />)}
    </SettingsScreen>
  );
}

/** Every group in an accordion; groups with errors open after a failed save. */
function ClassicGroups({ readOnly }: { readOnly: boolean }) {
  const [open, setOpen] = useState<string[]>(['general']);
  return (
    <>
      <FormSpy subscription={{ errors: true, submitErrors: true, submitFailed: true }}>
        {({ errors, submitErrors, submitFailed }) => (
          <OpenOnErrors active={Boolean(submitFailed)} groups={groupsWithErrors(errors, submitErrors)} onOpen={(keys) => setOpen((current) => [...new Set([...current, ...keys])])} />
        )}
      </FormSpy>
      <Accordion multiple value={open} onChange={setOpen} variant="separated" radius="md" data-testid="site-settings-groups">
        {SITE_SETTINGS_GROUPS.map(({ key, title, description, Fields }) => (
          <Accordion.Item key={key} value={key} data-group={key}>
            <Accordion.Control>
              <Text fw={600}>{title}</Text>
              <Text size="xs" c="dimmed">
                {description}
              </Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Fields readOnly={readOnly} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </>
  );
}

/** Opens (or reports) the groups holding errors once a save failed. */
function OpenOnErrors({ active, groups, onOpen }: { active: boolean; groups: Set<SiteSettingsGroup>; onOpen: (keys: SiteSettingsGroup[]) => void }) {
  const signature = [...groups].sort().join(',');
  useEffect(() => {
    if (active && signature) onOpen(signature.split(',') as SiteSettingsGroup[]);
    // The signature stands for the set: run when it changes, not on every render.
  }, [active, signature]);
  return null;
}

function OneGroup({ layout, readOnly }: { layout: Extract<SiteSettingsLayout, { kind: 'new' }>; readOnly: boolean }) {
  return (
    <>
      <FormSpy subscription={{ errors: true, submitErrors: true, submitFailed: true }}>
        {({ errors, submitErrors, submitFailed }) => (
          <ReportErrors
            // Client-side errors count once a save was tried, so a new form does not open covered in red.
            groups={submitFailed ? groupsWithErrors(errors, submitErrors) : groupsWithErrors(submitErrors)}
            failed={Boolean(submitFailed)}
            layout={layout}
          />
        )}
      </FormSpy>
      {SITE_SETTINGS_GROUPS.map(({ key, title, description, Fields }) => (
        <Paper key={key} withBorder radius="md" p="lg" style={key === layout.active ? undefined : { display: 'none' }} data-group={key}>
          <Stack gap="md">
            <div>
              <Title order={2} size="h4">
                {title}
              </Title>
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            </div>
            <Fields readOnly={readOnly} />
          </Stack>
        </Paper>
      ))}
    </>
  );
}

function ReportErrors({ groups, failed, layout }: { groups: Set<SiteSettingsGroup>; failed: boolean; layout: Extract<SiteSettingsLayout, { kind: 'new' }> }) {
  const signature = [...groups].sort().join(',');
  const { onErrorGroups, onSelect, active } = layout;
  useEffect(() => {
    onErrorGroups(new Set(signature ? (signature.split(',') as SiteSettingsGroup[]) : []));
  }, [signature, onErrorGroups]);
  // A failed save whose errors are all in other groups: show the first of them.
  useEffect(() => {
    if (!failed || !signature) return;
    const keys = signature.split(',');
    if (!keys.includes(active)) {
      const first = SITE_SETTINGS_GROUPS.find((g) => keys.includes(g.key));
      if (first) onSelect(first.key);
    }
    // Only when a save fails (or its errors change), not when the editor moves to another group.
  }, [failed, signature]);
  return null;
}

/** The left panel of the new design: one link per group, a red badge on groups with errors. */
export function SiteSettingsGroupNav({
  active,
  errorGroups,
  onSelect,
}: {
  active: SiteSettingsGroup;
  errorGroups: Set<SiteSettingsGroup>;
  onSelect: (group: SiteSettingsGroup) => void;
}) {
  return (
    <nav aria-label="Site settings groups" data-testid="site-settings-nav">
      {SITE_SETTINGS_GROUPS.map(({ key, title }) => (
        <NavLink
          key={key}
          href={`#${key}`}
          label={title}
          active={key === active}
          onClick={(event) => {
            event.preventDefault();
            onSelect(key);
          }}
          rightSection={
            errorGroups.has(key) ? (
              <Group gap={4}>
                <Badge color="red" size="xs" variant="filled" aria-label={`${title} has errors`}>
                  !
                </Badge>
              </Group>
            ) : undefined
          }
        />
      ))}
    </nav>
  );
}
