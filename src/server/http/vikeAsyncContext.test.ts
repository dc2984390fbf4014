import { describe, expect, it } from 'vitest';
import { dropVikeAsyncContext } from './vikeAsyncContext.js';

describe('dropVikeAsyncContext', () => {
  it("finds Vike's AsyncLocalStorage where this Vike keeps it, and drops it", async () => {
    // Loading Vike's server runtime creates the storage (a Vike upgrade that moves it fails here).
    await import('vike/server');
    const globals = (globalThis as unknown as { _vike: { globals: Record<string, { asyncLocalStorage: unknown; installPromise: Promise<void> }> } })._vike.globals;
    const hook = globals['server/runtime/asyncHook.ts']!;
    await hook.installPromise;
    expect(hook.asyncLocalStorage).not.toBeNull();
    expect(await dropVikeAsyncContext()).toBe(true);
    expect(hook.asyncLocalStorage).toBeNull();
  });
});
