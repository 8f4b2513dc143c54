// POST /pusher/auth (API.md "Chat and realtime"): pusher-js asks here before it subscribes to a
// private channel. A shopper may listen to their own chat channel, a shop (shop token) to its
// own; the public channels chat_user_{id} and chat_shop_{id} need no authorisation at all.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { bearerToken } from '@/server/http/auth';
import type { AppEnv } from '@/server/http/context';
import { ApiError, notFound, unauthenticated } from '@/server/http/errors';
import { readBodyAs } from '@/server/http/request';
import { canPublish, realtimeConfig } from '@/server/realtime/config';
import { realtimeClient } from '@/server/realtime/publish';
import { userForToken } from '@/server/services/accounts';
import { shopForToken } from '@/server/services/seller';

export const realtimeRoutes = new Hono<AppEnv>();

const authRequest = z.object({
  socket_id: z.string().trim().regex(/^\d{1,20}\.\d{1,20}$/, 'The socket id field must be a Pusher socket id.'),
  channel_name: z.string().trim().min(1).max(200),
});

/** Who the bearer token belongs to: a shopper or a shop (shop tokens have no user). */
async function tokenOwner(c: Context<AppEnv>): Promise<{ userId: number } | { shopId: number }> {
  const token = bearerToken(c);
  if (!token) throw unauthenticated();
  const db = c.get('db');
  const user = await userForToken(db, token);
  if (user) return { userId: user.id };
  const shop = await shopForToken(db, token);
  if (shop) return { shopId: shop.id };
  throw unauthenticated();
}

/** Whether the owner may listen on the channel: only their own chat channel. */
function mayListen(owner: { userId: number } | { shopId: number }, channel: string): boolean {
  const match = /^private-chat_(user|shop)_(\d{1,10})$/.exec(channel);
  if (!match) return false;
  const id = Number(match[2]);
  return match[1] === 'user' ? 'userId' in owner && owner.userId === id : 'shopId' in owner && owner.shopId === id;
}

realtimeRoutes.post('/pusher/auth', async (c) => {
  const owner = await tokenOwner(c);
  const { socket_id: socketId, channel_name: channel } = await readBodyAs(c, authRequest);
  const config = realtimeConfig();
  // Without realtime (or without the secret of an external server) there is nothing to sign for.
  if (!config || !canPublish(config)) throw notFound(`The route ${c.req.path.replace(/^\//, '')} could not be found.`);
  if (!mayListen(owner, channel)) throw new ApiError(403, 'This channel is not yours to listen to.');
  // pusher-js reads the answer as it is, outside the API's envelope.
  return c.json(realtimeClient(config).authorizeChannel(socketId, channel));
});
