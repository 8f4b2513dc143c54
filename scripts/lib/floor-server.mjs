// Serves the bare Next.js page of `npm run perf` (scripts/lib/perf-floor.mjs) the way
// server/web/serve.ts serves the shop's static files, so that the two pages' scripts are compared
// in the same compression: Next.js's own handler, with the build's scripts and styles in brotli.
// Usage: node --import tsx floor-server.mjs <dir> <port>
import http from 'node:http';
import path from 'node:path';
import { StaticFiles, staticPathOf } from '../../server/web/static-response.ts';

const [dir, port] = process.argv.slice(2);
process.env.NODE_ENV = 'production';
const { default: next } = await import('next');
const app = next({ dev: false, dir, hostname: '127.0.0.1', port: Number(port) });
await app.prepare();
const handle = app.getRequestHandler();
const statics = new StaticFiles(path.join(dir, '.next', 'static'));
http
  .createServer((request, response) => {
    const pass = () => void handle(request, response);
    if (staticPathOf(request.url)) statics.serve(request, response).then((served) => served || pass(), pass);
    else pass();
  })
  .listen(Number(port), '127.0.0.1');
