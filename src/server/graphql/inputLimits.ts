import { badInput, NUL_MESSAGE } from './errors.js';

/**
 * What a caller may send in GraphQL variables (security issue 16 item 3; docs/input-limits.md).
 * One iterative walk of the variables, before graphql-js coerces them (its coercion and the JSON
 * scalar recurse, and so would any service that reads a document), refuses with a clear
 * BAD_USER_INPUT (HTTP 400):
 * - text holding a NUL character (PostgreSQL refuses it in text);
 * - text that is not well-formed UTF-16 (a lone surrogate: PostgreSQL refuses '\ud800' in jsonb,
 *   and no reader can show it), in values and in object keys;
 * - lists and objects nested deeper than MAX_INPUT_DEPTH (5,000 levels overflowed the stack);
 * - lists longer than MAX_LIST_ITEMS, and more than MAX_TOTAL_LIST_ITEMS items in all (a list of
 *   ids becomes one bind parameter per id, and PostgreSQL takes at most 65,535 per statement).
 * It runs for the yoga endpoint (inputLimitsPlugin), the trusted-query short path and the pages'
 * in-process executor, anonymous callers included.
 */

/**
 * Levels of lists and objects in one variable. The deepest documents an editor saves are layouts
 * (input → primaryGrid → rows → row → columns → column → blocks → block → settings → a list of
 * items → an item: 11; secondary grids add 2) and newsletter templates (measured on the seeded
 * demo: 10 levels stored, 11 as a variable); menus hold three levels of items (7). 64 leaves room
 * for settings that grow, and is far below what recursion can take.
 */
export const MAX_INPUT_DEPTH = 64;

/**
 * Items of one list. The longest legitimate lists are ids, and the longest pages the spec names
 * are 1,000 content items (002 §9 "Body-block content stream limit 1000") and 9,999 people (000 §9
 * "9999 people"): the ids of any such page fit. Services set tighter limits per field (e.g. 200
 * includeIds, 100 ids per bulk update).
 */
export const MAX_LIST_ITEMS = 10_000;

/** List items of one request in all: several lists of 10,000 would still pass 65,535 bind parameters. */
export const MAX_TOTAL_LIST_ITEMS = 50_000;

const count = (n: number) => n.toLocaleString('en-US');

export const SURROGATE_MESSAGE = 'Text contains an invalid character (a lone surrogate): it is not well-formed Unicode.';
export const DEPTH_MESSAGE = `Input is nested too deeply: at most ${MAX_INPUT_DEPTH} levels of lists and objects.`;
export const LIST_MESSAGE = `A list may hold at most ${count(MAX_LIST_ITEMS)} items.`;
export const TOTAL_LIST_MESSAGE = `A request may hold at most ${count(MAX_TOTAL_LIST_ITEMS)} list items in all.`;

/** What is wrong, the variable path it is at ('input.details.note', 'ids'), and the field's message. */
export interface InputProblem {
  message: string;
  path: string;
  field: string;
}

interface Entry {
  value: unknown;
  depth: number;
  key: string | null;
  parent: Entry | null;
}

const NUL = '\u0000';
// ES2024 (Node 20); the project's lib is ES2023.
const isWellFormed = (text: string) => (text as unknown as { isWellFormed(): boolean }).isWellFormed();

/** 'input.details.note' — keys made printable (NUL dropped, lone surrogates as U+FFFD). */
function pathOf(entry: Entry): string {
  const keys: string[] = [];
  for (let at: Entry | null = entry; at; at = at.parent) if (at.key !== null) keys.push(at.key);
  return keys
    .reverse()
    .map((key) => (key.replaceAll(NUL, '') as unknown as { toWellFormed(): string }).toWellFormed())
    .join('.');
}

function textProblem(text: string, at: () => string): InputProblem | null {
  if (text.includes(NUL)) return { message: NUL_MESSAGE, path: at() || 'value', field: 'Must not contain a NUL character' };
  if (!isWellFormed(text)) return { message: SURROGATE_MESSAGE, path: at() || 'value', field: 'Contains an invalid character (a lone surrogate)' };
  return null;
}

/** The first problem of a request's variables (depth first, in order), or null. Never recurses. */
export function inputProblemOf(variables: unknown): InputProblem | null {
  let total = 0;
  const stack: Entry[] = [{ value: variables, depth: 0, key: null, parent: null }];
  while (stack.length) {
    const entry = stack.pop() as Entry;
    const { value, depth } = entry;
    if (typeof value === 'string') {
      const problem = textProblem(value, () => pathOf(entry));
      if (problem) return problem;
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth > MAX_INPUT_DEPTH) {
      // The variable's name: a path 65 keys long says nothing more.
      let top = entry;
      while (top.parent?.parent) top = top.parent;
      return { message: DEPTH_MESSAGE, path: pathOf(top) || 'value', field: `Nested more than ${MAX_INPUT_DEPTH} levels deep` };
    }
    if (Array.isArray(value)) {
      if (value.length > MAX_LIST_ITEMS) {
        return { message: LIST_MESSAGE, path: pathOf(entry) || 'value', field: `Holds ${count(value.length)} items; at most ${count(MAX_LIST_ITEMS)}` };
      }
      total += value.length;
      if (total > MAX_TOTAL_LIST_ITEMS) {
        return { message: TOTAL_LIST_MESSAGE, path: pathOf(entry) || 'value', field: `The lists of this request hold more than ${count(MAX_TOTAL_LIST_ITEMS)} items` };
      }
      for (let index = value.length - 1; index >= 0; index -= 1) stack.push({ value: value[index], depth: depth + 1, key: String(index), parent: entry });
      continue;
    }
    const keys = Object.keys(value);
    for (const key of keys) {
      const problem = textProblem(key, () => pathOf({ value: null, depth, key, parent: entry }));
      if (problem) return problem;
    }
    for (let index = keys.length - 1; index >= 0; index -= 1) {
      const key = keys[index] as string;
      stack.push({ value: (value as Record<string, unknown>)[key], depth: depth + 1, key, parent: entry });
    }
  }
  return null;
}

/**
 * Brackets of a GraphQL document a caller wrote (development only: production executes only the
 * texts of operations/, which nest at most 7). graphql-js parses recursively: a literal 5,000
 * lists deep overflowed the stack ('Unexpected error.'). Selections are held to GRAPHQL_MAX_DEPTH
 * (at most 50) and values to MAX_INPUT_DEPTH by later checks; this only keeps the parser safe.
 */
export const MAX_DOCUMENT_DEPTH = 128;
export const DOCUMENT_DEPTH_MESSAGE = `The GraphQL document is nested too deeply: at most ${MAX_DOCUMENT_DEPTH} levels of brackets.`;

/** Whether a document text nests (), [] and {} deeper than MAX_DOCUMENT_DEPTH; strings and comments are skipped. */
export function documentTooDeep(text: string): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '#') {
      while (i < text.length && text[i] !== '\n' && text[i] !== '\r') i += 1;
    } else if (char === '"' && text.startsWith('"""', i)) {
      // A block string runs to the next """ that is not escaped (\""").
      i += 3;
      while (i < text.length && !(text.startsWith('"""', i) && text[i - 1] !== '\\')) i += 1;
      i += 2;
    } else if (char === '"') {
      i += 1;
      while (i < text.length && text[i] !== '"' && text[i] !== '\n') i += text[i] === '\\' ? 2 : 1;
    } else if (char === '(' || char === '[' || char === '{') {
      depth += 1;
      if (depth > MAX_DOCUMENT_DEPTH) return true;
    } else if (char === ')' || char === ']' || char === '}') {
      depth -= 1;
    }
  }
  return false;
}

/** The problem as the GraphQL error every path answers with: BAD_USER_INPUT, HTTP 400, the field named. */
export const inputError = (problem: InputProblem) => badInput(problem.message, { [problem.path]: problem.field });
