// Spec 000 §2.3: "The application checks hourly for a newer build of itself; if loading a piece of
// the application fails it reloads once, guarded for 10 seconds." The pure parts take their
// effects as arguments so they are unit-tested.
import { BUILD_CHECK_INTERVAL_MS, CHUNK_RELOAD_GUARD_MS } from '../../shared/constants.js';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export const CHUNK_RELOAD_STORAGE_KEY = 'admin.chunkReloadAt';

/**
 * Whether a failed piece should trigger a reload now. Reloads at most once per 10 s: the time of
 * the last reload is kept in session storage (per tab, survives the reload), so a piece that is
 * truly gone does not send the tab into a reload loop. Records the reload when it says yes.
 */
export function shouldReloadForFailedChunk(storage: StorageLike | null | undefined, now: number): boolean {
  let last = Number.NaN;
  try {
    last = Number(storage?.getItem(CHUNK_RELOAD_STORAGE_KEY));
  } catch {
    // Storage blocked: fall through and allow one reload.
  }
  if (Number.isFinite(last) && last > 0 && now - last >= 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  try {
    storage?.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  } catch {
    // Without storage the guard cannot hold; without storage we also cannot loop across reloads
    // more than the browser allows, so one reload is still the right call.
  }
  return true;
}

/** Messages browsers use when a dynamically imported module (a code-split piece) fails to load. */
const CHUNK_ERROR = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading chunk [\w-]+ failed/i;

export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';
  return CHUNK_ERROR.test(message);
}

export interface ChunkReloadEnvironment {
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  storage: StorageLike | null;
  reload: () => void;
  now?: () => number;
}

/**
 * Listens for Vite's `vite:preloadError` (a piece or its CSS failed to preload) and for unhandled
 * promise rejections caused by a failed dynamic import; reloads once within the guard window.
 * Returns the function that removes the listeners.
 */
export function installChunkReloadGuard(env: ChunkReloadEnvironment): () => void {
  const now = env.now ?? Date.now;
  const attempt = (event: Event) => {
    if (!shouldReloadForFailedChunk(env.storage, now())) return;
    // Vite rethrows the error unless the event is cancelled; we handle it by reloading.
    event.preventDefault();
    env.reload();
  };
  const onPreloadError = (event: Event) => attempt(event);
  const onRejection = (event: Event) => {
    if (isChunkLoadError((event as PromiseRejectionEvent).reason)) attempt(event);
  };
  env.target.addEventListener('vite:preloadError', onPreloadError);
  env.target.addEventListener('unhandledrejection', onRejection);
  return () => {
    env.target.removeEventListener('vite:preloadError', onPreloadError);
    env.target.removeEventListener('unhandledrejection', onRejection);
  };
}

/** Whether /healthz reports a build other than the one running. */
export function isNewerBuild(runningVersion: string | null | undefined, reported: unknown): reported is string {
  return typeof reported === 'string' && reported !== '' && Boolean(runningVersion) && reported !== runningVersion;
}

export interface BuildCheckEnvironment {
  runningVersion: string;
  fetch: typeof fetch;
  onNewBuild: (version: string) => void;
  setInterval: (handler: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
  intervalMs?: number;
}

/** Asks /healthz every hour which build the server runs; reports a newer one once. */
export function startBuildCheck(env: BuildCheckEnvironment): () => void {
  let announced: string | null = null;
  const check = async () => {
    try {
      const response = await env.fetch('/healthz', { cache: 'no-store', headers: { accept: 'application/json' } });
      if (!response.ok) return;
      const body = (await response.json()) as { version?: unknown };
      if (isNewerBuild(env.runningVersion, body.version) && body.version !== announced) {
        announced = body.version;
        env.onNewBuild(body.version);
      }
    } catch {
      // Offline or restarting: try again at the next interval.
    }
  };
  const handle = env.setInterval(() => void check(), env.intervalMs ?? BUILD_CHECK_INTERVAL_MS);
  return () => env.clearInterval(handle);
}
