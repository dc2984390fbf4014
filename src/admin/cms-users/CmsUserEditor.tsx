import { ConflictAlert, useConflict } from '../forms/Conflict.js';
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useField } from 'react-final-form';
import { navigate } from 'vike/client/router';
import {
  GetCmsUserDocument,
  GetTenantInfoDocument,
  InviteCmsUserDocument,
  SaveCmsUserDocument,
  type GetCmsUserQuery,
} from '../../gql/graphql.js';
import { PERMISSIONS } from '../../shared/permissions.js';
import { ROLES, ROLE_LABELS, ROLE_PERMISSIONS, isRole } from '../../shared/roles.js';
import {
  Conditional,
  email as emailRule,
  Form,
  MultiSelectField,
  RadioGroupField,
  SelectField,
  SubmitButton,
  TextField,
  type SelectOption,
  Loaded,
  FormSection,
} from '../forms/index.js';
import { useAdminSession } from '../shell/session.js';
import { showToast } from '../shell/toast.js';
import { toSubmitError } from '../forms/submitError.js';
import { formatLocalDateTime, permissionLabel } from './format.js';
import { newUserValues, toCmsUserInput, userFormValues, type CmsUserFormValues } from './userForm.js';

type CmsUser = GetCmsUserQuery['getCmsUser'];

const ROLE_OPTIONS: SelectOption[] = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const PERMISSION_OPTIONS: SelectOption[] = PERMISSIONS.map((p) => ({ value: p, label: permissionLabel(p) }));
const STATUS_OPTIONS = [
  { value: '1', label: 'Active' },
  { value: '0', label: 'Inactive' },
];

export type CmsUserEditorProps = { mode: 'create' } | { mode: 'edit'; id: number };

/**
 * The one CMS user screen, in create mode (/admin/create-cms-user) or edit mode
 * (/admin/edit-cms-user/{id}). Every field of spec 001 §3 "CMS user" with the required rules of
 * §5; the server's field messages land on their fields. Creating sends an invitation; editing
 * carries the version it started from, and a CONFLICT offers to reload.
 */
export function CmsUserEditor(props: CmsUserEditorProps) {
  const editId = props.mode === 'edit' ? props.id : null;
  const { data, loading, error, refetch } = useQuery(GetCmsUserDocument, {
    variables: { id: editId ?? 0 },
    skip: editId === null,
    fetchPolicy: 'network-only',
  });

  if (editId === null) return <UserForm user={null} onReload={null} />;
  return (
    <Loaded data={data} loading={loading} error={error} errorTitle="This user cannot be opened" back={{ href: '/admin/cms-users', label: 'Back to CMS users' }}>
      {({ getCmsUser }) => (
        <UserForm
          // A new version (saved here, or reloaded after a conflict) starts the form again from it.
          key={getCmsUser.version}
          user={getCmsUser}
          onReload={async () => {
            await refetch();
          }}
        />
      )}
    </Loaded>
  );
}

function UserForm({ user, onReload }: { user: CmsUser | null; onReload: (() => Promise<void>) | null }) {
  const session = useAdminSession();
  const viewerIsGlobal = session.user.isGlobal === 1;
  const conflict = useConflict(onReload);
  const [save] = useMutation(SaveCmsUserDocument);
  const { data: tenantData, loading: tenantsLoading } = useQuery(GetTenantInfoDocument, { variables: { includeTest: true } });

  const initialValues = useMemo(() => (user ? userFormValues(user) : newUserValues(session.tenant.id)), [user, session.tenant.id]);

  // A site-specific manager can only give access to their own sites (the server refuses others).
  const tenantOptions = useMemo<SelectOption[]>(() => {
    const all = tenantData?.getTenantInfo.tenants ?? [];
    const allowed = viewerIsGlobal ? null : new Set(session.user.tenants.map((t) => t.id));
    return all
      .filter((t) => !allowed || allowed.has(t.id))
      .map((t) => ({ value: String(t.id), label: t.isTest ? `${t.name} (test)` : t.name }));
  }, [tenantData, viewerIsGlobal, session.user.tenants]);

  // Global is offered only to global users; a global user being edited keeps the option visible.
  const scopeOptions = useMemo(
    () => [
      { value: '0', label: 'Site-specific' },
      ...(viewerIsGlobal || user?.isGlobal === 1 ? [{ value: '1', label: 'Global', disabled: !viewerIsGlobal }] : []),
    ],
    [viewerIsGlobal, user?.isGlobal],
  );

  async function onSubmit(values: CmsUserFormValues) {
    const result = await conflict.guard(() =>
      save({ variables: { input: toCmsUserInput(values, user ? { id: user.id, version: user.version } : undefined) } }),
    );
    const saved: CmsUser | undefined = result?.data?.saveCmsUser;
    if (!saved) return;
    if (!user) {
      showToast({ kind: 'success', message: `Invitation sent to ${saved.email}` });
      await navigate(`/admin/edit-cms-user/${saved.id}`);
    } else {
      showToast({ kind: 'success', message: `${saved.fullName} was saved.` });
    }
  }

  return (
    <Stack gap="lg" maw={960}>
      {user ? <UserSummary user={user} /> : null}
      <ConflictAlert title="Someone else changed this user" state={conflict} />
      <Form<CmsUserFormValues> onSubmit={onSubmit} initialValues={initialValues} errorTitle="The user was not saved" aria-label={user ? 'Edit user' : 'New user'}>
        <Stack gap="lg">
          <FormSection title="Identity" description={user ? 'Changing the e-mail address does not send a new invitation.' : 'The invitation to choose a password goes to this address.'}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextField name="email" label="E-mail" type="email" autoComplete="off" required validate={emailRule} />
              <TextField
                name="username"
                label="Username"
                autoComplete="off"
                required
                description="Lower-case letters, digits, dots, dashes or underscores."
                inputWrapperOrder={['label', 'input', 'description', 'error']}
              />
              <TextField name="firstName" label="First name" autoComplete="off" required />
              <TextField name="lastName" label="Last name" autoComplete="off" required />
            </SimpleGrid>
          </FormSection>

          <FormSection title="Permissions" description="The role grants a set of permissions; extra permissions add to it.">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <SelectField name="role" label="Role" options={ROLE_OPTIONS} required />
              <MultiSelectField
                name="extraPermissions"
                label="Extra permissions"
                options={PERMISSION_OPTIONS}
                searchable
                placeholder="None"
                nothingFoundMessage="No such permission"
                hidePickedOptions
              />
            </SimpleGrid>
            <RolePermissions />
          </FormSection>

          <FormSection title="Status and sites">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <RadioGroupField name="status" label="Status" options={STATUS_OPTIONS} required orientation="horizontal" description="Inactive users cannot sign in." />
              <RadioGroupField
                name="isGlobal"
                label="Scope"
                options={scopeOptions}
                required
                orientation="horizontal"
                description={viewerIsGlobal ? 'Global users can work on every site.' : 'Only global users can create global users.'}
              />
            </SimpleGrid>
            <Conditional when="isGlobal" is="0">
              <MultiSelectField
                name="tenantIds"
                label="Sites"
                options={tenantOptions}
                required
                searchable
                placeholder={tenantsLoading ? 'Loading sites…' : 'Choose the sites this user works on'}
                description="The user can sign in to and work on these sites only."
              />
            </Conditional>
          </FormSection>

          <Group justify="space-between">
            <Anchor href="/admin/cms-users" size="sm">
              Back to CMS users
            </Anchor>
            <SubmitButton disableWhenPristine={Boolean(user)}>{user ? 'Save user' : 'Create and invite'}</SubmitButton>
          </Group>
        </Stack>
      </Form>
    </Stack>
  );
}

/** What the chosen role already grants, so extra permissions are chosen knowingly. */
function RolePermissions() {
  const { input } = useField<string | null>('role', { subscription: { value: true } });
  const role = input.value;
  if (!role || !isRole(role)) return null;
  const granted = ROLE_PERMISSIONS[role];
  return (
    <Text size="xs" c="dimmed">
      {ROLE_LABELS[role]} includes {granted.length === PERMISSIONS.length ? 'every permission' : granted.map(permissionLabel).join(', ').toLowerCase()}.
    </Text>
  );
}

function UserSummary({ user }: { user: CmsUser }) {
  const [invite, { loading }] = useMutation(InviteCmsUserDocument);
  async function resend() {
    try {
      await invite({ variables: { id: user.id } });
      showToast({ kind: 'success', message: `Invitation sent to ${user.email}` });
    } catch (error) {
      showToast({ kind: 'error', title: 'The invitation was not sent', message: toSubmitError(error).message });
    }
  }
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Group gap="sm">
          <Text fw={600}>{user.fullName}</Text>
          <Badge color={user.status === 1 ? 'green' : 'gray'} variant="light">
            {user.status === 1 ? 'Active' : 'Inactive'}
          </Badge>
          {user.invitationPending ? (
            <Badge color="orange" variant="outline">
              Invitation pending
            </Badge>
          ) : null}
          <Text size="sm" c="dimmed">
            Created {formatLocalDateTime(user.createdAt)} · Last login {user.lastLoginAt ? formatLocalDateTime(user.lastLoginAt) : 'never'}
          </Text>
        </Group>
        {user.invitationPending ? (
          <Button size="xs" variant="light" onClick={() => void resend()} loading={loading}>
            Resend invitation
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}
