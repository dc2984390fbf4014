import { Alert, Anchor, Badge, Box, Button, Group, List, Paper, Stack, Switch, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQuery } from '@apollo/client/react';
import { setIn } from 'final-form';
import { useMemo, useState } from 'react';
import { useFormState } from 'react-final-form';
import { navigate } from 'vike/client/router';
import { DeleteWebLayoutDocument, GetTenantInfoDocument, GetWebLayoutDocument, SaveWebLayoutDocument } from '../../gql/graphql.js';
import { ConfirmModal, ConflictAlert, Form, FormSection, Loaded, SubmitButton, TrashIcon, useConflict, type SelectOption } from '../forms/index.js';
import { SubmitError, toSubmitError } from '../forms/submitError.js';
import { formatLocalDateTime } from '../cms-users/format.js';
import { useAdminSession } from '../shell/session.js';
import { showToast } from '../shell/toast.js';
import { blockDefaults, checkBlock } from './blockCatalogue.js';
import { GridTabs } from './grid/GridTabs.js';
import { IdentityFields, PageFields, ScopeFields, SiteFields } from './LayoutFields.js';
import { LayoutPreview } from './LayoutPreview.js';
import { describeErrorPath, flattenErrors, layoutFormErrors, layoutFormValues, newLayoutValues, toFormErrorPaths, toLayoutInput, type EditableLayout, type LayoutFormValues } from './layoutForm.js';
import { layoutTypeLabel } from './layoutList.js';

export type LayoutEditorProps = { mode: 'create' } | { mode: 'edit'; id: number };

/**
 * The one layout screen (spec 001 §3 "Layout", "Grid settings"), in create mode
 * (/admin/create-web-layout) or edit mode (/admin/edit-web-layout/{id}); read-only for users with
 * view_site_layouts only. The form checks what the server checks (the shared layout schema and
 * each block type's settings schema); a save carries the version it started from.
 */
export function LayoutEditor(props: LayoutEditorProps) {
  const editId = props.mode === 'edit' ? props.id : null;
  const { data, loading, error, refetch } = useQuery(GetWebLayoutDocument, {
    variables: { id: editId ?? 0 },
    skip: editId === null,
    fetchPolicy: 'network-only',
  });
  if (editId === null) return <LayoutForm layout={null} onReload={null} />;
  return (
    <Loaded data={data} loading={loading} error={error} errorTitle="This layout cannot be opened" back={{ href: '/admin/layouts', label: 'Back to layouts' }}>
      {({ getWebLayout }) => (
        <LayoutForm
          // A new version (saved here, or reloaded after a conflict) starts the form again from it.
          key={getWebLayout.version}
          layout={getWebLayout}
          onReload={async () => {
            await refetch();
          }}
        />
      )}
    </Loaded>
  );
}

/** Flat messages (path → text) as final-form's nested errors. */
function nestErrors(flat: Record<string, string>): object {
  return Object.entries(flat).reduce<object>((errors, [path, message]) => setIn(errors, path, message), {});
}

function useSiteOptions(): { options: SelectOption[]; loading: boolean } {
  const session = useAdminSession();
  const viewerIsGlobal = session.user.isGlobal === 1;
  // The site list of the CMS user screens: a site-specific user can only choose their own sites.
  const { data, loading } = useQuery(GetTenantInfoDocument, { variables: { includeTest: true } });
  const options = useMemo<SelectOption[]>(() => {
    const allowed = viewerIsGlobal ? null : new Set(session.user.tenants.map((t) => t.id));
    return (data?.getTenantInfo.tenants ?? [])
      .filter((t) => !allowed || allowed.has(t.id))
      .map((t) => ({ value: String(t.id), label: t.isTest ? `${t.name} (test)` : t.name }));
  }, [data, viewerIsGlobal, session.user.tenants]);
  return { options, loading };
}

function LayoutForm({ layout, onReload }: { layout: EditableLayout | null; onReload: (() => Promise<void>) | null }) {
  const session = useAdminSession();
  const viewerIsGlobal = session.user.isGlobal === 1;
  // The server lets only global users change a global layout (or make one global).
  const lockedGlobal = Boolean(layout?.isGlobal) && !viewerIsGlobal;
  const canManage = session.can('manage_site_layouts') && !lockedGlobal;
  const readOnly = !canManage;
  const conflict = useConflict(onReload);
  const [save] = useMutation(SaveWebLayoutDocument);
  const [deleting, setDeleting] = useState(false);
  const sites = useSiteOptions();
  const { initialValues, unreadableRows } = useMemo(() => {
    if (!layout) return { initialValues: newLayoutValues(session.tenant.id), unreadableRows: 0 };
    const read = layoutFormValues(layout, blockDefaults);
    return { initialValues: read.values, unreadableRows: read.unreadableRows };
  }, [layout, session.tenant.id]);

  async function onSubmit(values: LayoutFormValues) {
    const { input, aliasInputs } = toLayoutInput(values, layout ? { id: layout.id, version: layout.version } : null);
    let result;
    try {
      result = await conflict.guard(() => save({ variables: { input } }));
    } catch (error) {
      // The server's paths name the aliases it kept; put each message on the input it came from.
      const failure = toSubmitError(error);
      throw new SubmitError(failure.message, { code: failure.code, fieldErrors: toFormErrorPaths(failure.fieldErrors, aliasInputs) });
    }
    const saved = result?.data?.saveWebLayout;
    if (!saved) return;
    showToast({ kind: 'success', message: `The layout “${saved.name}” was saved.` });
    if (!layout) await navigate(`/admin/edit-web-layout/${saved.id}`);
  }

  return (
    <Stack gap="lg" maw={1760}>
      {layout ? (
        <Box maw={1280}>
          <LayoutSummary layout={layout} />
        </Box>
      ) : null}
      {readOnly ? (
        <Alert color="blue" title="Read only" data-testid="layout-read-only">
          {lockedGlobal
            ? 'This layout is global: only a global user can change it.'
            : 'You can view this layout. Changing layouts needs the manage_site_layouts permission.'}
        </Alert>
      ) : null}
      {unreadableRows > 0 ? (
        <Alert color="orange" title="Part of this layout could not be read">
          {unreadableRows} stored {unreadableRows === 1 ? 'row does' : 'rows do'} not match the grid rules and {unreadableRows === 1 ? 'is' : 'are'} not shown. Saving stores the layout without{' '}
          {unreadableRows === 1 ? 'it' : 'them'}.
        </Alert>
      ) : null}
      <ConflictAlert title="Someone else changed this layout" state={conflict} />
      <Form<LayoutFormValues>
        onSubmit={onSubmit}
        initialValues={initialValues}
        validate={(values) => nestErrors(layoutFormErrors(values, checkBlock))}
        errorTitle="The layout was not saved"
        aria-label={layout ? 'Edit layout' : 'New layout'}
      >
        <Stack gap="lg">
          {/* The page rules keep a readable width; the grids and their preview take the screen. */}
          <Stack gap="lg" maw={1280}>
            <IdentityFields readOnly={readOnly} />
            <ScopeFields readOnly={readOnly} />
            <SiteFields readOnly={readOnly} globalAllowed={viewerIsGlobal} siteOptions={sites.options} sitesLoading={sites.loading} />
            <PageFields readOnly={readOnly} />
          </Stack>
          <FormSection title="Grids" description="Rows of up to three columns; blocks fill the columns from top to bottom. Drag rows and blocks by their handles (or with the keyboard: Space, the arrow keys, Space).">
            <GridWorkspace readOnly={readOnly} existing={layout ? { id: layout.id, version: layout.version } : null} />
          </FormSection>
          <ProblemsAlert />
          <Group justify="space-between">
            <Anchor href="/admin/layouts" size="sm">
              Back to layouts
            </Anchor>
            {canManage ? (
              <Group gap="sm">
                {layout ? (
                  <Button variant="subtle" color="red" leftSection={<TrashIcon />} onClick={() => setDeleting(true)}>
                    Delete
                  </Button>
                ) : null}
                <SubmitButton disableWhenPristine={Boolean(layout)}>Save</SubmitButton>
              </Group>
            ) : null}
          </Group>
        </Stack>
      </Form>
      {layout ? <DeleteLayoutModal layout={layout} opened={deleting} onClose={() => setDeleting(false)} /> : null}
    </Stack>
  );
}

/**
 * The grids with the live preview of the page beside them (below them on narrower screens); the
 * preview can be hidden to give the grids the whole width.
 */
function GridWorkspace({ readOnly, existing }: { readOnly: boolean; existing: { id: number; version: number } | null }) {
  const beside = useMediaQuery('(min-width: 75em)');
  const [preview, setPreview] = useState(true);
  const toggle = (
    <Switch label="Show the live preview" size="sm" checked={preview} onChange={(event) => setPreview(event.currentTarget.checked)} />
  );
  if (preview && beside) {
    return (
      <Stack gap="xs">
        <Group justify="flex-end">{toggle}</Group>
        <Box style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 11fr) minmax(0, 9fr)', gap: 'var(--mantine-spacing-md)', alignItems: 'start' }}>
          <GridTabs readOnly={readOnly} />
          <Box style={{ position: 'sticky', top: 'calc(var(--app-shell-header-offset, 60px) + var(--mantine-spacing-xs))' }}>
            <LayoutPreview existing={existing} height={680} />
          </Box>
        </Box>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Group justify="flex-end">{toggle}</Group>
      <GridTabs readOnly={readOnly} />
      {preview ? <LayoutPreview existing={existing} height={560} /> : null}
    </Stack>
  );
}

/** After a refused save: every message, with where it belongs, as some sit in closed drawers or other tabs. */
function ProblemsAlert() {
  const { errors, submitFailed, hasValidationErrors } = useFormState({ subscription: { errors: true, submitFailed: true, hasValidationErrors: true } });
  if (!submitFailed || !hasValidationErrors) return null;
  const problems = Object.entries(flattenErrors(errors));
  return (
    <Alert color="red" title="Please correct these settings before saving" data-testid="layout-problems">
      <List size="sm">
        {problems.slice(0, 12).map(([path, message]) => (
          <List.Item key={path}>
            {describeErrorPath(path)} — {message}
          </List.Item>
        ))}
      </List>
      {problems.length > 12 ? <Text size="sm">…and {problems.length - 12} more.</Text> : null}
    </Alert>
  );
}

function LayoutSummary({ layout }: { layout: EditableLayout }) {
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm">
          <Text fw={600}>{layout.name}</Text>
          <Badge variant="light">{layoutTypeLabel(layout.type)}</Badge>
          {layout.isGlobal ? (
            <Badge variant="light" color="grape">
              Global
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed" data-testid="layout-version">
          Version {layout.version}, saved {layout.updatedByName ? `by ${layout.updatedByName} ` : ''}on {formatLocalDateTime(layout.updatedAt)}
        </Text>
      </Group>
    </Paper>
  );
}

function DeleteLayoutModal({ layout, opened, onClose }: { layout: EditableLayout; opened: boolean; onClose: () => void }) {
  const [remove, { loading }] = useMutation(DeleteWebLayoutDocument);
  const [problem, setProblem] = useState<string | null>(null);
  async function confirm() {
    setProblem(null);
    try {
      await remove({ variables: { id: layout.id, version: layout.version } });
      showToast({ kind: 'success', message: `The layout “${layout.name}” was deleted.` });
      onClose();
      await navigate('/admin/layouts');
    } catch (error) {
      setProblem(toSubmitError(error).message);
    }
  }
  return (
    <ConfirmModal
      opened={opened}
      onClose={() => {
        setProblem(null);
        onClose();
      }}
      title="Delete layout?"
      centered
      message={<>“{layout.name}” will be removed; the pages it built fall back to the next layout that applies. This cannot be undone.</>}
      error={problem}
      errorTitle="The layout was not deleted"
      confirmLabel="Delete layout"
      onConfirm={() => void confirm()}
      loading={loading}
    />
  );
}
