import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Box, Button, Group, List, Loader, Paper, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useElementSize } from '@mantine/hooks';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFormState } from 'react-final-form';
import { GetWebLayoutPreviewPathsDocument } from '../../gql/graphql.js';
import { LAYOUT_PREVIEW_ROUTE, type LayoutPreviewAnswer, type LayoutPreviewRefusal } from '../../shared/layouts/preview.js';
import { apiRouteRequest } from '../shell/upload.js';
import { describeErrorPath, toLayoutInput, type LayoutFormValues } from './layoutForm.js';

/** The preview follows the form this long after the last change. */
export const PREVIEW_DEBOUNCE_MS = 500;
const OTHER = '__other__';
const WIDTHS = { desktop: 1280, phone: 390 } as const;
type Width = keyof typeof WIDTHS;

type Rendering = LayoutPreviewAnswer & { at: Date };
type Failure = { message: string; fields: string[] };

export interface LayoutPreviewProps {
  /** The layout being edited (its stored version steps aside in the preview); null for a new one. */
  existing: { id: number; version: number } | null;
  /** Height of the frame's box in px. */
  height?: number;
}

/**
 * The live preview beside the grid editor (issue 13 item 4): the public page at a chosen path of
 * the layout's kind, rendered by the site's own renderer with the form's layout as it is now —
 * saved or not — and rendered again half a second after each change (POST /api/layout-preview).
 * The page is shown in a sandboxed frame (no scripts, no access to the admin), scaled to fit.
 */
export function LayoutPreview({ existing, height = 760 }: LayoutPreviewProps) {
  const { values } = useFormState<LayoutFormValues>({ subscription: { values: true } });
  const [debounced] = useDebouncedValue(values, PREVIEW_DEBOUNCE_MS);
  const pathsInput = useMemo(() => {
    const { input } = toLayoutInput(debounced, null);
    return { type: input.type, key: input.key, aliases: input.aliases, propagate: input.propagate, pageType: input.pageType, contentTypes: input.contentTypes };
  }, [debounced]);
  const paths = useQuery(GetWebLayoutPreviewPathsDocument, { variables: { input: pathsInput }, skip: !pathsInput.type, fetchPolicy: 'cache-first' });
  const options = useMemo(() => (paths.data?.getWebLayoutPreviewPaths ?? []).map((entry) => ({ value: entry.path, label: `${entry.label} (${entry.path})` })), [paths.data]);

  const [choice, setChoice] = useState<string | null>(null);
  const [other, setOther] = useState('');
  const [debouncedOther] = useDebouncedValue(other, PREVIEW_DEBOUNCE_MS);
  // The first page offered until the editor picks one; a picked page stays while it is offered.
  const chosen = choice === OTHER ? OTHER : choice && options.some((option) => option.value === choice) ? choice : (options[0]?.value ?? OTHER);
  const path = chosen === OTHER ? normalisePath(debouncedOther) : chosen;

  const [width, setWidth] = useState<Width>('desktop');
  const [rendering, setRendering] = useState<Rendering | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [loading, setLoading] = useState(false);
  const [round, setRound] = useState(0);
  const layout = useMemo(() => {
    const { input } = toLayoutInput(debounced, existing);
    // A new layout previews before it has a name.
    return { ...input, name: input.name.trim() || 'Unsaved layout' };
  }, [debounced, existing]);

  const latest = useRef<AbortController | null>(null);
  useEffect(() => {
    if (!path || !layout.type) return;
    latest.current?.abort();
    const controller = new AbortController();
    latest.current = controller;
    setLoading(true);
    void renderPreview(path, layout, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setLoading(false);
        if ('html' in answer) {
          setRendering({ ...answer, at: new Date() });
          setFailure(null);
        } else setFailure(answer);
      },
      () => {
        if (!controller.signal.aborted) setLoading(false);
      },
    );
    return () => controller.abort();
  }, [path, layout, round]);

  const pending = values !== debounced || loading;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="layout-preview">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap={6}>
            <Text fw={600} size="sm">
              Live preview
            </Text>
            <Badge size="xs" variant="light" color={pending ? 'blue' : 'gray'} data-testid="layout-preview-state">
              {pending ? 'Updating…' : rendering ? `Updated ${rendering.at.toLocaleTimeString()}` : 'Waiting'}
            </Badge>
          </Group>
          <Group gap={6}>
            <SegmentedControl size="xs" aria-label="Preview width" data={[{ value: 'desktop', label: 'Desktop' }, { value: 'phone', label: 'Phone' }]} value={width} onChange={(value) => setWidth(value as Width)} />
            <Button size="compact-xs" variant="subtle" onClick={() => setRound((n) => n + 1)} disabled={!path}>
              Refresh
            </Button>
          </Group>
        </Group>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <Select
            label="Page"
            size="xs"
            data={[...options, { value: OTHER, label: 'Another address…' }]}
            value={chosen}
            onChange={(value) => setChoice(value)}
            allowDeselect={false}
            searchable
            nothingFoundMessage="No page"
            style={{ flex: 1, minWidth: 0 }}
            rightSection={paths.loading ? <Loader size={12} /> : undefined}
          />
          {chosen === OTHER ? (
            <TextInput label="Address" size="xs" placeholder="/power/batteries" value={other} onChange={(event) => setOther(event.currentTarget.value)} style={{ flex: 1 }} />
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          Shows unsaved changes as readers would see them on this page (drafts included). Nothing is saved until you press Save.
        </Text>
        {!path ? (
          <Text size="sm" c="dimmed">
            Enter the address of a page of the site to preview this layout on.
          </Text>
        ) : null}
        {failure ? (
          <Alert color="orange" title="The preview is not up to date" data-testid="layout-preview-problem">
            {failure.message}
            {failure.fields.length > 0 ? (
              <List size="sm" mt={4}>
                {failure.fields.slice(0, 6).map((line) => (
                  <List.Item key={line}>{line}</List.Item>
                ))}
              </List>
            ) : null}
          </Alert>
        ) : null}
        {rendering ? <PreviewFrame rendering={rendering} virtualWidth={WIDTHS[width]} height={height} stale={pending || failure !== null} /> : null}
      </Stack>
    </Paper>
  );
}

/** The page drawn at a reader's width and scaled down to the box it has. */
function PreviewFrame({ rendering, virtualWidth, height, stale }: { rendering: Rendering; virtualWidth: number; height: number; stale: boolean }) {
  const { ref, width } = useElementSize();
  const scale = width > 0 ? Math.min(1, width / virtualWidth) : 1;
  return (
    <Box ref={ref} style={{ height, overflow: 'hidden', border: '1px solid var(--mantine-color-gray-4)', borderRadius: 'var(--mantine-radius-sm)', background: '#fff', opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}>
      <iframe
        title={`Preview of ${rendering.path}`}
        data-testid="layout-preview-frame"
        data-path={rendering.path}
        // The page's own HTML: no scripts, no same-origin access to the admin; its links open in a new tab.
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        srcDoc={rendering.html}
        style={{ width: virtualWidth, height: height / scale, border: 0, transform: `scale(${scale})`, transformOrigin: '0 0', display: 'block', margin: scale === 1 ? '0 auto' : 0 }}
      />
    </Box>
  );
}

function normalisePath(typed: string): string | null {
  const text = typed.trim();
  if (!text) return null;
  try {
    // A full address of the site is taken by its path.
    const url = new URL(text, 'http://site.invalid');
    return url.pathname.startsWith('/') ? url.pathname : null;
  } catch {
    return null;
  }
}

/** POSTs the layout and the path; the route's refusal is read into words and field lines. */
async function renderPreview(path: string, layout: Record<string, unknown>, signal: AbortSignal): Promise<LayoutPreviewAnswer | Failure> {
  const { url, headers } = apiRouteRequest(LAYOUT_PREVIEW_ROUTE);
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ path, layout }), signal, credentials: 'same-origin' });
  } catch (error) {
    if (signal.aborted) throw error;
    return { message: 'The preview could not reach the server. Check the connection.', fields: [] };
  }
  const body = (await response.json().catch(() => null)) as (LayoutPreviewAnswer & Partial<LayoutPreviewRefusal>) | null;
  if (response.ok && body && typeof body.html === 'string') return { path: body.path, html: body.html };
  const fields = Object.entries(body?.fieldErrors ?? {}).map(([field, message]) => `${describeErrorPath(field)} — ${message}`);
  return { message: body?.message ?? `The preview could not be made (HTTP ${response.status}).`, fields };
}
