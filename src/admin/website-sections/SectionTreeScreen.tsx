import { ActionIcon, Alert, Anchor, Badge, Box, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { GetWebsiteSectionsHierarchyDocument, type GetWebsiteSectionsHierarchyQuery } from '../../gql/graphql.js';
import { SECTION_MAX_DEPTH } from '../../shared/sections.js';
import { ChevronDownIcon, EditIcon, PlusIcon, SearchInput } from '../forms/index.js';
import { toSubmitError } from '../forms/submitError.js';
import { useAdminSession } from '../shell/session.js';
import { buildTree, parentIds, searchTree, type TreeNode } from './sectionTree.js';

type Section = GetWebsiteSectionsHierarchyQuery['getWebsiteSectionsHierarchy'][number];

/**
 * /admin/website-sections: the site's section tree (at most three levels), with search (matches
 * show in place with their ancestors opened), expand/collapse, and links to edit a section or add
 * a child below it. View-only users open sections read-only.
 */
export function SectionTreeScreen() {
  const { can } = useAdminSession();
  const canManage = can('manage_site_sections');
  const { data, error, loading } = useQuery(GetWebsiteSectionsHierarchyDocument, { fetchPolicy: 'cache-and-network' });
  const sections = useMemo(() => data?.getWebsiteSectionsHierarchy ?? [], [data]);
  const tree = useMemo(() => buildTree(sections), [sections]);
  const [phrase, setPhrase] = useState('');
  const [expanded, setExpanded] = useState<Set<number>>(() => new Set());
  const search = useMemo(() => searchTree(sections, phrase), [sections, phrase]);

  const isOpen = (id: number) => (search ? search.open.has(id) : expanded.has(id));
  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Stack gap="md" maw={1100}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchInput
          label="Search"
          placeholder="Section name or alias"
          value={phrase}
          onChange={setPhrase}
          onClear={() => setPhrase('')}
          w={{ base: '100%', sm: 320 }}
        />
        <Button variant="default" onClick={() => setExpanded(parentIds(sections))} disabled={Boolean(search)}>
          Expand all
        </Button>
        <Button variant="default" onClick={() => setExpanded(new Set())} disabled={Boolean(search)}>
          Collapse all
        </Button>
      </Group>

      {error ? (
        <Alert color="red" title="The sections could not be loaded">
          {toSubmitError(error).message}
        </Alert>
      ) : null}

      <Paper withBorder radius="md" p="xs" aria-busy={loading}>
        {!data && loading ? (
          <Stack gap="xs" p="sm">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={18} radius="sm" />
            ))}
          </Stack>
        ) : null}
        {data && sections.length === 0 ? (
          <Stack align="center" gap={4} py="xl">
            <Text fw={600}>No sections yet</Text>
            <Text size="sm" c="dimmed">
              {canManage ? 'Add the first section of the site.' : 'Nobody has added a section to this site yet.'}
            </Text>
          </Stack>
        ) : null}
        {search && search.matches.size === 0 ? (
          <Text size="sm" c="dimmed" p="md">
            No section matches “{phrase.trim()}”.
          </Text>
        ) : null}
        <Box component="ul" role="tree" aria-label="Website sections" p={0} m={0} style={{ listStyle: 'none' }}>
          {tree.map((node) => (
            <SectionBranch key={node.section.id} node={node} isOpen={isOpen} toggle={toggle} visible={search?.visible ?? null} matches={search?.matches ?? null} canManage={canManage} />
          ))}
        </Box>
      </Paper>
      <Text size="xs" c="dimmed">
        {sections.length} section{sections.length === 1 ? '' : 's'} · at most {SECTION_MAX_DEPTH} levels.
      </Text>
    </Stack>
  );
}

interface BranchProps {
  node: TreeNode<Section>;
  isOpen: (id: number) => boolean;
  toggle: (id: number) => void;
  visible: Set<number> | null;
  matches: Set<number> | null;
  canManage: boolean;
}

function SectionBranch({ node, isOpen, toggle, visible, matches, canManage }: BranchProps) {
  const { section, children } = node;
  if (visible && !visible.has(section.id)) return null;
  const open = isOpen(section.id);
  const hasChildren = children.length > 0;
  const editHref = `/admin/edit-website-section/${section.id}`;
  return (
    <li role="treeitem" aria-expanded={hasChildren ? open : undefined} aria-level={section.depth} data-testid="section-row">
      <Group gap="xs" wrap="nowrap" py={6} pl={(section.depth - 1) * 28 + 4} pr="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        {hasChildren ? (
          <ActionIcon variant="subtle" size="sm" onClick={() => toggle(section.id)} aria-label={open ? `Collapse ${section.name}` : `Expand ${section.name}`}>
            <span style={{ display: 'inline-flex', transform: open ? undefined : 'rotate(-90deg)', transition: 'transform 120ms' }}>
              <ChevronDownIcon />
            </span>
          </ActionIcon>
        ) : (
          <Box w={22} />
        )}
        <Box miw={0} style={{ flex: 1 }}>
          <Anchor href={editHref} fw={matches?.has(section.id) ? 700 : 600} size="sm">
            {section.name}
          </Anchor>
          <Text size="xs" c="dimmed" ff="monospace" truncate>
            /{section.alias}
          </Text>
        </Box>
        {section.manualAlias ? (
          <Badge variant="light" color="grape" size="sm">
            Manual alias
          </Badge>
        ) : null}
        {hasChildren ? (
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {children.length} sub{children.length === 1 ? 'section' : 'sections'}
          </Text>
        ) : null}
        <Group gap={4} wrap="nowrap">
          <Button component="a" href={editHref} size="compact-xs" variant="subtle" leftSection={<EditIcon />}>
            {canManage ? 'Edit' : 'View'}
          </Button>
          {canManage && section.depth < SECTION_MAX_DEPTH ? (
            <Button component="a" href={`/admin/create-website-section?parentId=${section.id}`} size="compact-xs" variant="subtle" leftSection={<PlusIcon />}>
              Add child
            </Button>
          ) : null}
        </Group>
      </Group>
      {hasChildren && open ? (
        <Box component="ul" role="group" p={0} m={0} style={{ listStyle: 'none' }}>
          {children.map((child) => (
            <SectionBranch key={child.section.id} node={child} isOpen={isOpen} toggle={toggle} visible={visible} matches={matches} canManage={canManage} />
          ))}
        </Box>
      ) : null}
    </li>
  );
}
