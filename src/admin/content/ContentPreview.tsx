import { Alert, Badge, Box, Button, Group, List, Loader, Modal, SegmentedControl, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { useForm } from 'react-final-form';
import type { ContentInput } from '../../gql/graphql.js';
import { CONTENT_PREVIEW_ROUTE, type ContentPreviewAnswer, type ContentPreviewRefusal } from '../../shared/contentPreview.js';
import { apiRouteRequest } from '../shell/upload.js';
import { fieldLabel } from './compare.js';
import { inputFromValues, type ContentFormValues } from './contentForm.js';

const WIDTHS = { desktop: 1280, phone: 390 } as const;
type Width = keyof typeof WIDTHS;

type Rendering = ContentPreviewAnswer & { unsaved: boolean };
type Failure = { message: string; fields: string[] };
type State = { loading: boolean; rendering: Rendering | null; failure: Failure | null };

export interface ContentPreviewButtonProps {
  /** The item being edited (id and version); null for a new item never saved. */
  existing: { id: number; version: number } | null;
}

/**
 * The content editor's Preview (issue 13 item 5): the item as it is in the form now — unsaved
 * changes included, and a new item never saved — rendered by the public site in preview mode
 * (POST /api/content-preview), shown full-screen over the editor at desktop or phone width.
 *
 * Why a modal and not a new tab: the preview exists only in this request's answer (nothing is
 * stored, so there is no address a tab could open or reload), and a document the admin writes into
 * a new tab (blob: or document.write) would run with the admin's origin — its session included.
 * Here the page sits in a sandboxed frame (no scripts, an opaque origin; its links open the real
 * site in a new tab), and closing it returns the editor to the form exactly where they were.
 */
export function ContentPreviewButton({ existing }: ContentPreviewButtonProps) {
  const form = useForm<ContentFormValues>();
  const [opened, setOpened] = useState(false);
  const [width, setWidth] = useState<Width>('desktop');
  const [state, setState] = useState<State>({ loading: false, rendering: null, failure: null });
  const latest = useRef<AbortController | null>(null);

  function render() {
    const { values, dirty } = form.getState();
    const input = inputFromValues(values, existing ?? undefined);
    latest.current?.abort();
    const controller = new AbortController();
    latest.current = controller;
    setState((previous) => ({ ...previous, loading: true, failure: null }));
    void requestPreview(input, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        if ('html' in answer) setState({ loading: false, rendering: { ...answer, unsaved: dirty || !existing }, failure: null });
        else setState({ loading: false, rendering: null, failure: answer });
      },
      () => {
        if (!controller.signal.aborted) setState((previous) => ({ ...previous, loading: false }));
      },
    );
  }

  function close() {
    latest.current?.abort();
    setOpened(false);
  }

  const { loading, rendering, failure } = state;
  return (
    <>
      <Button
        variant="default"
        onClick={() => {
          setOpened(true);
          render();
        }}
      >
        Preview
      </Button>
      <Modal.Root opened={opened} onClose={close} fullScreen>
        <Modal.Overlay />
        <Modal.Content data-testid="content-preview" style={{ display: 'flex', flexDirection: 'column' }}>
          <Modal.Header style={{ borderBottom: '1px solid var(--mantine-color-default-border)', flexWrap: 'wrap', gap: 'var(--mantine-spacing-xs)' }}>
            <Group gap="xs" wrap="wrap">
              <Modal.Title fw={600}>Preview</Modal.Title>
              {rendering ? (
                <>
                  <Text size="sm" c="dimmed" data-testid="content-preview-path">
                    {rendering.path}
                  </Text>
                  <Badge variant="light" color={rendering.unsaved ? 'orange' : 'gray'}>
                    {rendering.unsaved ? (existing ? 'Unsaved changes' : 'Not saved yet') : 'As saved'}
                  </Badge>
                </>
              ) : null}
              {loading ? <Loader size="xs" aria-label="Rendering the preview" /> : null}
            </Group>
            <Group gap="xs">
              <SegmentedControl
                size="xs"
                aria-label="Preview width"
                data={[
                  { value: 'desktop', label: 'Desktop' },
                  { value: 'phone', label: 'Phone' },
                ]}
                value={width}
                onChange={(value) => setWidth(value as Width)}
              />
              <Button size="xs" variant="subtle" onClick={render} disabled={loading}>
                Refresh
              </Button>
              <Button size="xs" onClick={close}>
                Close preview
              </Button>
            </Group>
          </Modal.Header>
          <Modal.Body style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-xs)', paddingTop: 'var(--mantine-spacing-xs)' }}>
            <Text size="xs" c="dimmed">
              The page as readers would see it with the changes in the form, saved or not. Nothing is saved or shown to anyone else until you press Save;
              links open the live site in a new tab, and interactive parts (menus, forms) are off here.
            </Text>
            {failure ? (
              <Alert color="orange" title="The preview could not be made" data-testid="content-preview-problem">
                {failure.message}
                {failure.fields.length > 0 ? (
                  <List size="sm" mt={4}>
                    {failure.fields.slice(0, 10).map((line) => (
                      <List.Item key={line}>{line}</List.Item>
                    ))}
                  </List>
                ) : null}
              </Alert>
            ) : null}
            {rendering ? <PreviewFrame rendering={rendering} virtualWidth={WIDTHS[width]} stale={loading} /> : null}
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </>
  );
}

/** The page drawn at a reader's width, scaled down to the width the window has. */
function PreviewFrame({ rendering, virtualWidth, stale }: { rendering: Rendering; virtualWidth: number; stale: boolean }) {
  const { ref, width, height } = useElementSize();
  const scale = width > 0 ? Math.min(1, width / virtualWidth) : 1;
  return (
    <Box
      ref={ref}
      style={{ flex: 1, minHeight: 0, overflow: 'hidden', border: '1px solid var(--mantine-color-gray-4)', borderRadius: 'var(--mantine-radius-sm)', background: 'var(--mantine-color-gray-1)', opacity: stale ? 0.6 : 1 }}
    >
      <iframe
        title={`Preview of ${rendering.path}`}
        data-testid="content-preview-frame"
        data-path={rendering.path}
        // The page's own HTML: no scripts, no same-origin access to the admin; its links open in a new tab.
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        srcDoc={rendering.html}
        style={{
          width: virtualWidth,
          height: height > 0 ? height / scale : '100%',
          border: 0,
          background: '#fff',
          // A phone's width stands out as a page of its own in the wider box.
          boxShadow: scale === 1 && width > virtualWidth ? '0 0 0 1px var(--mantine-color-gray-4)' : undefined,
          transform: `scale(${scale})`,
          transformOrigin: '0 0',
          display: 'block',
          margin: scale === 1 ? '0 auto' : 0,
        }}
      />
    </Box>
  );
}

/** POSTs the item; the route's refusal is read into words and field lines. */
async function requestPreview(content: ContentInput, signal: AbortSignal): Promise<ContentPreviewAnswer | Failure> {
  const { url, headers } = apiRouteRequest(CONTENT_PREVIEW_ROUTE);
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ content }), signal, credentials: 'same-origin' });
  } catch (error) {
    if (signal.aborted) throw error;
    return { message: 'The preview could not reach the server. Check the connection.', fields: [] };
  }
  const body = (await response.json().catch(() => null)) as (ContentPreviewAnswer & Partial<ContentPreviewRefusal>) | null;
  if (response.ok && body && typeof body.html === 'string') return { path: body.path, html: body.html };
  const fields = Object.entries(body?.fieldErrors ?? {}).map(([field, message]) => `${fieldLabel(field)} — ${message}`);
  return { message: body?.message ?? `The preview could not be made (HTTP ${response.status}).`, fields };
}
