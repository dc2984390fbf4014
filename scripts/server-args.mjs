// The Node flags of the production server, shared by `npm start` and the benchmarks, so what is
// measured is what runs.
//
// MAX_HEAP_MB (default 512) is V8's old-space limit. Under load V8 lets short-lived objects that
// outlived two young-generation collections pile up in the old space until a full collection; with
// its default limit (a quarter of the machine's memory) it let the heap grow to about 250 MB over a
// live set of about 65 MB (RSS 370 MiB under the 50-connection bench). Under a lower limit it
// collects sooner: RSS about 210 MiB, at the same throughput. Raise it for a page cache above about
// 200 MB (PAGE_CACHE_MAX_MB) or many large sites on one node.
const DEFAULT_HEAP_MB = 512;

export function serverNodeArgs(env = process.env) {
  const raw = env.MAX_HEAP_MB;
  const heap = raw === undefined || raw === '' ? DEFAULT_HEAP_MB : Number(raw);
  if (!Number.isInteger(heap) || heap < 128) {
    throw new Error(`MAX_HEAP_MB must be a whole number of megabytes, at least 128 (got "${raw}").`);
  }
  return [`--max-old-space-size=${heap}`];
}
