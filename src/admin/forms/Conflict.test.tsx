// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useConflict } from './Conflict.js';

const conflictError = { message: 'This user was changed by someone else.', code: 'CONFLICT' };

describe('useConflict', () => {
  it('turns a CONFLICT into the alert state and clears it after a reload', async () => {
    const onReload = vi.fn(async () => undefined);
    const { result } = renderHook(() => useConflict(onReload));
    let saved: unknown = 'unset';
    await act(async () => {
      saved = await result.current.guard(() => Promise.reject(conflictError));
    });
    expect(saved).toBeUndefined();
    expect(result.current.conflict).toBe('This user was changed by someone else.');
    await act(() => result.current.reload());
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(result.current.conflict).toBeNull();
  });

  it('rethrows other failures with their field errors for the form', async () => {
    const { result } = renderHook(() => useConflict(null));
    const failure = { message: 'Please correct the highlighted fields.', code: 'BAD_USER_INPUT', fieldErrors: { email: 'Taken' } };
    await expect(result.current.guard(() => Promise.reject(failure))).rejects.toMatchObject({ fieldErrors: { email: 'Taken' } });
    expect(result.current.conflict).toBeNull();
  });

  it('returns the result of a successful save', async () => {
    const { result } = renderHook(() => useConflict(null));
    await expect(result.current.guard(async () => 42)).resolves.toBe(42);
  });
});
