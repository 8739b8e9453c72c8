import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { panelPageHeaders } from './panel-headers';

const mediaDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'media');

/**
 * Serves the built panel from the same process and port, with history fallback so a reload of
 * /merchant/orders/all works, and the demo media (the default MEDIA_CDN_URL is /media).
 */
export async function registerWebAndMedia(
  app: FastifyInstance,
  options: { webDistDir: string | undefined; apiPrefix: string; mediaCdnUrl: string },
) {
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '1d',
  });
  const webDir = options.webDistDir;
  if (!webDir || !fs.existsSync(path.join(webDir, 'index.html'))) return;
  const headers = panelPageHeaders(options.mediaCdnUrl);
  await app.register(fastifyStatic, {
    root: webDir,
    prefix: '/',
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each asset (apps/web/vite.config.ts).
    preCompressed: true,
    setHeaders: (response, filePath) => {
      const name = path.basename(filePath);
      // Hashed file names: a new build gets new names, so browsers may keep these for good.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        response.header('cache-control', 'public, max-age=31536000, immutable');
      } else if (name === 'index.html') {
        // The service worker precaches the page from here: it keeps the page's own headers.
        response.headers(headers);
      } else if (name === 'sw.js' || name.endsWith('.webmanifest')) {
        // Asked again on every visit: a new deployment is found at once (decision 060).
        response.header('cache-control', 'no-cache');
      }
      if (name.endsWith('.webmanifest')) response.type('application/manifest+json');
    },
  });
  const indexHtml = fs.readFileSync(path.join(webDir, 'index.html'));
  const isAsset = (url: string) => /\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '');
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith(options.apiPrefix) || isAsset(request.url)) {
      return reply.callNotFound();
    }
    return reply.type('text/html').headers(headers).send(indexHtml);
  });
  app.get('/', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html').headers(headers).send(indexHtml),
  );
}
