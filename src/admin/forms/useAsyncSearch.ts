import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '../../shared/constants.js';
import type { SelectOption } from './selectOption.js';
import { initialSelectSearchState, selectSearchReducer, type SearchRules } from './selectSearchReducer.js';

export const LOAD_OPTIONS_FAILED_TITLE = 'Could not load options';

export interface AsyncSearchOptions extends SearchRules {
  /** Receives the trimmed phrase ('' when loading the whole list with searchOnOpen). */
  loadOptions: (phrase: string) => Promise<SelectOption[]>;
  debounceMs: number;
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'An unexpected error occurred.';
}

/**
 * Runs selectSearchReducer's side effects: waits out the debounce, calls loadOptions, reports the
 * answer with its request id (the reducer drops stale ones) and shows the error toast (000 §8
 * "Option lists fail to load: an error toast").
 */
export function useAsyncSearch({ loadOptions, debounceMs, minSearchLength, searchOnOpen }: AsyncSearchOptions) {
  const [state, dispatch] = useReducer(selectSearchReducer, initialSelectSearchState);
  // The latest loader without restarting the debounce when the parent passes a new function.
  const loadRef = useRef(loadOptions);
  useEffect(() => {
    loadRef.current = loadOptions;
  }, [loadOptions]);

  const { status, requestId, phrase, immediate } = state;
  useEffect(() => {
    if (status !== 'loading') return undefined;
    // Each keystroke gives a new requestId, re-running this effect: the cleanup cancels the
    // pending timer, which is the debounce. A request already sent is not cancelled; its answer
    // is stale and the reducer ignores it.
    const timer = setTimeout(
      () => {
        let request: Promise<SelectOption[]>;
        try {
          request = Promise.resolve(loadRef.current(phrase.trim()));
        } catch (error) {
          request = Promise.reject(error);
        }
        request.then(
          (options) => dispatch({ type: 'loaded', requestId, options }),
          (error: unknown) => dispatch({ type: 'failed', requestId, message: errorMessage(error) }),
        );
      },
      immediate ? 0 : debounceMs,
    );
    return () => clearTimeout(timer);
  }, [status, requestId, phrase, immediate, debounceMs]);

  const { error } = state;
  useEffect(() => {
    if (!error) return;
    notifications.show({ color: 'red', title: LOAD_OPTIONS_FAILED_TITLE, message: error.message, autoClose: TOAST_AUTO_CLOSE_MS });
  }, [error]);

  const open = useCallback(() => dispatch({ type: 'open', minSearchLength, searchOnOpen }), [minSearchLength, searchOnOpen]);
  const type = useCallback(
    (next: string) => dispatch({ type: 'type', phrase: next, minSearchLength, searchOnOpen }),
    [minSearchLength, searchOnOpen],
  );
  const reset = useCallback(() => dispatch({ type: 'reset' }), []);
  return { state, open, type, reset };
}
