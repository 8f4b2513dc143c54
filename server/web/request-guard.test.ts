import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { envelopeEmptyApiErrors, malformedAnswer, malformedPath, unreadableAnswer } from './request-guard';

describe('malformed request addresses', () => {
  it('finds paths that cannot be decoded or hold a NUL byte, and leaves queries to the routes', () => {
    for (const url of ['/products/%ff/details', '/api/shops/%', '/media/%E0%A4%A', '/categories/a%00b']) expect(malformedPath(url)).not.toBeNull();
    for (const url of ['/products/1/details', '/categories/caf%C3%A9', '/products?search=%ff', '/products?search=%00', '/']) expect(malformedPath(url)).toBeNull();
  });

  it('answers the API in its envelope, files with 404, and pages with the not-found page of their language', () => {
    const api = malformedAnswer('/api/shops/%ff');
    expect(api).toMatchObject({ status: 400, type: 'application/json; charset=utf-8' });
    expect(JSON.parse((api as { body: string }).body)).toEqual({ message: 'The request address is malformed.' });
    expect(malformedAnswer('/media/%ff')).toMatchObject({ status: 404 });
    expect(malformedAnswer('/img/256/%ff')).toMatchObject({ status: 404 });
    expect(malformedAnswer('/products/%ff/details')).toEqual({ rewrite: '/__malformed-address' });
    expect(malformedAnswer('/ar/products/%ff/details')).toEqual({ rewrite: '/ar/__malformed-address' });
  });
});

describe('requests the HTTP parser cannot read', () => {
  const overflow = (requestLine: string) => Object.assign(new Error('Header overflow'), { code: 'HPE_HEADER_OVERFLOW', rawPacket: Buffer.from(`${requestLine}\r\nHost: x\r\n`) });

  it('answers headers over the limit with 431, in the envelope for the API and as a page otherwise', () => {
    const api = unreadableAnswer(overflow('GET /api/products?search=xxx HTTP/1.1')) as string;
    expect(api).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(api).toContain('Content-Type: application/json');
    expect(JSON.parse(api.split('\r\n\r\n')[1])).toEqual({ message: 'The request headers are too large.' });
    const page = unreadableAnswer(overflow('GET /products?search=xxx HTTP/1.1')) as string;
    expect(page).toContain('Content-Type: text/html');
    expect(page).toContain('Connection: close');
    const [head, body] = page.split('\r\n\r\n');
    expect(head).toContain(`Content-Length: ${Buffer.byteLength(body)}`);
    expect((unreadableAnswer(overflow('HEAD /api/products?search=xxx HTTP/1.1')) as string).endsWith('\r\n\r\n')).toBe(true);
  });

  it('answers bytes after an API request (a body sent without its length) in the envelope', () => {
    const garbage = Object.assign(new Error('Parse Error'), { code: 'HPE_INVALID_METHOD', rawPacket: Buffer.from('{"attachments":1.5}') });
    const answer = unreadableAnswer(garbage, '/api/orders/cancel?x=1') as string;
    expect(answer).toContain('Content-Type: application/json');
    expect(JSON.parse(answer.split('\r\n\r\n')[1])).toEqual({ message: 'The request is malformed.' });
    expect(unreadableAnswer(garbage, '/products') as string).toContain('Content-Type: text/html');
  });

  it('answers other parse errors with 400 and leaves connections that are gone', () => {
    expect(unreadableAnswer(Object.assign(new Error('Parse Error'), { code: 'HPE_INVALID_METHOD' }))).toMatch(/^HTTP\/1\.1 400 Bad Request/);
    expect(unreadableAnswer(Object.assign(new Error('reset'), { code: 'ECONNRESET' }))).toBeNull();
  });
});

describe('API errors Next.js answers with an empty body', () => {
  // What Node does: the headers go out through writeHead, explicitly or on the first write.
  function fakeResponse(status: number, headers: Record<string, string> = {}) {
    const sent: { status?: number; body: string; headers: Record<string, unknown> } = { body: '', headers: { ...headers } };
    const response = {
      statusCode: status,
      headersSent: false,
      getHeader: (name: string) => sent.headers[name.toLowerCase()],
      setHeader: (name: string, value: unknown) => {
        sent.headers[name.toLowerCase()] = value;
      },
      writeHead(code: number) {
        sent.status = code;
        this.headersSent = true;
        return this;
      },
      write(chunk: unknown) {
        if (!this.headersSent) this.writeHead(this.statusCode);
        sent.body += String(chunk ?? '');
        return true;
      },
      end(chunk?: unknown) {
        if (!this.headersSent) this.writeHead(this.statusCode);
        sent.body += String(chunk ?? '');
        return this;
      },
    };
    return { response, sent };
  }

  it('gives an empty 405 the envelope, naming the supported methods, however its headers go out', () => {
    const { response, sent } = fakeResponse(405, { allow: 'POST, OPTIONS' });
    envelopeEmptyApiErrors({ method: 'PATCH', url: '/api/session?x=1' }, response);
    response.write('');
    response.end();
    expect(sent.status).toBe(405);
    expect(sent.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(sent.body)).toEqual({ message: 'The PATCH method is not supported for route api/session. Supported methods: POST, OPTIONS.' });
    expect(sent.headers['content-length']).toBe(Buffer.byteLength(sent.body));
  });

  it('leaves answers with a type, and successes, as they are', () => {
    const json = fakeResponse(422, { 'content-type': 'application/json' });
    envelopeEmptyApiErrors({ method: 'POST', url: '/api/login' }, json.response);
    json.response.end('{"message":"x"}');
    expect(json.sent.body).toBe('{"message":"x"}');
    const empty = fakeResponse(204);
    envelopeEmptyApiErrors({ method: 'DELETE', url: '/api/x' }, empty.response);
    empty.response.end();
    expect(empty.sent).toMatchObject({ status: 204, body: '' });
  });

  it('answers every way Node can send the headers, with a body that matches its length', async () => {
    const modes: Record<string, (response: http.ServerResponse) => void> = {
      end: (response) => {
        response.statusCode = 405;
        response.end();
      },
      chunked: (response) => {
        response.statusCode = 405;
        response.write('');
        response.end();
      },
      flush: (response) => {
        response.statusCode = 405;
        response.flushHeaders();
        response.end();
      },
    };
    const server = http.createServer((request, response) => {
      envelopeEmptyApiErrors(request, response);
      request.resume();
      modes[(request.url ?? '').split('/')[2]](response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      for (const mode of Object.keys(modes)) {
        const answer = await fetch(`http://127.0.0.1:${port}/api/${mode}`, { method: 'PUT', body: '{}', signal: AbortSignal.timeout(3000) });
        expect({ mode, status: answer.status, body: await answer.json() }).toEqual({ mode, status: 405, body: { message: `The PUT method is not supported for route api/${mode}.` } });
      }
    } finally {
      server.close();
    }
  });
});
