import { z } from 'zod';

// The admin's Content-Security-Policy allows no eval (src/server/http/securityHeaders.ts). Zod
// compiles object schemas with `new Function` when it may, and probes for it even when it may not
// — a probe the browser reports as a CSP violation. In the browser Zod runs without compiling; the
// server keeps compiling (its schemas check every save).
if (typeof window !== 'undefined') z.config({ jitless: true });
