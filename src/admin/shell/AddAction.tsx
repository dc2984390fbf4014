import { Button } from '@mantine/core';
import type { Permission } from '../../shared/permissions.js';
import { PlusIcon } from '../forms/icons.js';
import { useAdminSession } from './session.js';

/**
 * A title-bar action that opens a create screen or form: a small link button with a plus. With
 * `permission`, shown only to users who have it (001 §6: "Add links … need the manage permission").
 */
export function AddAction({ href, label, permission }: { href: string; label: string; permission?: Permission }) {
  const { can } = useAdminSession();
  if (permission && !can(permission)) return null;
  return (
    <Button component="a" href={href} leftSection={<PlusIcon />} size="sm">
      {label}
    </Button>
  );
}
