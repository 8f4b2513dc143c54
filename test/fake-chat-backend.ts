// An in-memory stand-in for the chat calls of docs/contract.md "Chat and realtime", for component tests of
// the chat drawer and the inbox. Tests replace browserRequest (lib/api/browser.ts) with `request`:
// it answers as the backend does (pages newest first, reading marks the shop's messages seen,
// unread counts from unseen shop messages) and can hold an answer back or fail a call.
import { ApiError, type Answer, type RequestSpec } from '@/lib/api/core';
import type { Chat, ChatProduct } from '@/lib/chat/types';

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

type Call = { method: string; path: string; body: Record<string, unknown> | undefined; query: RequestSpec['query'] };

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
      user: { id: options.userId, name: 'Shopper' },
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

  function answer(path: string, query: RequestSpec['query'], body: Record<string, unknown> | undefined): unknown {
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
        if (!state.connected.has(shopId)) throw new ApiError(404, 'your account is not connected with this shop');
        for (const stored of state.messages) if (stored.shopId === shopId && stored.type === 'shop') stored.seen = true;
        const page = Number(query?.page ?? 1);
        const perPage = Number(query?.per_page ?? 20);
        const newestFirst = state.messages.filter((stored) => stored.shopId === shopId).reverse();
        return { total: newestFirst.length, data: newestFirst.slice((page - 1) * perPage, page * perPage).map(chatOf) };
      }
      case '/send-message': {
        const shopId = Number(body?.shop_id);
        if (!state.connected.has(shopId)) throw new ApiError(404, 'your account is not connected with this shop');
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
        throw new ApiError(404, `No fake for ${path}`);
    }
  }

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
    async request(spec: RequestSpec): Promise<Answer<unknown>> {
      const method = spec.method ?? 'GET';
      const body = spec.body as Record<string, unknown> | undefined;
      state.calls.push({ method, path: spec.path, body, query: spec.query });
      if (state.holding.has(spec.path)) {
        await new Promise<void>((resume) => state.held.set(spec.path, [...(state.held.get(spec.path) ?? []), resume]));
      }
      const failure = state.failures.get(spec.path);
      if (failure) {
        state.failures.delete(spec.path);
        throw new ApiError(failure.status, failure.message);
      }
      return { message: 'success', data: answer(spec.path, spec.query, body) };
    },
  };
}

export type FakeChatBackend = ReturnType<typeof fakeChatBackend>;
