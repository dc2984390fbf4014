import { beforeAll, vi } from 'vitest';

// jsdom lacks what Mantine uses (STACK.md): matchMedia, ResizeObserver, scrollIntoView.
// Only applied to test files that run in jsdom (`// @vitest-environment jsdom`).
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= () => undefined;
}

// Most unit files share their worker (vitest.config.ts: isolate false), so each file starts from what
// a fresh environment would give it: no spies or fake timers left by the file before, and in jsdom
// no rendered trees, portals, address, title, storage or cookies of another file.
beforeAll(async () => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  if (typeof window === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  // Mantine keeps its notifications in a module-level store: one shown by the file before would
  // appear in this file's first <Notifications />. (Files that mock the module have no store.)
  const { notifications } = await import('@mantine/notifications');
  notifications.clean?.();
  notifications.cleanQueue?.();
  document.body.innerHTML = '';
  document.title = '';
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
