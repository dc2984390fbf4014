// The admin app's session: the CMS user session of spec 000 §4 (src/client/session.ts), started once
// per page load, and the data every protected screen needs (user, modules, tenant), offered to the
// screens through useAdminSession().
import { CombinedGraphQLErrors } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { browserApolloClient, browserTransport } from '../../client/browser.js';
import { deleteCookie, readCookie, writeCookie } from '../../client/cookies.js';
import { TransportError } from '../../client/errors.js';
import { createCmsSession, signOnUrl, type CmsSession, type CookieJar, type SessionState } from '../../client/session.js';
import {
  GetActiveCmsUserDocument,
  GetEnabledModulesDocument,
  GetSiteSettingFlagsDocument,
  GetTenantInfoDocument,
  type GetActiveCmsUserQuery,
  type GetEnabledModulesQuery,
} from '../../gql/graphql.js';
import { isPermission, type Permission } from '../../shared/permissions.js';
import { hasAnyPermission } from '../../shared/roles.js';
import { CACHE_BYPASS_COOKIE, setSiteSettingFlags } from './flags.js';

export type AdminUser = GetActiveCmsUserQuery['getActiveCMSUser'];
export type AdminModules = GetEnabledModulesQuery['getEnabledModules'];
export interface AdminTenant {
  id: number;
  name: string;
  tenantKey: string;
}

export interface AdminSession {
  user: AdminUser;
  /** Any-of check (000 §6); false for an empty user; no permissions asked → logged in. */
  can: (...permissions: Permission[]) => boolean;
  modules: AdminModules;
  tenant: AdminTenant;
  session: CmsSession;
  /** Reloads the user (after a profile change). */
  refreshUser: () => Promise<void>;
  /** Reloads the module switches (after the modules screen saved them). */
  refreshModules: () => Promise<void>;
}

/** Null outside an admin app, or while its user is loading. */
export const AdminSessionContext = createContext<AdminSession | null>(null);
/** True inside an AdminSessionProvider, so a nested AdminPage adds no second set of providers. */
const AdminAppContext = createContext(false);

export function useAdminSession(): AdminSession {
  const value = useContext(AdminSessionContext);
  if (!value) throw new Error('useAdminSession() is only available inside <AdminPage> once the user has loaded.');
  return value;
}

/** The session, or null while loading or outside the admin app (the toolbar, the error page). */
export function useOptionalAdminSession(): AdminSession | null {
  return useContext(AdminSessionContext);
}

/** The any-of permission check of 000 §6 over the user's effective permissions. */
export function permissionChecker(permissions: readonly string[] | null | undefined): (...wanted: Permission[]) => boolean {
  if (!permissions) return () => false;
  const granted = new Set(permissions.filter(isPermission));
  return (...wanted) => hasAnyPermission(granted, wanted);
}

// ── The CMS session (browser singleton) ─────────────────────────────────────────────────────────

const browserCookies: CookieJar = {
  read: readCookie,
  write: writeCookie,
  remove: (name) => deleteCookie(name),
};

/** Stored state that logout clears besides the tokens: per-user switches and tab state. */
function clearStoredState(): void {
  deleteCookie(CACHE_BYPASS_COOKIE);
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith('admin.')) sessionStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing stored there either.
  }
  void browserApolloClient().clearStore();
}

let browserSession: CmsSession | null = null;

function realSession(ssoUrl: string | null): CmsSession {
  browserSession ??= createCmsSession({
    transport: browserTransport(),
    cookies: browserCookies,
    navigate: (url) => window.location.assign(url),
    reload: () => window.location.reload(),
    clearStoredState,
    ssoUrl,
  });
  return browserSession;
}

/**
 * A handle that is safe to create while rendering on the server: it touches cookies and the
 * transport only when a method is called (in the browser).
 */
function sessionHandle(ssoUrl: string | null): CmsSession {
  const real = () => realSession(ssoUrl);
  return {
    state: () => (typeof document === 'undefined' ? 'logged-out' : real().state()),
    login: (username, password) => real().login(username, password),
    logout: (options) => real().logout(options),
    refresh: () => real().refresh(),
    start: () => real().start(),
    ensureFreshToken: () => real().ensureFreshToken(),
  };
}

/** The CMS session; usable on public admin pages too (login, logout, activate). */
export function useCmsSession(): CmsSession {
  const { ssoUrl } = usePageContext();
  return useMemo(() => sessionHandle(ssoUrl ?? null), [ssoUrl]);
}

let started: Promise<SessionState> | null = null;

/** start() once per page load; a logged-out answer is not kept (a later login starts afresh). */
export function startSessionOnce(session: CmsSession): Promise<SessionState> {
  started ??= session.start().then((state) => {
    if (state === 'logged-out') started = null;
    return state;
  });
  return started;
}

/** Sends a logged-out visitor to the sign-on page with a redirect back (000 §2.3). */
export function redirectToSignOn(ssoUrl: string | null): void {
  const { pathname, search } = window.location;
  window.location.assign(signOnUrl({ ssoUrl, redirect: `${pathname}${search}` }));
}

export function isUnauthenticated(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
  return error instanceof TransportError && error.code === 'UNAUTHENTICATED';
}

// ── The provider ────────────────────────────────────────────────────────────────────────────────

export type AdminSessionState =
  | { status: 'loading' }
  | { status: 'anonymous' }
  | { status: 'error'; message: string; retry: () => void }
  | { status: 'ready'; value: AdminSession };

export interface AdminSessionProviderProps {
  /** Protected pages send a logged-out visitor to sign on; the error screen just shows itself. */
  requireUser: boolean;
  children: (state: AdminSessionState) => ReactNode;
}

/**
 * Starts the session on mount, then provides Apollo and the session data. Renders its children
 * with the current state, so the frame (toolbar, title bar) shows at once — on the server too —
 * and the screen appears when the user has loaded. Inside another provider it adds nothing.
 */
export function AdminSessionProvider(props: AdminSessionProviderProps) {
  const inside = useContext(AdminAppContext);
  const value = useContext(AdminSessionContext);
  if (inside) return <>{props.children(value ? { status: 'ready', value } : { status: 'loading' })}</>;
  return <SessionStarter {...props} />;
}

function SessionStarter({ requireUser, children }: AdminSessionProviderProps) {
  const session = useCmsSession();
  const { ssoUrl } = usePageContext();
  const [phase, setPhase] = useState<'starting' | 'anonymous' | 'ready'>('starting');

  useEffect(() => {
    let live = true;
    startSessionOnce(session).then(
      (state) => {
        if (!live) return;
        if (state === 'logged-in') setPhase('ready');
        else if (requireUser) redirectToSignOn(ssoUrl ?? null);
        else setPhase('anonymous');
      },
      () => live && (requireUser ? redirectToSignOn(ssoUrl ?? null) : setPhase('anonymous')),
    );
    return () => {
      live = false;
    };
  }, [session, requireUser, ssoUrl]);

  if (phase !== 'ready') {
    return <AdminAppContext.Provider value>{children(phase === 'anonymous' ? { status: 'anonymous' } : { status: 'loading' })}</AdminAppContext.Provider>;
  }
  return (
    <ApolloProvider client={browserApolloClient()}>
      <AdminAppContext.Provider value>
        <SessionData session={session} requireUser={requireUser}>
          {children}
        </SessionData>
      </AdminAppContext.Provider>
    </ApolloProvider>
  );
}

/** How often an expired bearer token is looked for (and refreshed) while a page stays open. */
const TOKEN_CHECK_INTERVAL_MS = 30_000;

function SessionData({ session, requireUser, children }: { session: CmsSession; requireUser: boolean; children: AdminSessionProviderProps['children'] }) {
  const { ssoUrl } = usePageContext();
  const user = useQuery(GetActiveCmsUserDocument, { notifyOnNetworkStatusChange: false });
  const modules = useQuery(GetEnabledModulesDocument);
  const tenantInfo = useQuery(GetTenantInfoDocument, { variables: { includeTest: false } });
  const { refetch: refetchUser } = user;
  const { refetch: refetchModules } = modules;
  // The site settings that gate menu entries (new design → site settings link, company updates,
  // IP gating). A failure leaves them off: menus still work.
  const settingFlags = useQuery(GetSiteSettingFlagsDocument).data?.getSiteSettingFlags;
  useEffect(() => {
    if (settingFlags) setSiteSettingFlags({ newDesign: settingFlags.newDesign, companyUpdates: settingFlags.companyUpdates, ipGating: settingFlags.ipGating });
  }, [settingFlags]);

  // The token may expire while a screen stays open: refresh it before the next call needs it.
  useEffect(() => {
    const timer = setInterval(() => void session.ensureFreshToken(), TOKEN_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [session]);

  // A token the server no longer accepts: refresh once; a failed refresh logs out and reloads.
  const unauthenticated = isUnauthenticated(user.error);
  useEffect(() => {
    if (!unauthenticated) return;
    void session.refresh().then((ok) => {
      if (ok) void refetchUser();
      else if (requireUser) redirectToSignOn(ssoUrl ?? null);
    });
  }, [unauthenticated, session, refetchUser, requireUser, ssoUrl]);

  const refreshUser = useCallback(async () => {
    await refetchUser();
  }, [refetchUser]);
  const refreshModules = useCallback(async () => {
    await refetchModules();
  }, [refetchModules]);

  const userData = user.data?.getActiveCMSUser;
  const modulesData = modules.data?.getEnabledModules;
  const current = tenantInfo.data?.getTenantInfo.current;
  const value = useMemo<AdminSession | null>(() => {
    if (!userData || !modulesData || !current) return null;
    return {
      user: userData,
      can: permissionChecker(userData.permissions),
      modules: modulesData,
      tenant: { id: current.id, name: current.name, tenantKey: current.tenantKey },
      session,
      refreshUser,
      refreshModules,
    };
  }, [userData, modulesData, current, session, refreshUser, refreshModules]);

  const failure = (!unauthenticated && user.error) || modules.error || tenantInfo.error;
  let state: AdminSessionState;
  if (value) state = { status: 'ready', value };
  else if (failure)
    state = {
      status: 'error',
      message: failure.message,
      retry: () => {
        void user.refetch();
        void modules.refetch();
        void tenantInfo.refetch();
      },
    };
  else state = { status: 'loading' };
  return <AdminSessionContext.Provider value={value}>{children(state)}</AdminSessionContext.Provider>;
}
