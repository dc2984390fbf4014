import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { logsRequests, oneLineLogController } from './requestLog.js';

async function linesOf(run: (app: ReturnType<typeof Fastify>) => Promise<void>): Promise<Array<Record<string, unknown>>> {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream }, logController: oneLineLogController() });
  app.get('/ok', async () => 'ok');
  app.get('/boom', async () => {
    throw new Error('kaput');
  });
  app.post('/echo', async (request) => request.body);
  await run(app);
  await app.close();
  return lines;
}

describe('request log', () => {
  it('writes one line per request: method, path, status and time, secrets masked', async () => {
    const lines = await linesOf(async (app) => {
      await app.inject({ method: 'GET', url: '/ok?token=secret&x=1' });
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]!['msg']).toMatch(/^GET \/ok\?token=\*\*\*&x=1 200 \d+(\.\d)? ms$/);
    expect(lines[0]).toMatchObject({ req: { method: 'GET', url: '/ok?token=***&x=1' }, res: { statusCode: 200 } });
    expect(lines[0]!['reqId']).toBeTruthy();
  });

  it('logs a failing request (5xx) on its one line, at level error with the stack', async () => {
    const lines = await linesOf(async (app) => {
      await app.inject({ method: 'GET', url: '/boom' });
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, res: { statusCode: 500 }, err: { message: 'kaput' } });
    expect(lines[0]!['msg']).toMatch(/^GET \/boom 500 /);
    expect(String((lines[0]!['err'] as { stack?: string }).stack)).toContain('Error: kaput');
  });

  it('logs a client error (4xx) on its one line, without a stack', async () => {
    const lines = await linesOf(async (app) => {
      await app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload: '{not json' });
      await app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ big: 'x'.repeat(1024 * 1024 + 1) }) });
      await app.inject({ method: 'GET', url: '/nowhere' });
    });
    expect(lines.map((line) => line['msg'])).toEqual([expect.stringMatching(/^POST \/echo 400 /), expect.stringMatching(/^POST \/echo 413 /), expect.stringMatching(/^GET \/nowhere 404 /)]);
    expect(lines[0]).toMatchObject({ level: 30, error: { code: 'FST_ERR_CTP_INVALID_JSON_BODY', message: expect.stringContaining('not valid JSON') } });
    expect(lines[1]).toMatchObject({ level: 30, error: { code: 'FST_ERR_CTP_BODY_TOO_LARGE' } });
    for (const line of lines) {
      expect(line).not.toHaveProperty('err');
      expect(JSON.stringify(line)).not.toContain('stack');
    }
  });

  it('is written at info and below only', () => {
    expect(['trace', 'debug', 'info'].map(logsRequests)).toEqual([true, true, true]);
    expect(['warn', 'error', 'fatal', 'silent'].map(logsRequests)).toEqual([false, false, false, false]);
  });
});
