// An in-memory stand-in for the chat calls of docs/contract.md "Chat and realtime", for component tests of
// the chat drawer and the inbox. Tests hand `handle` to the browser's contract client
// (`fakeApi(handler)`, test/fake-api.ts), so every answer passes the contract's zod schemas: it
// answers as the backend does (pages newest first, reading marks the shop's messages seen, unread
// counts from unseen shop messages) and can hold an answer back or fail a call.
import type { Chat, ChatProduct } from '@/lib/api/schemas/chat';
import { json, type FakeHandler } from './fake-api';

export interface FakeChatShop {
  id: number;
  name: string;
  logo?: string | null;
  online?: boolean;
}

interface Stored {
  id: number;
  shopId: number;
  type: 'user' | 'shop';
  message: string | null;
  product: ChatProduct | null;
  seen: boolean;
  createdAt: string;
}

type Query = Record<string, string | number>;
type Call = { method: string; path: string; body: Record<string, unknown> | undefined; query: Query };

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The query of a request, numbers as numbers (as a test wrote them). */
function queryOf(url: URL): Query {
  const query: Query = {};
  for (const [name, value] of url.searchParams) query[name] = /^\d+$/.test(value) ? Number(value) : value;
  return query;
}

export function fakeChatBackend(options: { userId: number; shops: FakeChatShop[]; products?: ChatProduct[] }) {
  const state = {
    messages: [] as Stored[],
    connected: new Set<number>(),
    calls: [] as Call[],
    /** Makes the next answer of a path an error. */
    failures: new Map<string, { status: number; message: string }>(),
    /** Holds the answers of a path until `release` is called. */
    held: new Map<string, (() => void)[]>(),
    holding: new Set<string>(),
  };
  let nextId = 1;
  let clock = Date.UTC(2024, 0, 15, 9, 0, 0);
  const shop = (id: number) => options.shops.find((candidate) => candidate.id === id);

  function chatOf(stored: Stored): Chat {
    const owner = shop(stored.shopId)!;
    return {
      id: stored.id,
      shop: { id: owner.id, name: owner.name, logo: owner.logo ?? null },
      user: { id: options.userId, name: 'Shopper', profile_photo: null },
      product: stored.product,
      type: stored.type,
      message: stored.message,
      is_seen: stored.seen,
      created_at: stored.createdAt,
      shop_active_status: owner.online ?? false,
      user_active_status: true,
    };
  }

  function add(shopId: number, type: 'user' | 'shop', message: string | null, product: ChatProduct | null = null): Chat {
    state.connected.add(shopId);
    clock += 60_000;
    const stored: Stored = { id: nextId++, shopId, type, message, product, seen: type === 'user', createdAt: new Date(clock).toISOString() };
    state.messages.push(stored);
    return chatOf(stored);
  }

  function answer(path: string, query: Query, body: Record<string, unknown> | undefined): unknown {
    switch (path) {
      case '/store-message': {
        const shopId = Number(body?.shop_id);
        state.connected.add(shopId);
        const product = options.products?.find((item) => item.id === Number(body?.product_id));
        if (product) add(shopId, 'user', null, product);
        return {};
      }
      case '/get-message': {
        const shopId = Number(query?.shop_id);
        if (!state.connected.has(shopId)) throw new Refusal(404, 'your account is not connected with this shop');
        for (const stored of state.messages) if (stored.shopId === shopId && stored.type === 'shop') stored.seen = true;
        const page = Number(query?.page ?? 1);
        const perPage = Number(query?.per_page ?? 20);
        const newestFirst = state.messages.filter((stored) => stored.shopId === shopId).reverse();
        return { total: newestFirst.length, data: newestFirst.slice((page - 1) * perPage, page * perPage).map(chatOf) };
      }
      case '/send-message': {
        const shopId = Number(body?.shop_id);
        if (!state.connected.has(shopId)) throw new Refusal(404, 'your account is not connected with this shop');
        return { data: add(shopId, 'user', String(body?.message)) };
      }
      case '/get-shops': {
        const search = String(query?.search ?? '').toLowerCase();
        const page = Number(query?.page ?? 1);
        const perPage = Number(query?.per_page ?? 20);
        const entries = [...state.connected]
          .map((id) => shop(id)!)
          .filter((candidate) => candidate.name.toLowerCase().includes(search))
          .map((candidate) => {
            const mine = state.messages.filter((stored) => stored.shopId === candidate.id);
            const last = mine[mine.length - 1];
            return {
              id: candidate.id * 100,
              shop: { id: candidate.id, name: candidate.name, logo: candidate.logo ?? null, rating: 4, last_online: candidate.online ?? false },
              product: null,
              last_message: last?.message ?? null,
              last_message_time: last ? '5 minutes ago' : null,
              is_read: true,
              unread_message_user: 0,
              unread_message_shop: mine.filter((stored) => stored.type === 'shop' && !stored.seen).length,
            };
          });
        return { total: entries.length, data: entries.slice((page - 1) * perPage, page * perPage) };
      }
      case '/unread-messages':
        return { unread_messages: state.messages.filter((stored) => stored.type === 'shop' && !stored.seen).length };
      default:
        throw new Refusal(404, `No fake for ${path}`);
    }
  }

  /** The backend's side of the contract client: `fakeApi(backend.handle)`. */
  const handle: FakeHandler = async (request) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api/, '');
    const method = request.method;
    const body = method === 'GET' ? undefined : ((await request.json()) as Record<string, unknown>);
    const query = queryOf(url);
    state.calls.push({ method, path, body, query });
    if (state.holding.has(path)) {
      await new Promise<void>((resume) => state.held.set(path, [...(state.held.get(path) ?? []), resume]));
    }
    const failure = state.failures.get(path);
    if (failure) {
      state.failures.delete(path);
      return json({ message: failure.message }, failure.status);
    }
    try {
      return json({ message: 'success', data: answer(path, query, body) });
    } catch (error) {
      if (error instanceof Refusal) return json({ message: error.message }, error.status);
      throw error;
    }
  };

  return {
    state,
    /** A message stored as if sent earlier (by the shopper or the shop). */
    seed: add,
    /** The shop answers: stored and returned, as the realtime event would carry it. */
    reply: (shopId: number, message: string) => add(shopId, 'shop', message),
    callsTo: (path: string) => state.calls.filter((call) => call.path === path),
    fail(path: string, status = 500, message = 'Server error') {
      state.failures.set(path, { status, message });
    },
    hold(path: string) {
      state.holding.add(path);
    },
    release(path: string) {
      state.holding.delete(path);
      for (const resume of state.held.get(path) ?? []) resume();
      state.held.delete(path);
    },
    handle,
  };
}

export type FakeChatBackend = ReturnType<typeof fakeChatBackend>;
