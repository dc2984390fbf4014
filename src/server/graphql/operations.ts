import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { rootPath } from '../paths.js';

export type OperationKind = 'query' | 'mutation';

export interface OperationFile {
  kind: OperationKind;
  /** Operation name == file name, e.g. getAspireNewsStream. */
  name: string;
  /** Path below the kind folder without extension, e.g. aspireNews/getAspireNewsStream. */
  path: string;
  text: string;
  document: DocumentNode;
}

export interface OperationRegistry {
  all: OperationFile[];
  byPath(kind: OperationKind, relPath: string): OperationFile | undefined;
  /** True when the text is exactly the text of a file in operations/ (trusted documents). */
  isTrusted(text: string): boolean;
  /** The operation whose file holds this text (as isTrusted compares it), if any. */
  byText(text: string): OperationFile | undefined;
}

function walk(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return walk(path.join(dir, entry.name), rel);
    return entry.isFile() && entry.name.endsWith('.gql') ? [rel] : [];
  });
}

/** Reads operations/ once at start; the files are part of the build, not runtime data. */
export function loadOperations(dir = rootPath('operations')): OperationRegistry {
  const all: OperationFile[] = [];
  for (const kind of ['query', 'mutation'] as const) {
    let files: string[] = [];
    try {
      files = walk(path.join(dir, kind));
    } catch {
      files = [];
    }
    for (const rel of files) {
      const text = readFileSync(path.join(dir, kind, rel), 'utf8');
      const document = parse(text);
      const definition = document.definitions.find(
        (d): d is OperationDefinitionNode => d.kind === 'OperationDefinition',
      );
      const relPath = rel.replace(/\.gql$/, '');
      const name = path.posix.basename(relPath);
      if (!definition || definition.operation !== kind || definition.name?.value !== name) {
        throw new Error(`operations/${kind}/${rel} must hold exactly one ${kind} named ${name}`);
      }
      all.push({ kind, name, path: relPath, text, document });
    }
  }
  const index = new Map(all.map((op) => [`${op.kind}/${op.path}`, op]));
  const trusted = new Map(all.map((op) => [normalise(op.text), op]));
  // Clients (ours) send the file's text as served: found without normalising it first.
  const exact = new Map(all.map((op) => [op.text, op]));
  const byText = (text: string) => exact.get(text) ?? trusted.get(normalise(text));
  return {
    all,
    byPath: (kind, relPath) => index.get(`${kind}/${relPath}`),
    isTrusted: (text) => byText(text) !== undefined,
    byText,
  };
}

/** Clients send the file text unchanged; only surrounding whitespace and line endings may differ. */
function normalise(text: string): string {
  return text.replace(/\r\n/g, '\n').trim();
}
