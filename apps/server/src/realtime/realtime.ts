import type { IncomingMessage } from 'node:http';
import { SOCKET_PATH } from '@freightdesk/domain';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { Config } from '../config.ts';

/** A request from a page of another site: its Origin names a host other than the configured or requested one. */
function fromElsewhere(request: IncomingMessage, publicOrigin: string | undefined): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  if (publicOrigin) return origin !== publicOrigin;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

/**
 * Socket.io on the app's own HTTP server, under the API prefix. With REDIS_URL, its Redis adapter carries every
 * emit to the sockets of all server nodes.
 */
export async function attachRealtime(app: FastifyInstance, config: Config): Promise<Server> {
  const io = new Server(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    allowRequest: (request, callback) => callback(null, !fromElsewhere(request, config.publicOrigin)),
  });
  // The Redis client and adapter are loaded only with REDIS_URL: a second of the start of a node without it.
  const redis = config.redisUrl ? (await import('redis')).createClient({ url: config.redisUrl }) : undefined;
  const subscriber = redis?.duplicate();
  if (redis && subscriber) {
    const { createAdapter } = await import('@socket.io/redis-adapter');
    for (const client of [redis, subscriber]) {
      client.on('error', (error: unknown) => app.log.error({ err: error }, 'redis connection failed'));
    }
    await Promise.all([redis.connect(), subscriber.connect()]);
    io.adapter(createAdapter(redis, subscriber));
  }

  // Open sockets would keep the HTTP server from closing.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => {
      // The HTTP server is already closed by Fastify; socket.io reports that, which is expected.
      void io.close(() => resolve());
    });
    await Promise.all([redis?.quit(), subscriber?.quit()]);
  });
  return io;
}
