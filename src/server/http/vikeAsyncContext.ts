/** Where Vike keeps its AsyncLocalStorage (vike/dist/server/runtime/asyncHook.js, through getGlobalObject). */
const VIKE_ASYNC_HOOK_GLOBAL = 'server/runtime/asyncHook.ts';

interface VikeAsyncHookGlobal {
  asyncLocalStorage: unknown;
  installPromise?: Promise<void>;
}

/**
 * Stops Vike from running every render inside an AsyncLocalStorage (issue 10). On Node 20 the first
 * `AsyncLocalStorage.run` turns on async hooks for the whole process, for good: from then on every
 * promise of every request — page-cache hits, GraphQL, the database driver — pays an init hook and
 * a context copy (about 10 % of a page-cache hit's CPU in the bench profile). Vike uses the storage
 * only for `getPageContext()` called outside a hook and for request ids in its development logger;
 * this app uses neither (pages read the context from their hooks' argument and React's
 * usePageContext), so production renders without it.
 *
 * Returns false when Vike no longer keeps the storage where this looks (a Vike upgrade moved it):
 * the caller logs that, and the renders still work, only slower.
 */
export async function dropVikeAsyncContext(): Promise<boolean> {
  const globals = (globalThis as { _vike?: { globals?: Record<string, VikeAsyncHookGlobal | undefined> } })._vike?.globals;
  const hook = globals?.[VIKE_ASYNC_HOOK_GLOBAL];
  if (!hook || !('asyncLocalStorage' in hook)) return false;
  // The storage is created once Vike's install promise settles: drop it after that.
  await hook.installPromise;
  hook.asyncLocalStorage = null;
  return true;
}
