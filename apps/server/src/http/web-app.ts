import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { markRoutes } from './access-control.ts';

/** apps/web/dist, seen from apps/server/src/http (tsx) or apps/server/dist (the bundle). */
export function defaultWebDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../../web/dist'), path.resolve(here, '../../web/dist')];
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'index.html'))) ?? candidates[0]!;
}

const API_PREFIX = '/logistics';

/** Serves the built web app; any other GET outside the API gets index.html so client routes survive a reload. */
export async function registerWebApp(app: FastifyInstance, webDir: string): Promise<void> {
  const indexFile = path.join(webDir, 'index.html');
  const indexHtml = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;
  if (indexHtml !== null) {
    await app.register(async (scope) => {
      markRoutes(scope, 'public');
      await scope.register(fastifyStatic, {
        root: webDir,
        wildcard: false,
        setHeaders: (res, filePath) => {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    });
  } else {
    app.log.warn({ webDir }, 'web app not built: only the API is served');
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (indexHtml !== null && isPage && !request.url.startsWith(API_PREFIX)) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    }
    return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
  });
}
