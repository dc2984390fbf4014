#!/usr/bin/env node
// EXPLAIN checks of every list query on a PostgreSQL scale data set (docs/scale.md):
//   EXPLAIN_DATABASE_URL=postgres://postgres@127.0.0.1:5432/scale_100k node scripts/explain-lists.mjs [--items 100000] [--tenant edr]
// The checks call the application's own query code, which is TypeScript: tsx loads it.
import { register } from 'tsx/esm/api';

register();
await import('./explain/main.ts');
