// POST /pusher/auth (docs/contract.md "Chat and realtime"): pusher-js asks here before it subscribes to a
// private channel. A shopper may listen to their own chat channel, a shop (shop token) to its
// own. Chat messages travel only there; the public channels chat_user_{id} and chat_shop_{id}
// need no authorisation and carry nothing but the optional empty ping (docs/adr/0012).
import { Hono } from 'hono';
import { z } from 'zod';
import { tokenOwner, type TokenOwner } from '@/server/http/auth';
import type { AppEnv } from '@/server/http/context';
import { HttpError, routeNotFound, unauthenticated } from '@/server/http/errors';
import { readBodyAs } from '@/server/http/request';
import { canPublish, realtimeConfig } from '@/server/realtime/config';
import { realtimeClient } from '@/server/realtime/publish';

export const realtimeRoutes = new Hono<AppEnv>();

const authRequest = z.object({
  socket_id: z.string().trim().regex(/^\d{1,20}\.\d{1,20}$/, 'The socket id field must be a Pusher socket id.'),
  channel_name: z.string().trim().min(1).max(200),
});

/** Whether the owner may listen on the channel: only their own chat channel. */
function mayListen(owner: TokenOwner, channel: string): boolean {
  const match = /^private-chat_(user|shop)_(\d{1,10})$/.exec(channel);
  if (!match) return false;
  const id = Number(match[2]);
  return match[1] === 'user' ? 'userId' in owner && owner.userId === id : 'shopId' in owner && owner.shopId === id;
}

realtimeRoutes.post('/pusher/auth', async (c) => {
  const owner = await tokenOwner(c, c.get('db'));
  if (!owner) throw unauthenticated();
  const { socket_id: socketId, channel_name: channel } = await readBodyAs(c, authRequest);
  const config = realtimeConfig();
  // Without realtime (or without the secret of an external server) there is nothing to sign for.
  if (!config || !canPublish(config)) throw routeNotFound(c.req.path);
  if (!mayListen(owner, channel)) throw new HttpError(403, 'This channel is not yours to listen to.');
  // pusher-js reads the answer as it is, outside the API's envelope.
  return c.json(realtimeClient(config).authorizeChannel(socketId, channel));
});
