import type { CmsUserInput, GetCmsUserQuery } from '../../gql/graphql.js';
import { DEFAULT_ROLE } from '../../shared/roles.js';

type CmsUser = GetCmsUserQuery['getCmsUser'];

/**
 * The create/edit user form's values. Radio and select values are strings (Mantine's controls
 * work with strings); toCmsUserInput turns them into the numbers of CmsUserInput. `tenantIds` is
 * named after the input field so the server's field message for it lands on the sites select.
 */
export interface CmsUserFormValues {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  role: string | null;
  extraPermissions: string[];
  /** '1' active, '0' inactive. */
  status: string | null;
  /** '1' global, '0' site-specific. */
  isGlobal: string | null;
  tenantIds: string[];
}

/**
 * A new user: role editor (the default role), active, site-specific on the current site — the
 * common case of a site manager adding a colleague.
 */
export function newUserValues(currentTenantId: number | null): CmsUserFormValues {
  return {
    email: '',
    username: '',
    firstName: '',
    lastName: '',
    role: DEFAULT_ROLE,
    extraPermissions: [],
    status: '1',
    isGlobal: '0',
    tenantIds: currentTenantId == null ? [] : [String(currentTenantId)],
  };
}

export function userFormValues(user: CmsUser): CmsUserFormValues {
  return {
    email: user.email,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    extraPermissions: [...user.extraPermissions],
    status: String(user.status),
    isGlobal: String(user.isGlobal),
    tenantIds: user.tenants.map((t) => String(t.id)),
  };
}

/**
 * saveCmsUser's input. Creating sends no id (the server invites the user); editing sends the id and
 * the version the edit started from. A global user has no site list.
 */
export function toCmsUserInput(values: CmsUserFormValues, existing?: { id: number; version: number }): CmsUserInput {
  const isGlobal = values.isGlobal === '1' ? 1 : 0;
  return {
    ...(existing ? { id: existing.id, version: existing.version } : {}),
    email: values.email.trim(),
    username: values.username.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    role: values.role || DEFAULT_ROLE,
    extraPermissions: [...values.extraPermissions],
    status: values.status === '0' ? 0 : 1,
    isGlobal,
    tenantIds: isGlobal === 1 ? [] : values.tenantIds.map(Number).filter(Number.isInteger),
  };
}
