import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Google's siteverify (no network in tests): the token 'person' passes for the
 * action 'login', 'person:{action}' for that action; anything else fails.
 */
export async function startSiteverify(): Promise<{ url: string; requests: URLSearchParams[]; close: () => Promise<void> }> {
  const requests: URLSearchParams[] = [];
  const stub: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      requests.push(form);
      const response = form.get('response') ?? '';
      const passed = form.get('secret') === 'test-secret' && (response === 'person' || response.startsWith('person:'));
      const action = response.startsWith('person:') ? response.slice('person:'.length) : 'login';
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(passed ? { success: true, score: 0.9, action } : { success: false, 'error-codes': ['invalid-input-response'] }));
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const { port } = stub.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/siteverify`, requests, close: () => new Promise((resolve) => stub.close(() => resolve())) };
}
