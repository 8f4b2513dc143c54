// The built-in realtime server: enough of the Pusher Channels protocol (version 7) for pusher-js
// in browsers and the `pusher` SDK on the publishing side, so the same code also runs against
// Pusher Channels or soketi. One process, one machine (README, "Growing past one machine").
//
// WebSocket  /app/{key}?protocol=7   connection_established, subscribe (public and private
//            channels), unsubscribe, ping/pong, activity timeout
// HTTP       POST /apps/{appId}/events and /batch_events, signed as the Pusher REST API is
//
// Clients are not trusted: every frame is size-limited and parsed defensively, a client that
// misbehaves is disconnected, and nothing a client sends can throw out of this module.
import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { realtimeConnections, realtimeMessages } from '@/server/observability/metrics';

export interface GatewayOptions {
  appId: string;
  key: string;
  secret: string;
  host: string;
  /** 0 picks a free port (tests). */
  port: number;
  /** Seconds of silence after which a client should ping (sent to clients); default 120. */
  activityTimeoutSeconds?: number;
  /** How long a client has to answer the server's ping; default 30 s. */
  pongTimeoutMs?: number;
  /** Largest frame a client may send; default 10 KB (subscriptions and pings are tiny). */
  maxFrameBytes?: number;
  maxConnections?: number;
  /** Server errors go here (never client mistakes, which would let any client fill the log). */
  log?: (message: string, error?: unknown) => void;
}

export interface Gateway {
  host: string;
  port: number;
  connectionCount(): number;
  close(): Promise<void>;
}

interface Connection {
  socket: WebSocket;
  socketId: string;
  channels: Set<string>;
  lastSeen: number;
  pingSentAt: number | null;
  /** Frames in the current rate window. */
  frames: number;
  windowStart: number;
}

/** Channel names as Pusher allows them. */
const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,164}$/;
const MAX_SUBSCRIPTIONS = 100;
/** A client sending more frames than this per window is flooding, not chatting. */
const FRAMES_PER_WINDOW = 100;
const FRAME_WINDOW_MS = 10_000;
/** Events API limits, as Pusher Channels has them. */
const MAX_EVENT_DATA_BYTES = 10_240;
const MAX_EVENT_CHANNELS = 100;
const MAX_BATCH = 10;
const MAX_API_BODY_BYTES = 256 * 1024;
const MAX_TIMESTAMP_SKEW_SECONDS = 600;
/** A subscriber that reads too slowly is dropped rather than buffered without end. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

// Close codes of the Pusher protocol (pusher-js reconnects or not by their range).
const CLOSE = {
  appUnknown: 4001,
  badVersionFormat: 4006,
  unsupportedProtocol: 4007,
  noProtocol: 4008,
  overCapacity: 4100,
  /** Pusher's "reconnect immediately": pusher-js connects again at once (to another server). */
  reconnect: 4200,
  pongMissing: 4201,
  flooding: 4301,
  // WebSocket codes for frames that are not Pusher messages at all.
  unsupportedData: 1003,
  internalError: 1011,
} as const;

class ApiFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function startGateway(options: GatewayOptions): Promise<Gateway> {
  const activityTimeoutMs = (options.activityTimeoutSeconds ?? 120) * 1000;
  const pongTimeoutMs = options.pongTimeoutMs ?? 30_000;
  const maxConnections = options.maxConnections ?? 10_000;
  const log = options.log ?? ((message: string, error?: unknown) => console.error(`Realtime: ${message}`, error ?? ''));

  const connections = new Map<string, Connection>();
  const channels = new Map<string, Set<Connection>>();

  // ---- sending -------------------------------------------------------------------------------

  function send(connection: Connection, message: string): void {
    const { socket } = connection;
    if (socket.readyState !== WebSocket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.terminate();
      return;
    }
    socket.send(message, (error) => {
      // A failed write means the connection is gone; 'close' cleans it up.
      if (error) socket.terminate();
    });
  }

  const sendEvent = (connection: Connection, event: string, data: unknown, channel?: string) =>
    send(connection, JSON.stringify({ event, ...(channel !== undefined && { channel }), data: typeof data === 'string' ? data : JSON.stringify(data) }));

  const sendError = (connection: Connection, code: number | null, message: string) => sendEvent(connection, 'pusher:error', { code, message });

  /** Closes with a reason the client can read, and makes sure the socket goes even if the peer never answers. */
  function closeWith(socket: WebSocket, code: number, reason: string): void {
    try {
      socket.close(code, reason.slice(0, 120));
    } catch {
      socket.terminate();
      return;
    }
    setTimeout(() => socket.terminate(), 2000).unref();
  }

  function deliver(channel: string, event: string, data: string, exceptSocketId?: string): void {
    const subscribers = channels.get(channel);
    if (!subscribers || subscribers.size === 0) return;
    const message = JSON.stringify({ event, channel, data });
    realtimeMessages.inc({ direction: 'published' });
    for (const connection of subscribers) {
      if (connection.socketId !== exceptSocketId) {
        send(connection, message);
        realtimeMessages.inc({ direction: 'delivered' });
      }
    }
  }

  // ---- subscriptions -------------------------------------------------------------------------

  function subscriptionError(connection: Connection, channel: string, status: number, error: string): void {
    // The shape soketi sends; pusher-js hands it to the channel's pusher:subscription_error handlers.
    sendEvent(connection, 'pusher:subscription_error', { type: 'AuthError', error, status }, channel);
  }

  function subscribe(connection: Connection, data: unknown): void {
    const payload = typeof data === 'string' ? safeParse(data) : data;
    const channel = isRecord(payload) ? payload.channel : undefined;
    if (typeof channel !== 'string' || !CHANNEL_NAME.test(channel)) {
      sendError(connection, 4009, 'Invalid channel name');
      return;
    }
    if (channel.startsWith('presence-')) {
      subscriptionError(connection, channel, 403, 'Presence channels are not supported by this server');
      return;
    }
    if (channel.startsWith('private-')) {
      const auth = isRecord(payload) ? payload.auth : undefined;
      const expected = `${options.key}:${hmac(options.secret, `${connection.socketId}:${channel}`)}`;
      if (typeof auth !== 'string' || !sameText(auth, expected)) {
        subscriptionError(connection, channel, 401, 'Invalid signature');
        return;
      }
    }
    if (!connection.channels.has(channel)) {
      if (connection.channels.size >= MAX_SUBSCRIPTIONS) {
        subscriptionError(connection, channel, 429, 'Too many subscriptions on one connection');
        return;
      }
      connection.channels.add(channel);
      let subscribers = channels.get(channel);
      if (!subscribers) channels.set(channel, (subscribers = new Set()));
      subscribers.add(connection);
    }
    sendEvent(connection, 'pusher_internal:subscription_succeeded', {}, channel);
  }

  function unsubscribe(connection: Connection, channel: string): void {
    if (!connection.channels.delete(channel)) return;
    const subscribers = channels.get(channel);
    subscribers?.delete(connection);
    if (subscribers?.size === 0) channels.delete(channel);
  }

  // ---- connections ---------------------------------------------------------------------------

  function safeParse(text: string): unknown {
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  }

  function onFrame(connection: Connection, raw: RawData, isBinary: boolean): void {
    const now = Date.now();
    connection.lastSeen = now;
    connection.pingSentAt = null;
    if (now - connection.windowStart > FRAME_WINDOW_MS) {
      connection.windowStart = now;
      connection.frames = 0;
    }
    if (++connection.frames > FRAMES_PER_WINDOW) {
      closeWith(connection.socket, CLOSE.flooding, 'Too many messages');
      return;
    }
    const text = isBinary ? undefined : raw.toString();
    const message = text === undefined ? undefined : safeParse(text);
    if (!isRecord(message) || typeof message.event !== 'string') {
      closeWith(connection.socket, CLOSE.unsupportedData, 'Messages must be Pusher protocol JSON');
      return;
    }
    const { event, data } = message;
    switch (event) {
      case 'pusher:ping':
        sendEvent(connection, 'pusher:pong', {});
        return;
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        subscribe(connection, data);
        return;
      case 'pusher:unsubscribe': {
        const payload = typeof data === 'string' ? safeParse(data) : data;
        if (isRecord(payload) && typeof payload.channel === 'string') unsubscribe(connection, payload.channel);
        return;
      }
      default:
        // Client events and user sign-in are Pusher features this server does not offer.
        sendError(connection, null, event.startsWith('client-') ? 'Client events are not enabled' : `Unsupported event: ${event.slice(0, 60)}`);
    }
  }

  function onConnection(socket: WebSocket, request: IncomingMessage): void {
    // Without this listener an oversized or malformed frame would be an uncaught error; ws itself
    // answers those with a close frame (1009, 1002) and ends the connection.
    socket.on('error', () => undefined);
    const url = new URL(request.url ?? '/', 'http://realtime.invalid');
    const key = url.pathname.slice('/app/'.length);
    const protocol = url.searchParams.get('protocol');
    const refuse = (code: number, message: string) => {
      socket.send(JSON.stringify({ event: 'pusher:error', data: JSON.stringify({ code, message }) }));
      closeWith(socket, code, message);
    };
    if (!sameText(key, options.key)) return refuse(CLOSE.appUnknown, 'App key not in this cluster');
    if (protocol === null) return refuse(CLOSE.noProtocol, 'No protocol version supplied');
    if (!/^\d+$/.test(protocol)) return refuse(CLOSE.badVersionFormat, 'Invalid version string format');
    if (Number(protocol) < 5 || Number(protocol) > 7) return refuse(CLOSE.unsupportedProtocol, 'Unsupported protocol version');
    if (connections.size >= maxConnections) return refuse(CLOSE.overCapacity, 'Over capacity');

    let socketId: string;
    do socketId = `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`;
    while (connections.has(socketId));
    const now = Date.now();
    const connection: Connection = { socket, socketId, channels: new Set(), lastSeen: now, pingSentAt: null, frames: 0, windowStart: now };
    connections.set(socketId, connection);
    realtimeConnections.inc();

    socket.on('message', (raw, isBinary) => {
      try {
        onFrame(connection, raw, isBinary);
      } catch (error) {
        log('a client message could not be handled', error);
        closeWith(socket, CLOSE.internalError, 'Internal error');
      }
    });
    socket.on('pong', () => {
      connection.lastSeen = Date.now();
    });
    socket.on('close', () => {
      if (connections.delete(socketId)) realtimeConnections.dec();
      for (const channel of [...connection.channels]) unsubscribe(connection, channel);
    });
    sendEvent(connection, 'pusher:connection_established', { socket_id: socketId, activity_timeout: Math.round(activityTimeoutMs / 1000) });
  }

  // Idle clients are asked for a sign of life; those that give none are let go.
  function sweep(): void {
    const now = Date.now();
    for (const connection of connections.values()) {
      if (connection.pingSentAt !== null) {
        if (now - connection.pingSentAt > pongTimeoutMs) closeWith(connection.socket, CLOSE.pongMissing, 'Pong reply not received');
      } else if (now - connection.lastSeen > activityTimeoutMs) {
        connection.pingSentAt = now;
        sendEvent(connection, 'pusher:ping', {});
      }
    }
  }

  // ---- the HTTP events API -------------------------------------------------------------------

  function readBody(request: IncomingMessage): Promise<string> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      request.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_API_BODY_BYTES) {
          reject(new ApiFailure(413, 'Request body too large'));
          request.destroy();
          return;
        }
        chunks.push(chunk);
      });
      request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      request.on('error', reject);
    });
  }

  /** The Pusher REST signature: HMAC-SHA256 over "METHOD\npath\nsorted query without auth_signature". */
  function verifySignature(method: string, url: URL, body: string): void {
    const params = new Map<string, string>();
    for (const [name, value] of url.searchParams) {
      const key = name.toLowerCase();
      if (params.has(key)) throw new ApiFailure(400, `Repeated query parameter ${key.slice(0, 40)}`);
      params.set(key, value);
    }
    const signature = params.get('auth_signature');
    params.delete('auth_signature');
    if (params.get('auth_key') !== options.key) throw new ApiFailure(401, 'Unknown auth_key');
    if (params.get('auth_version') !== '1.0') throw new ApiFailure(401, 'Unsupported auth_version');
    const timestamp = Number(params.get('auth_timestamp'));
    if (!Number.isFinite(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > MAX_TIMESTAMP_SKEW_SECONDS) {
      throw new ApiFailure(401, 'Timestamp expired: give a current auth_timestamp');
    }
    if (body.length > 0 && params.get('body_md5') !== createHash('md5').update(body, 'utf8').digest('hex')) {
      throw new ApiFailure(401, 'body_md5 does not match the body');
    }
    const query = [...params.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, value]) => `${key}=${value}`)
      .join('&');
    const expected = hmac(options.secret, `${method}\n${url.pathname}\n${query}`);
    if (typeof signature !== 'string' || !sameText(signature, expected)) throw new ApiFailure(401, 'Invalid signature');
  }

  interface Publication {
    channels: string[];
    name: string;
    data: string;
    socketId?: string;
  }

  function publication(value: unknown, many: boolean): Publication {
    if (!isRecord(value)) throw new ApiFailure(400, 'An event must be an object');
    const { name, data } = value;
    if (typeof name !== 'string' || name.length === 0 || name.length > 200) throw new ApiFailure(400, 'Invalid event name');
    if (typeof data !== 'string') throw new ApiFailure(400, 'Event data must be a string');
    if (Buffer.byteLength(data) > MAX_EVENT_DATA_BYTES) throw new ApiFailure(413, 'Event data too large');
    const list = many && Array.isArray(value.channels) ? value.channels : [value.channel];
    if (list.length === 0 || list.length > MAX_EVENT_CHANNELS) throw new ApiFailure(400, 'Give between 1 and 100 channels');
    for (const channel of list) {
      if (typeof channel !== 'string' || !CHANNEL_NAME.test(channel)) throw new ApiFailure(400, 'Invalid channel name');
    }
    const socketId = value.socket_id;
    if (socketId !== undefined && typeof socketId !== 'string') throw new ApiFailure(400, 'Invalid socket_id');
    return { channels: list as string[], name, data, socketId };
  }

  async function handleApi(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://realtime.invalid');
    const match = /^\/apps\/([^/]+)\/(events|batch_events)$/.exec(url.pathname);
    if (!match || match[1] !== options.appId) throw new ApiFailure(404, 'Not found');
    if (request.method !== 'POST') throw new ApiFailure(405, 'Method not allowed');
    const body = await readBody(request);
    verifySignature('POST', url, body);
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      throw new ApiFailure(400, 'The body is not JSON');
    }
    let publications: Publication[];
    if (match[2] === 'events') {
      publications = [publication(parsed, true)];
    } else {
      const batch = isRecord(parsed) ? parsed.batch : undefined;
      if (!Array.isArray(batch) || batch.length === 0 || batch.length > MAX_BATCH) throw new ApiFailure(400, 'Give a batch of 1 to 10 events');
      publications = batch.map((item) => publication(item, false));
    }
    // Everything is checked before anything is delivered: a bad batch delivers nothing.
    for (const item of publications) {
      for (const channel of item.channels) deliver(channel, item.name, item.data, item.socketId);
    }
    reply(response, 200, match[2] === 'events' ? {} : { batch: publications.map(() => ({})) });
  }

  function reply(response: ServerResponse, status: number, body: unknown): void {
    if (response.headersSent) return;
    response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    response.end(JSON.stringify(body));
  }

  // ---- the server ----------------------------------------------------------------------------

  const server = http.createServer((request, response) => {
    handleApi(request, response).catch((error: unknown) => {
      if (error instanceof ApiFailure) {
        reply(response, error.status, { error: error.message });
        return;
      }
      log('an events API request failed', error);
      reply(response, 500, { error: 'Internal error' });
    });
  });
  // Slow or stuck HTTP clients must not hold sockets for long.
  server.requestTimeout = 10_000;
  server.headersTimeout = 10_000;
  server.on('clientError', (_error, socket: Duplex) => socket.destroy());

  const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxFrameBytes ?? 10_240, perMessageDeflate: false, clientTracking: false });
  wss.on('error', (error) => log('the WebSocket server failed', error));

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    try {
      const path = (request.url ?? '').split('?')[0];
      if (!/^\/app\/[^/]+$/.test(path)) {
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      wss.handleUpgrade(request, socket, head, (ws) => {
        try {
          onConnection(ws, request);
        } catch (error) {
          log('a connection could not be set up', error);
          ws.terminate();
        }
      });
    } catch (error) {
      log('a WebSocket upgrade failed', error);
      socket.destroy();
    }
  });

  const tick = Math.min(10_000, Math.max(100, Math.min(activityTimeoutMs, pongTimeoutMs) / 4));
  const sweeper = setInterval(() => {
    try {
      sweep();
    } catch (error) {
      log('the idle-connection sweep failed', error);
    }
  }, tick);
  sweeper.unref();

  return new Promise((resolve, reject) => {
    const failed = (error: Error) => {
      clearInterval(sweeper);
      reject(error);
    };
    server.once('error', failed);
    server.listen(options.port, options.host, () => {
      server.off('error', failed);
      server.on('error', (error) => log('the server failed', error));
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      resolve({
        host: options.host,
        port,
        connectionCount: () => connections.size,
        close: () =>
          new Promise<void>((done) => {
            clearInterval(sweeper);
            // The server is going away (a deploy): each client is told to connect again, which
            // pusher-js does at once, through the balancer, to a server that stays.
            for (const connection of connections.values()) {
              sendError(connection, CLOSE.reconnect, 'Server shutting down');
              closeWith(connection.socket, CLOSE.reconnect, 'Server shutting down');
            }
            realtimeConnections.dec(connections.size);
            connections.clear();
            channels.clear();
            wss.close();
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
