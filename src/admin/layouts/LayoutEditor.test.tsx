// @vitest-environment jsdom
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TransportError } from '../../client/errors.js';
import type { GetWebLayoutQuery } from '../../gql/graphql.js';
import type { Permission } from '../../shared/permissions.js';
import { renderWithMantine } from '../forms/testing.js';
import { AdminSessionContext, permissionChecker, type AdminSession } from '../shell/session.js';
import { LayoutEditor } from './LayoutEditor.js';

const navigate = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('vike/client/router', () => ({ navigate }));

// jsdom has no FontFaceSet; Mantine's autosizing textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => undefined, removeEventListener: () => undefined } });
}

afterEach(() => {
  cleanup();
  navigate.mockClear();
});

type Handler = (variables: Record<string, unknown>) => unknown;

const tenants = {
  getTenantInfo: {
    __typename: 'TenantInfo',
    current: { __typename: 'Tenant', id: 1, tenantKey: 'demo', domain: null, abbreviation: 'D', name: 'Demo', prodEndpoint: null, isTest: false, isDefault: true },
    tenants: [{ __typename: 'Tenant', id: 1, tenantKey: 'demo', domain: null, abbreviation: 'D', name: 'Demo', prodEndpoint: null, isTest: false }],
  },
};

const stored: GetWebLayoutQuery['getWebLayout'] = {
  __typename: 'WebLayout',
  id: 7,
  name: 'Section pages',
  type: 'section',
  key: '',
  aliases: ['power'],
  propagate: false,
  pageType: null,
  contentTypes: [],
  gatingRequirements: [],
  isGlobal: false,
  sites: [{ __typename: 'WebLayoutSite', id: 1, name: 'Demo' }],
  hideHeader: false,
  hideFooter: false,
  loadMoreType: 'none',
  excludeAds: { __typename: 'ExcludeAds', welcomeAd: false, headerLeaderboardAd: false, stickyLeaderboardAd: false, contentBodyNativeAd: false, contentBodyEmbedAd: false, contentListNativeAd: false, reskinAd: false },
  primaryGrid: { rows: [] },
  secondaryGrids: [],
  version: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  updatedByName: 'Ed Itor',
};

function renderEditor(
  mode: { mode: 'create' } | { mode: 'edit'; id: number },
  handlers: Record<string, Handler>,
  permissions: Permission[] = ['manage_site_layouts'],
  viewerIsGlobal = true,
) {
  const calls: { name: string; variables: Record<string, unknown> }[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const name = operation.operationName ?? '';
        calls.push({ name, variables: operation.variables });
        try {
          const handler = handlers[name];
          observer.next({ data: (handler ? handler(operation.variables) : name === 'getTenantInfo' ? tenants : {}) as Record<string, unknown> });
          observer.complete();
        } catch (error) {
          observer.error(error);
        }
      }),
  );
  const session = {
    can: permissionChecker(permissions),
    user: { isGlobal: viewerIsGlobal ? 1 : 0, tenants: [{ id: 1 }] },
    tenant: { id: 1, name: 'Demo', tenantKey: 'demo' },
  } as unknown as AdminSession;
  renderWithMantine(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <AdminSessionContext.Provider value={session}>
        <LayoutEditor {...mode} />
      </AdminSessionContext.Provider>
    </ApolloProvider>,
  );
  return { calls, user: userEvent.setup() };
}

// Several clicks through jsdom per test: slow on a busy 2-core machine.
describe('LayoutEditor', { timeout: 60_000 }, () => {
  it('checks the required fields before calling the server, then creates and opens the edit screen', async () => {
    const { calls, user } = renderEditor({ mode: 'create' }, { saveWebLayout: (v) => ({ saveWebLayout: { ...stored, id: 9, name: (v.input as { name: string }).name, version: 1 } }) });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Field is required')).length).toBeGreaterThan(0);
    expect(calls.some((c) => c.name === 'saveWebLayout')).toBe(false);

    await user.click(screen.getByRole('textbox', { name: /^Name/ }));
    await user.paste('Sections');
    await user.click(screen.getByRole('combobox', { name: /^Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Section' }));
    await user.click(screen.getByRole('button', { name: 'Add alias' }));
    await user.click(screen.getByRole('textbox', { name: 'Alias 1' }));
    await user.paste('/');
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/admin/edit-web-layout/9'));
    const input = calls.find((c) => c.name === 'saveWebLayout')?.variables.input as Record<string, unknown>;
    expect(input).toMatchObject({ name: 'Sections', type: 'section', aliases: ['/'], tenantIds: [1], isGlobal: false, loadMoreType: 'none' });
    expect(input).not.toHaveProperty('version');
    expect((input.primaryGrid as { rows: unknown[] }).rows).toHaveLength(1);
  });

  it('shows the module key only for modules and the sites only when not global', async () => {
    const { user } = renderEditor({ mode: 'create' }, {});
    expect(screen.queryByRole('textbox', { name: /Module key/ })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: /^Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Module' }));
    expect(screen.getByRole('textbox', { name: /Module key/ })).toBeTruthy();
    expect(screen.getByText('Sites', { selector: 'label' })).toBeTruthy();
    // Mantine 9 puts the description inside the label: it is part of the accessible name.
    await user.click(screen.getByRole('switch', { name: /^Global layout/ }));
    expect(screen.queryByText('Sites', { selector: 'label' })).toBeNull();
  });

  it('saves with the version and puts the server messages on their fields', async () => {
    const { calls, user } = renderEditor(
      { mode: 'edit', id: 7 },
      {
        getWebLayout: () => ({ getWebLayout: stored }),
        saveWebLayout: () => {
          throw new TransportError('Please correct the highlighted fields.', { status: 200, code: 'BAD_USER_INPUT', fieldErrors: { 'aliases.0': 'Another layout already serves /power.' } });
        },
      },
    );
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.type(name, ' 2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Another layout already serves /power.')).toBeTruthy();
    expect(calls.find((c) => c.name === 'saveWebLayout')?.variables.input).toMatchObject({ id: 7, version: 2, name: 'Section pages 2' });
  });

  it('lets only global users make a layout global, and locks a global layout for the others', async () => {
    renderEditor({ mode: 'create' }, {}, ['manage_site_layouts'], false);
    expect((screen.getByRole('switch', { name: /^Global layout/ }) as HTMLInputElement).disabled).toBe(true);
    cleanup();
    renderEditor({ mode: 'edit', id: 7 }, { getWebLayout: () => ({ getWebLayout: { ...stored, isGlobal: true, sites: [] } }) }, ['manage_site_layouts'], false);
    expect((await screen.findByTestId('layout-read-only')).textContent).toContain('only a global user');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('previews the unsaved layout on a page of its kind and renders it again after a change', async () => {
    vi.stubGlobal('__TENANT_KEY__', '');
    vi.stubGlobal('__APP_VERSION__', 'test');
    const bodies: { path: string; layout: { id?: number; name: string; primaryGrid: unknown } }[] = [];
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as (typeof bodies)[number];
      bodies.push(body);
      if (body.layout.name === 'Broken') {
        return new Response(JSON.stringify({ statusCode: 400, code: 'BAD_USER_INPUT', message: 'Please correct the highlighted fields.', fieldErrors: { 'primaryGrid.rows.0.columns.0.blocks.0.settings.limit': 'Too many' } }), { status: 400 });
      }
      return new Response(JSON.stringify({ path: body.path, html: `<html><head></head><body>${body.layout.name}</body></html>` }), { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    try {
      const { calls, user } = renderEditor(
        { mode: 'edit', id: 7 },
        {
          getWebLayout: () => ({ getWebLayout: stored }),
          getWebLayoutPreviewPaths: () => ({ getWebLayoutPreviewPaths: [{ __typename: 'WebLayoutPreviewPath', path: '/power', label: 'Power', kind: 'section' }] }),
        },
        ['view_site_layouts', 'manage_site_layouts'],
      );
      const frame = await screen.findByTestId('layout-preview-frame', {}, { timeout: 5000 });
      expect(frame.getAttribute('srcdoc')).toContain('Section pages');
      expect(frame.getAttribute('sandbox')).toBe('allow-popups allow-popups-to-escape-sandbox');
      expect(bodies[0]).toMatchObject({ path: '/power', layout: { id: 7, name: 'Section pages', primaryGrid: { rows: [] } } });
      // The page list follows the layout's own page rules.
      expect(calls.find((c) => c.name === 'getWebLayoutPreviewPaths')?.variables).toMatchObject({ input: { type: 'section', aliases: ['power'] } });

      const name = screen.getByRole('textbox', { name: /^Name/ });
      await user.clear(name);
      await user.paste('Renamed');
      await waitFor(() => expect(screen.getByTestId('layout-preview-frame').getAttribute('srcdoc')).toContain('Renamed'), { timeout: 5000 });
      // Typing is not sent keystroke by keystroke: one render after the pause.
      expect(bodies.filter((body) => body.layout.name.startsWith('Renamed'))).toHaveLength(1);

      await user.clear(name);
      await user.paste('Broken');
      expect(await screen.findByTestId('layout-preview-problem', {}, { timeout: 5000 })).toBeTruthy();
      expect(screen.getByTestId('layout-preview-problem').textContent).toContain('Primary grid, row 1, column 1, block 1');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('is read-only without manage_site_layouts', async () => {
    renderEditor({ mode: 'edit', id: 7 }, { getWebLayout: () => ({ getWebLayout: stored }) }, ['view_site_layouts']);
    expect(await screen.findByTestId('layout-read-only')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add row' })).toBeNull();
    expect((screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).readOnly).toBe(true);
  });
});
