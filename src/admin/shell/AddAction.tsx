import { Button } from '@mantine/core';
import { PlusIcon } from '../forms/icons.js';

/** A title-bar action that opens a create screen or form: a small link button with a plus. */
export function AddAction({ href, label }: { href: string; label: string }) {
  return (
    <Button component="a" href={href} leftSection={<PlusIcon />} size="sm">
      {label}
    </Button>
  );
}
