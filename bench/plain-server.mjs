// The reference: plain Node http serving fixed bytes (the home page's HTML), as TARGETS.md asks.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [file, port] = process.argv.slice(2);
const body = readFileSync(file);
http
  .createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
    res.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
