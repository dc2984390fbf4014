import { Alert, Badge, Box, Button, Group, Paper, Stack, Switch, Tabs, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { GetWebsiteMenusDocument, SaveWebsiteMenuDocument, type GetWebsiteMenusQuery } from '../../gql/graphql.js';
import { MENU_LOCATION_RULES, MENU_MAX_CHILDREN, parseMenuItems } from '../../shared/menus.js';
import { ActionIconButton, ConflictAlert, PlusIcon, TrashIcon, icon, useConflict, Loaded } from '../forms/index.js';
import { toSubmitError } from '../forms/submitError.js';
import { showToast } from '../shell/toast.js';
import { emptyLink, errorKey, moveLink, sameLinks, toEditable, toMenuInput, updateAt, type EditableLink } from './menuForm.js';

/** Paths and aliases read best in a monospace font (the input only, not its label). */
const MONO_INPUT = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } } as const;

type Menu = GetWebsiteMenusQuery['getWebsiteMenus'][number];

const UpIcon = icon('UpIcon', <path d="M12 19V5M5 12l7-7 7 7" />);
const DownIcon = icon('DownIcon', <path d="M12 5v14M19 12l-7 7-7-7" />);

/**
 * /admin/menus (manage_menus): one tab per menu location of spec 002 §2. Links are added, removed
 * and moved up or down; locations with groups (hamburger, footer, mega menus) take one level of
 * child links. Each tab saves on its own, with the version it loaded (a CONFLICT offers a reload).
 */
export function MenusScreen() {
  const { data, error, loading, refetch } = useQuery(GetWebsiteMenusDocument, { fetchPolicy: 'network-only' });
  const reload = async () => {
    await refetch();
  };
  return (
    <Loaded data={data} loading={loading} error={error} errorTitle="The menus could not be loaded">
      {({ getWebsiteMenus: menus }) => <MenuTabs menus={menus} onReload={reload} />}
    </Loaded>
  );
}

function MenuTabs({ menus, onReload }: { menus: Menu[]; onReload: () => Promise<void> }) {
  return (
    <Tabs defaultValue={menus[0]?.location ?? 'header_primary'} keepMounted maw={1100}>
      <Tabs.List>
        {menus.map((menu) => (
          <Tabs.Tab key={menu.location} value={menu.location} rightSection={<Badge size="xs" variant="light">{menu.items.length}</Badge>}>
            {MENU_LOCATION_RULES[menu.location].label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {menus.map((menu) => (
        <Tabs.Panel key={menu.location} value={menu.location} pt="md">
          {/* A saved or reloaded version starts the editor again from the stored links. */}
          <MenuEditor
            key={`${menu.location}:${menu.version}`}
            menu={menu}
            onReload={onReload}
          />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

function MenuEditor({ menu, onReload }: { menu: Menu; onReload: () => Promise<void> }) {
  const rule = MENU_LOCATION_RULES[menu.location];
  const [initial] = useState(() => toEditable(menu.items));
  const [items, setItems] = useState<EditableLink[]>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SaveWebsiteMenuDocument);
  const conflict = useConflict(onReload);
  const dirty = !sameLinks(items, initial);

  const change = (next: EditableLink[]) => {
    setItems(next);
    setFormError(null);
  };
  // A field's message describes a value that is gone once it is edited.
  const clearError = (key: string) =>
    setErrors((current) => {
      if (!(key in current)) return current;
      const { [key]: _gone, ...rest } = current;
      return rest;
    });

  async function onSave() {
    setFormError(null);
    const input = toMenuInput(items);
    const checked = parseMenuItems(menu.location, input);
    if (!checked.ok) {
      setErrors(checked.fieldErrors);
      setFormError('Please correct the highlighted fields.');
      return;
    }
    setErrors({});
    try {
      const result = await conflict.guard(() => save({ variables: { location: menu.location, items: input, version: menu.version } }));
      if (result?.data) showToast({ kind: 'success', message: `The ${rule.label} menu was saved.` });
    } catch (error) {
      const failure = toSubmitError(error);
      setErrors(failure.fieldErrors);
      setFormError(failure.message);
    }
  }

  const full = items.length >= rule.maxItems;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {rule.description} At most {rule.maxItems} links{rule.allowsChildren ? `, each with up to ${MENU_MAX_CHILDREN} links below it` : ''}.
      </Text>
      <ConflictAlert title="Someone else changed this menu" state={conflict} />
      {formError ? (
        <Alert color="red" title="The menu was not saved">
          {formError}
          {errors.items ? <Text size="sm">{errors.items}</Text> : null}
        </Alert>
      ) : null}
      {items.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Text ta="center" c="dimmed" size="sm">
            This menu has no links yet.
          </Text>
        </Paper>
      ) : null}
      {items.map((item, index) => (
        <Paper key={item.key} withBorder radius="md" p="sm" data-testid="menu-item">
          <LinkRow
            link={item}
            path={[index]}
            count={items.length}
            errors={errors}
            clearError={clearError}
            groupHeading={rule.allowsChildren && item.children.length > 0}
            onChange={(update) => change(updateAt(items, [index], update))}
            onMove={(delta) => change(moveLink(items, index, delta))}
            onRemove={() => change(items.filter((_, i) => i !== index))}
          />
          {rule.allowsChildren ? (
            <Box pl={{ base: 'md', sm: 48 }} pt="xs">
              <Stack gap="xs">
                {item.children.map((child, childIndex) => (
                  <LinkRow
                    key={child.key}
                    link={child}
                    path={[index, childIndex]}
                    count={item.children.length}
                    errors={errors}
                    clearError={clearError}
                    groupHeading={false}
                    onChange={(update) => change(updateAt(items, [index, childIndex], update))}
                    onMove={(delta) => change(updateAt(items, [index], (l) => ({ ...l, children: moveLink(l.children, childIndex, delta) })))}
                    onRemove={() => change(updateAt(items, [index], (l) => ({ ...l, children: l.children.filter((_, j) => j !== childIndex) })))}
                  />
                ))}
                {errors[`items.${index}.children`] ? (
                  <Text size="xs" c="red">
                    {errors[`items.${index}.children`]}
                  </Text>
                ) : null}
                <Group>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    leftSection={<PlusIcon />}
                    disabled={item.children.length >= MENU_MAX_CHILDREN}
                    onClick={() => change(updateAt(items, [index], (l) => ({ ...l, children: [...l.children, emptyLink()] })))}
                  >
                    Add link to “{item.label || 'this group'}”
                  </Button>
                </Group>
              </Stack>
            </Box>
          ) : null}
        </Paper>
      ))}
      <Group justify="space-between">
        <Button variant="default" leftSection={<PlusIcon />} onClick={() => change([...items, emptyLink()])} disabled={full}>
          {full ? `${rule.maxItems} links at most` : 'Add link'}
        </Button>
        <Group gap="sm">
          {dirty ? (
            <>
              <Badge color="orange" variant="light">
                Unsaved changes
              </Badge>
              <Button
                variant="subtle"
                onClick={() => {
                  setItems(initial);
                  setErrors({});
                  setFormError(null);
                }}
              >
                Discard
              </Button>
            </>
          ) : null}
          <Button onClick={() => void onSave()} loading={loading} disabled={!dirty}>
            Save {rule.label} menu
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

interface LinkRowProps {
  link: EditableLink;
  path: [number] | [number, number];
  count: number;
  errors: Record<string, string>;
  clearError: (key: string) => void;
  /** A top item with children: its url may stay empty (it only opens its group). */
  groupHeading: boolean;
  onChange: (update: (link: EditableLink) => EditableLink) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

function LinkRow({ link, path, count, errors, clearError, groupHeading, onChange, onMove, onRemove }: LinkRowProps) {
  const index = path[path.length - 1] ?? 0;
  const what = link.label ? `“${link.label}”` : 'this link';
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <TextInput
        label="Label"
        required
        value={link.label}
        onChange={(event) => {
          const label = event.currentTarget.value;
          onChange((l) => ({ ...l, label }));
          clearError(errorKey(path, 'label'));
        }}
        error={errors[errorKey(path, 'label')]}
        w={{ base: '100%', sm: 220 }}
      />
      <TextInput
        label="URL"
        required={!groupHeading}
        placeholder={groupHeading ? 'Optional for a group' : '/path or https://…'}
        value={link.url}
        onChange={(event) => {
          const url = event.currentTarget.value;
          onChange((l) => ({ ...l, url }));
          clearError(errorKey(path, 'url'));
        }}
        error={errors[errorKey(path, 'url')]}
        styles={MONO_INPUT}
        style={{ flex: 1, minWidth: 220 }}
      />
      <Switch
        label="New window"
        checked={link.newWindow}
        onChange={(event) => {
          const newWindow = event.currentTarget.checked;
          onChange((l) => ({ ...l, newWindow }));
        }}
        mt={32}
      />
      <Group gap={2} mt={26} wrap="nowrap">
        <ActionIconButton label={`Move ${what} up`} icon={<UpIcon />} size="sm" disabled={index === 0} onClick={() => onMove(-1)} />
        <ActionIconButton label={`Move ${what} down`} icon={<DownIcon />} size="sm" disabled={index === count - 1} onClick={() => onMove(1)} />
        <ActionIconButton label={`Remove ${what}`} icon={<TrashIcon />} size="sm" color="red" onClick={onRemove} />
      </Group>
    </Group>
  );
}
