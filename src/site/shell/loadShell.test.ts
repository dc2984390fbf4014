import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  GetActiveCmsUserDocument,
  GetWebsiteMenusDocument,
  GetWebsiteShellSettingsDocument,
  type GetActiveCmsUserQuery,
  type GetWebsiteMenusQuery,
  type GetWebsiteShellSettingsQuery,
} from '../../gql/graphql.js';
import type { PageGraphQL } from '../pageContext.js';
import { loadShell } from './loadShell.js';

const settings: GetWebsiteShellSettingsQuery = {
  getWebsiteShellSettings: {
    __typename: 'WebsiteShellSettings',
    id: 'shell:1',
    siteName: 'Electronic Design Review',
    newDesign: true,
    logo: { __typename: 'Asset', id: 5, src: '/images/5/logo.png', width: 400, height: 100, alt: null },
    logoHeight: 40,
    footerLogo: null,
    aboutText: 'About us.',
    copyrightText: 'All rights reserved.',
    hamburgerStyle: 'slide-right',
    hamburgerShowSearch: true,
    hamburgerShowSocialLinks: false,
    socialLinks: [{ __typename: 'WebsiteSocialLink', network: 'linkedin', url: 'https://www.linkedin.com/company/edr' }],
    sponsoredSearch: { __typename: 'WebsiteSponsoredSearch', enabled: true, label: 'Sponsored', logo: { __typename: 'Asset', id: 9, src: '/images/9/sponsor.png', width: 200, height: 50, alt: 'Acme' }, altLogo: null, clickUrl: '' },
    cta: { __typename: 'WebsiteCtaMessage', enabled: true, text: 'Register now.', buttonLabel: 'Register', link: '/events', openInNewWindow: true, backgroundColor: '#002049', textColor: '#ffffff', buttonColor: '#ed852d', buttonTextColor: '#ffffff' },
    registerButtonLabel: 'Become a member',
    siteLoginPageText: '',
    newsletterSignup: true,
    newsletters: [{ __typename: 'WebsiteNewsletter', id: 200001, title: 'Power Weekly', description: 'Every Friday.', showInSubscribeBlock: true }],
  },
};

const menus: GetWebsiteMenusQuery = {
  getWebsiteMenus: [
    {
      __typename: 'WebsiteMenu',
      id: 'footer',
      location: 'footer',
      allowsChildren: true,
      maxItems: 10,
      version: 1,
      updatedAt: null,
      items: [{ __typename: 'MenuItem', label: 'Company', url: '', newWindow: false, children: [{ __typename: 'MenuItem', label: 'About', url: '/about-us', newWindow: false }] }],
    },
  ],
};

const cmsUser: GetActiveCmsUserQuery['getActiveCMSUser'] = {
  __typename: 'CmsUser',
  id: 3,
  email: 'ed@example.com',
  username: 'ed',
  firstName: 'Ed',
  lastName: 'Itor',
  fullName: 'Ed Itor',
  role: 'editor',
  extraPermissions: [],
  permissions: ['manage_content', 'not_a_permission'],
  status: 1,
  isGlobal: 0,
  invitationPending: false,
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  version: 1,
  tenants: [{ __typename: 'Tenant', id: 1, tenantKey: 'edr', name: 'EDR' }],
};

/** A PageGraphQL answering the three shell documents; `user` is what getActiveCMSUser does. */
function fakeGraphQL(user: 'anonymous' | 'editor' | 'foreign' | 'broken', { cmsSession = user !== 'anonymous' }: { cmsSession?: boolean } = {}) {
  const calls: string[] = [];
  const graphql: PageGraphQL = {
    cmsSession,
    perSite: (_key, compute) => (calls.push('perSite'), compute(graphql)),
    async run<TData, TVariables extends Record<string, unknown>>(document: TypedDocumentNode<TData, TVariables>): Promise<TData> {
      const answer = (data: unknown) => data as TData;
      // Compared as plain nodes: the typed documents' type parameters never overlap.
      const node: DocumentNode = document;
      if (node === GetWebsiteShellSettingsDocument) return (calls.push('settings'), answer(settings));
      if (node === GetWebsiteMenusDocument) return (calls.push('menus'), answer(menus));
      if (node === GetActiveCmsUserDocument) {
        calls.push('cmsUser');
        if (user === 'editor') return answer({ getActiveCMSUser: cmsUser });
        if (user === 'foreign') return answer({ getActiveCMSUser: { ...cmsUser, tenants: [{ __typename: 'Tenant', id: 2, tenantKey: 'fot', name: 'FOT' }] } });
        throw Object.assign(new Error(user === 'anonymous' ? 'Please log in.' : 'database down'), { code: user === 'anonymous' ? 'UNAUTHENTICATED' : null });
      }
      throw new Error('unexpected document');
    },
    tenant: async () => ({ id: 1, name: 'EDR', tenantKey: 'edr' }),
    seoSite: async () => {
      throw new Error('not used');
    },
  };
  return { graphql, calls };
}

describe('loadShell', () => {
  it('builds the shell from the settings, every menu location and the CMS user', async () => {
    const { graphql, calls } = fakeGraphQL('editor');
    const shell = await loadShell(graphql, { path: '/news', preview: false });
    expect(calls.sort()).toEqual(['cmsUser', 'menus', 'perSite', 'settings']);
    expect(shell).toMatchObject({
      siteName: 'Electronic Design Review',
      path: '/news',
      useNewDesign: true,
      logo: { src: '/images/5/logo.png', width: 400, height: 100, alt: '' },
      logoHeight: 40,
      hamburger: { style: 'slide-right', showSearch: true, showSocialLinks: false },
      socialLinks: [{ network: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/company/edr' }],
      // No dark-background logo: the logo serves; no click URL: the search page.
      sponsoredSearch: { enabled: true, label: 'Sponsored', logo: { src: '/images/9/sponsor.png' }, darkLogo: { src: '/images/9/sponsor.png' }, clickUrl: null },
      cta: { text: 'Register now.', newWindow: true },
      // 002 §9: 'Join Now' until the membership settings' override reaches the shell.
      registerButtonLabel: 'Become a member',
      // Decided by getWebsiteShellSettings (newsletters module and subscribe-block newsletters).
      newsletterSignup: true,
      newsletters: [{ id: 200001, title: 'Power Weekly', description: 'Every Friday.', showInSubscribeBlock: true }],
      siteUser: null,
      // Unknown permission names are dropped.
      cmsUser: { id: 3, name: 'Ed Itor', permissions: ['manage_content'] },
    });
    // The footer logo falls back to the header logo.
    expect(shell.footerLogo).toEqual(shell.logo);
    expect(shell.menus.footer).toEqual([{ label: 'Company', url: '', newWindow: false, children: [{ label: 'About', url: '/about-us', newWindow: false, children: [] }] }]);
    expect(shell.menus.header_primary).toEqual([]);
    expect(Object.keys(shell.menus)).toHaveLength(7);
    expect(JSON.parse(JSON.stringify(shell))).toEqual(shell);
  });

  it('has no CMS user for a visitor, and asks only with a CMS session, not in preview mode', async () => {
    expect((await loadShell(fakeGraphQL('anonymous', { cmsSession: true }).graphql, { path: '/', preview: false })).cmsUser).toBeNull();
    const visitor = fakeGraphQL('anonymous');
    expect((await loadShell(visitor.graphql, { path: '/', preview: false })).cmsUser).toBeNull();
    expect(visitor.calls).not.toContain('cmsUser');
    const preview = fakeGraphQL('editor');
    expect((await loadShell(preview.graphql, { path: '/', preview: true })).cmsUser).toBeNull();
    expect(preview.calls).not.toContain('cmsUser');
  });

  it('has no CMS user for a user of other sites only (a visitor here), and the global user everywhere', async () => {
    expect((await loadShell(fakeGraphQL('foreign').graphql, { path: '/', preview: false })).cmsUser).toBeNull();
    const original = cmsUser.tenants;
    Object.assign(cmsUser, { isGlobal: 1, tenants: [] });
    try {
      expect((await loadShell(fakeGraphQL('editor').graphql, { path: '/', preview: false })).cmsUser).toMatchObject({ id: 3 });
    } finally {
      Object.assign(cmsUser, { isGlobal: 0, tenants: original });
    }
  });

  it('lets a real failure through', async () => {
    await expect(loadShell(fakeGraphQL('broken').graphql, { path: '/', preview: false })).rejects.toThrow('database down');
  });

  it('drops a switched-off call-to-action', async () => {
    const { graphql } = fakeGraphQL('anonymous');
    const original = settings.getWebsiteShellSettings.cta;
    settings.getWebsiteShellSettings.cta = { ...original, enabled: false };
    try {
      expect((await loadShell(graphql, { path: '/', preview: false })).cta).toBeNull();
    } finally {
      settings.getWebsiteShellSettings.cta = original;
    }
  });
});
