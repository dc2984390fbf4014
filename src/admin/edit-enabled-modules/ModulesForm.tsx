import { ConflictAlert, useConflict } from '../forms/Conflict.js';
import { Alert, Anchor, Badge, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { Fragment, useMemo } from 'react';
import { GetEnabledModulesDocument, SaveEnabledModulesDocument, type GetEnabledModulesQuery } from '../../gql/graphql.js';
import { Form, SubmitButton, SwitchField, Loaded } from '../forms/index.js';
import { showToast } from '../shell/toast.js';
import { MODULE_INFO, MODULE_KEYS, NOT_SAVED_NOTE, moduleValues, modulesInput, type ModuleValues } from './modules.js';

type EnabledModules = GetEnabledModulesQuery['getEnabledModules'];

/**
 * /admin/edit-enabled-modules: the six module switches of the current site, saved with the
 * version they were read at (a CONFLICT offers to reload), and whether the membership system is
 * active (the memberships module on and an active membership).
 */
export function ModulesForm() {
  const { data, loading, error, refetch } = useQuery(GetEnabledModulesDocument, { fetchPolicy: 'cache-and-network' });
  return (
    <Loaded data={data} loading={loading} error={error} errorTitle="The modules could not be loaded">
      {({ getEnabledModules: modules }) => (
        <SwitchesForm
          key={`${modules.version}-${String(modules.saved)}`}
          modules={modules}
          onReload={async () => {
            await refetch();
          }}
        />
      )}
    </Loaded>
  );
}

function SwitchesForm({ modules, onReload }: { modules: EnabledModules; onReload: () => Promise<void> }) {
  const [save] = useMutation(SaveEnabledModulesDocument, {
    // The shell's menus read the same query: give them the saved switches at once.
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: GetEnabledModulesDocument, data: { getEnabledModules: data.saveEnabledModules } });
    },
  });
  const conflict = useConflict(onReload);
  const initialValues = useMemo(() => moduleValues(modules), [modules]);

  async function onSubmit(values: ModuleValues) {
    const result = await conflict.guard(() => save({ variables: { input: modulesInput(values, modules.version) } }));
    if (!result) return;
    showToast({ kind: 'success', message: 'The modules were saved.' });
  }

  return (
    <Stack gap="lg" maw={760}>
      {!modules.saved ? (
        <Alert color="blue" title="Defaults in use" data-testid="modules-not-saved">
          {NOT_SAVED_NOTE}
        </Alert>
      ) : null}
      <ConflictAlert title="Someone else changed the modules" state={conflict} />
      <Form<ModuleValues> onSubmit={onSubmit} initialValues={initialValues} errorTitle="The modules were not saved" aria-label="Enabled modules">
        <Stack gap="lg">
          <Paper withBorder radius="md" p="lg">
            <Stack gap="md">
              <div>
                <Title order={2} size="h4">
                  Modules of this site
                </Title>
                <Text size="sm" c="dimmed">
                  A module that is off disappears from the admin menus and from the website.
                </Text>
              </div>
              {MODULE_KEYS.map((key, index) => (
                <Fragment key={key}>
                  {index > 0 ? <Divider /> : null}
                  <SwitchField name={key} label={MODULE_INFO[key].label} description={MODULE_INFO[key].description} size="md" />
                </Fragment>
              ))}
            </Stack>
          </Paper>
          <MembershipSystemStatus modules={modules} />
          <Group justify="flex-end">
            <SubmitButton disableWhenPristine>Save modules</SubmitButton>
          </Group>
        </Stack>
      </Form>
    </Stack>
  );
}

function MembershipSystemStatus({ modules }: { modules: EnabledModules }) {
  const active = modules.membershipSystemActive;
  const reason = active
    ? 'The memberships module is on and at least one membership is active.'
    : modules.memberships
      ? 'The memberships module is on, but no membership is active yet.'
      : 'The memberships module is off.';
  return (
    <Paper withBorder radius="md" p="md" data-testid="membership-system">
      <Stack gap={4}>
        <Group gap="sm">
          <Text size="sm" fw={600}>
            Membership system
          </Text>
          <Badge color={active ? 'green' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
            {active ? 'Active' : 'Not active'}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {reason} It counts as active only when the memberships module is on and an active membership exists
          {modules.memberships && !active ? (
            <>
              {' '}
              (<Anchor href="/admin/memberships">manage memberships</Anchor>)
            </>
          ) : null}
          . This reflects the saved settings.
        </Text>
      </Stack>
    </Paper>
  );
}
