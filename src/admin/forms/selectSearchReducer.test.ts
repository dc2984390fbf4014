import { describe, expect, it } from 'vitest';
import {
  initialSelectSearchState,
  selectSearchMessage,
  selectSearchReducer,
  type SearchRules,
  type SelectSearchAction,
  type SelectSearchState,
} from './selectSearchReducer';

const rules: SearchRules = { minSearchLength: 2, searchOnOpen: false };
const type = (phrase: string, over: Partial<SearchRules> = {}): SelectSearchAction => ({ type: 'type', phrase, ...rules, ...over });
const run = (...actions: SelectSearchAction[]): SelectSearchState => actions.reduce(selectSearchReducer, initialSelectSearchState);
const options = [{ value: '1', label: 'Acme' }];

describe('selectSearchReducer', () => {
  it("starts in 'init' with 'Start typing to search.'", () => {
    expect(initialSelectSearchState.status).toBe('init');
    expect(selectSearchMessage(initialSelectSearchState)).toBe('Start typing to search.');
  });

  it("goes to 'short' for a phrase below the minimum, counting trimmed characters", () => {
    const state = run(type(' a '));
    expect(state.status).toBe('short');
    expect(state.phrase).toBe(' a ');
    expect(selectSearchMessage(state)).toBe('Search phrase must be longer');
  });

  it("goes to 'loading' for a long enough phrase, with a new request id and the debounce", () => {
    const state = run(type('a'), type('ac'));
    expect(state.status).toBe('loading');
    expect(state.requestId).toBe(2);
    expect(state.immediate).toBe(false);
    expect(selectSearchMessage(state)).toBe('Loading results...');
  });

  it("returns to 'init' when the phrase is emptied", () => {
    const state = run(type('acme'), type(''));
    expect(state.status).toBe('init');
    expect(state.options).toEqual([]);
  });

  it("goes to 'loaded' with the answer of the current request", () => {
    const loading = run(type('acme'));
    const state = selectSearchReducer(loading, { type: 'loaded', requestId: loading.requestId, options });
    expect(state.status).toBe('loaded');
    expect(state.options).toEqual(options);
    expect(state.resultPhrase).toBe('acme');
    expect(selectSearchMessage(state)).toBeUndefined();
  });

  it('ignores a stale answer (an older phrase answering after a newer one)', () => {
    const first = run(type('ac'));
    const second = selectSearchReducer(first, type('acm'));
    const stale = selectSearchReducer(second, { type: 'loaded', requestId: first.requestId, options });
    expect(stale).toBe(second);
    const staleFailure = selectSearchReducer(second, { type: 'failed', requestId: first.requestId, message: 'x' });
    expect(staleFailure).toBe(second);
  });

  it('ignores an answer arriving after a reset (dropdown closed)', () => {
    const loading = run(type('acme'));
    const reset = selectSearchReducer(loading, { type: 'reset' });
    expect(reset.status).toBe('init');
    expect(reset.requestId).toBe(loading.requestId + 1);
    expect(selectSearchReducer(reset, { type: 'loaded', requestId: loading.requestId, options })).toBe(reset);
  });

  it('words the empty answers: no results for a phrase, no items for the whole list', () => {
    const loading = run(type('zzz'));
    const none = selectSearchReducer(loading, { type: 'loaded', requestId: loading.requestId, options: [] });
    expect(selectSearchMessage(none)).toBe('No results found for "zzz".');

    const opened = selectSearchReducer(initialSelectSearchState, { type: 'open', ...rules, searchOnOpen: true });
    const empty = selectSearchReducer(opened, { type: 'loaded', requestId: opened.requestId, options: [] });
    expect(selectSearchMessage(empty)).toBe('No items found.');
  });

  it("with searchOnOpen, opening loads the whole list at once; without it, opening stays in 'init'", () => {
    const opened = selectSearchReducer(initialSelectSearchState, { type: 'open', ...rules, searchOnOpen: true });
    expect(opened.status).toBe('loading');
    expect(opened.immediate).toBe(true);
    expect(selectSearchReducer(initialSelectSearchState, { type: 'open', ...rules })).toBe(initialSelectSearchState);
    // Emptying the phrase reloads the whole list.
    expect(run(type('ab', { searchOnOpen: true }), type('', { searchOnOpen: true })).status).toBe('loading');
  });

  it('keeps loaded results when opened again', () => {
    const loading = run(type('acme'));
    const loaded = selectSearchReducer(loading, { type: 'loaded', requestId: loading.requestId, options });
    expect(selectSearchReducer(loaded, { type: 'open', ...rules, searchOnOpen: true })).toBe(loaded);
  });

  it("on failure records the error and returns to 'init'; opening again retries the phrase", () => {
    const loading = run(type('acme'));
    const failed = selectSearchReducer(loading, { type: 'failed', requestId: loading.requestId, message: 'Network down' });
    expect(failed.status).toBe('init');
    expect(failed.error).toEqual({ requestId: loading.requestId, message: 'Network down' });
    expect(failed.phrase).toBe('acme');

    const retry = selectSearchReducer(failed, { type: 'open', ...rules });
    expect(retry.status).toBe('loading');
    expect(retry.requestId).toBe(failed.requestId + 1);
    expect(retry.error).toBeNull();
  });
});
