import { Button, Menu } from '@mantine/core';
import { CONTENT_TYPE_CATALOGUE } from '../../shared/contentTypes.js';
import { ChevronDownIcon, PlusIcon } from '../forms/index.js';
import { useAdminSession } from '../shell/session.js';

/** Title-bar 'Create' menu: one entry per content type (edit keys of 000 §3.1); manage_content only. */
export function CreateContentMenu() {
  const { can } = useAdminSession();
  if (!can('manage_content')) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button leftSection={<PlusIcon />} rightSection={<ChevronDownIcon />} size="sm">
          Create
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={420} style={{ overflowY: 'auto' }}>
        {CONTENT_TYPE_CATALOGUE.map((type) => (
          <Menu.Item key={type.value} component="a" href={`/admin/create-content/${type.editKey}`}>
            {type.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
