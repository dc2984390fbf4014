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

  it('keeps the error log of a failing request, with its stack', async () => {
    const lines = await linesOf(async (app) => {
      await app.inject({ method: 'GET', url: '/boom' });
    });
    const error = lines.find((line) => line['level'] === 50);
    expect(error?.['err']).toMatchObject({ message: 'kaput' });
    expect(String((error?.['err'] as { stack?: string }).stack)).toContain('Error: kaput');
  });

  it('is written at info and below only', () => {
    expect(['trace', 'debug', 'info'].map(logsRequests)).toEqual([true, true, true]);
    expect(['warn', 'error', 'fatal', 'silent'].map(logsRequests)).toEqual([false, false, false, false]);
  });
});
