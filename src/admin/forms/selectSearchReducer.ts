import { formatMessage, MESSAGES } from '../../shared/messages.js';
import type { SelectOption } from './selectOption.js';

/**
 * The search state machine of the async select (000 §4 "Select dropdown search: init, loading,
 * short (phrase too short), loaded"). Pure, so every transition is unit-tested without a DOM;
 * the component only runs the side effects (debounce timer, request, toast).
 *
 *   init ──type (too short)──▶ short ──type (long enough)──▶ loading ──loaded──▶ loaded
 *    ▲  ◀──type (blank)──────────┘                              │
 *    └──────────────── failed (toast; reopen or type to retry) ─┘
 *
 * Every phrase change and every reset takes a new request id; an answer carrying an older id is
 * stale (the user typed on) and is dropped.
 */
export type SelectSearchStatus = 'init' | 'loading' | 'short' | 'loaded';

export interface SelectSearchState {
  readonly status: SelectSearchStatus;
  /** The phrase as typed (the input shows it); requests use it trimmed. */
  readonly phrase: string;
  /** Options of the last answered request. */
  readonly options: ReadonlyArray<SelectOption>;
  /** The trimmed phrase `options` answer; '' for a list loaded without a phrase. */
  readonly resultPhrase: string;
  /** Id of the newest request; answers with another id are stale. */
  readonly requestId: number;
  /** Load at once instead of after the debounce (opening with searchOnOpen: nobody is typing). */
  readonly immediate: boolean;
  /** Set by a (non-stale) failure, for the error toast. */
  readonly error: { readonly requestId: number; readonly message: string } | null;
}

export interface SearchRules {
  /** Shortest trimmed phrase that is searched. */
  readonly minSearchLength: number;
  /** Load the whole list when the dropdown opens or the phrase is emptied. */
  readonly searchOnOpen: boolean;
}

export type SelectSearchAction =
  | ({ type: 'open' } & SearchRules)
  | ({ type: 'type'; phrase: string } & SearchRules)
  | { type: 'loaded'; requestId: number; options: ReadonlyArray<SelectOption> }
  | { type: 'failed'; requestId: number; message: string }
  | { type: 'reset' };

export const initialSelectSearchState: SelectSearchState = {
  status: 'init',
  phrase: '',
  options: [],
  resultPhrase: '',
  requestId: 0,
  immediate: false,
  error: null,
};

function isSearchable(phrase: string, rules: SearchRules): boolean {
  const trimmed = phrase.trim();
  return trimmed === '' ? rules.searchOnOpen : trimmed.length >= rules.minSearchLength;
}

export function selectSearchReducer(state: SelectSearchState, action: SelectSearchAction): SelectSearchState {
  switch (action.type) {
    case 'open': {
      // Only an idle dropdown starts a load: reopening keeps loaded results, and opening after a
      // failure (status back to init) retries the current phrase.
      if (state.status !== 'init' || !isSearchable(state.phrase, action)) return state;
      return { ...state, status: 'loading', requestId: state.requestId + 1, immediate: true, error: null };
    }
    case 'type': {
      const trimmed = action.phrase.trim();
      const next = { ...state, phrase: action.phrase, requestId: state.requestId + 1, immediate: false, error: null };
      if (isSearchable(action.phrase, action)) return { ...next, status: 'loading' };
      if (trimmed === '') return { ...next, status: 'init', options: [], resultPhrase: '' };
      return { ...next, status: 'short' };
    }
    case 'loaded': {
      if (action.requestId !== state.requestId || state.status !== 'loading') return state;
      return { ...state, status: 'loaded', options: action.options, resultPhrase: state.phrase.trim() };
    }
    case 'failed': {
      if (action.requestId !== state.requestId || state.status !== 'loading') return state;
      return { ...state, status: 'init', options: [], error: { requestId: action.requestId, message: action.message } };
    }
    case 'reset':
      // The id moves on, so a request still in flight cannot fill the next opening.
      return { ...initialSelectSearchState, requestId: state.requestId + 1 };
  }
}

/**
 * The line the dropdown shows instead of (or, for 'loaded', when there are no) options; undefined
 * when options are listed. Wording from 000 §5.
 */
export function selectSearchMessage(state: SelectSearchState): string | undefined {
  switch (state.status) {
    case 'init':
      return MESSAGES.selectSearchStart;
    case 'short':
      return MESSAGES.selectSearchTooShort;
    case 'loading':
      return MESSAGES.selectSearchLoading;
    case 'loaded':
      if (state.options.length > 0) return undefined;
      return state.resultPhrase === ''
        ? MESSAGES.selectNoItems
        : formatMessage(MESSAGES.selectSearchNoResults, { search: state.resultPhrase });
  }
}
