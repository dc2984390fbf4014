import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | null = null;

/**
 * The project root (the folder holding package.json). The server runs both from src/ (tsx, tests)
 * and bundled from dist/, so the root is found by walking up rather than by a fixed relative path.
 */
export function projectRoot(): string {
  if (cached) return cached;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, 'package.json')) && existsSync(path.join(dir, 'operations'))) {
      cached = dir;
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the project root (package.json beside operations/)');
    dir = parent;
  }
}

export const rootPath = (...parts: string[]): string => path.join(projectRoot(), ...parts);
