// Test helpers: a raw WebSocket client that speaks (or misspeaks) the Pusher protocol, and a
// waiter for events, so tests can say "this arrives" and "that never does" without sleeping blind.
import { WebSocket } from 'ws';

export interface PusherMessage {
  event: string;
  channel?: string;
  data?: unknown;
}

/** A raw client: every message it receives is kept; `next` waits for one that matches. */
export class RawClient {
  readonly messages: PusherMessage[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: { test: (m: PusherMessage) => boolean; resolve: (m: PusherMessage) => void }[] = [];

  constructor(readonly socket: WebSocket) {
    socket.on('message', (raw) => {
      const parsed = JSON.parse(raw.toString()) as PusherMessage;
      const message = { ...parsed, data: typeof parsed.data === 'string' ? tryParse(parsed.data) : parsed.data };
      this.messages.push(message);
      this.waiters = this.waiters.filter((waiter) => {
        if (!waiter.test(message)) return true;
        waiter.resolve(message);
        return false;
      });
    });
    socket.on('error', () => undefined);
    this.closed = new Promise((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  static async open(url: string): Promise<RawClient> {
    const client = new RawClient(new WebSocket(url));
    await new Promise<void>((resolve, reject) => {
      client.socket.once('open', () => resolve());
      client.socket.once('error', reject);
    });
    return client;
  }

  /** Opens and waits for pusher:connection_established; gives the socket id. */
  static async connect(url: string): Promise<{ client: RawClient; socketId: string; activityTimeout: number }> {
    const client = await RawClient.open(url);
    const established = await client.next((m) => m.event === 'pusher:connection_established');
    const data = established.data as { socket_id: string; activity_timeout: number };
    return { client, socketId: data.socket_id, activityTimeout: data.activity_timeout };
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' || Buffer.isBuffer(message) ? message : JSON.stringify(message));
  }

  next(test: (m: PusherMessage) => boolean, timeoutMs = 3000): Promise<PusherMessage> {
    const seen = this.messages.find(test);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`No matching message within ${timeoutMs} ms; got ${JSON.stringify(this.messages)}`)), timeoutMs);
      this.waiters.push({
        test,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  }

  async subscribe(channel: string, auth?: string): Promise<PusherMessage> {
    this.send({ event: 'pusher:subscribe', data: { channel, ...(auth !== undefined && { auth }) } });
    return this.next((m) => m.channel === channel && (m.event === 'pusher_internal:subscription_succeeded' || m.event === 'pusher:subscription_error'));
  }

  close(): void {
    this.socket.terminate();
  }
}

function tryParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Resolves with what `register` hands its callback first, or rejects after a while. */
export function eventually<T>(register: (done: (value: T) => void) => void, timeoutMs = 3000, what = 'event'): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No ${what} within ${timeoutMs} ms`)), timeoutMs);
    register((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
