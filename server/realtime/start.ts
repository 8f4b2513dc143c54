// Starts the built-in realtime server with the shop (server/startup.ts), once per process and
// only in built-in mode. A realtime server that cannot start never stops the shop: chat still
// stores and shows messages, only without live updates.
import { realtimeConfig } from './config';
import { startGateway, type Gateway } from './gateway';
import { processWide } from '@/server/process-wide';
import { serverEnv } from '@/server/config';


export function startRealtime(env: Record<string, string | undefined> = serverEnv()): Promise<Gateway | null> {
  processWide.realtimeGateway ??= (async () => {
    const config = realtimeConfig(env);
    if (!config?.listen) return null;
    const { host, port } = config.listen;
    try {
      const gateway = await startGateway({ appId: config.appId, key: config.key, secret: config.secret, host, port });
      console.log(`Realtime server on ws://${host.includes(':') ? `[${host}]` : host}:${gateway.port}`);
      return gateway;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const reason =
        code === 'EADDRINUSE'
          ? `port ${port} is in use (set REALTIME_PORT to a free port)`
          : code === 'EADDRNOTAVAIL'
            ? `${host} is not an address of this machine (check REALTIME_HOST)`
            : error instanceof Error
              ? error.message
              : String(error);
      console.error(`Realtime server not started: ${reason}. The shop runs without live updates.`);
      return null;
    }
  })();
  return processWide.realtimeGateway;
}
