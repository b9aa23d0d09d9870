import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { serveStatic } from '@hono/node-server/serve-static';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { IMAGE_MAX_BYTES } from '../sync/constants';
import { api } from './api';
import { identifyCaller } from './auth/middleware';
import type { AppEnv, Deps } from './context';
import { apiResponse } from './http/api-response';
import { HttpError, errorResponse } from './http/errors';
import { mountRateLimits } from './http/rate-limit';
import { requestBodies } from './http/request-bodies';
import { mountPageFiles, mountPages } from './pages/page-routes';
import { mountUnsubscribe } from './features/alerts/alert-routes';
import { mountMetrics } from './ops/metrics-route';
import { mountRequestLog } from './ops/request-log';

/** JSON bodies are small; multipart uploads may carry one image plus fields. */
const JSON_BODY_LIMIT = 256 * 1024;
const UPLOAD_BODY_LIMIT = IMAGE_MAX_BYTES + 256 * 1024;
/**
 * A push carries batches of at most PUSH_BATCH_MAX_BYTES, but always at least one write, and the
 * largest valid write (a survey of 100 long text answers, JSON-escaped) is about 1.2 MB: a lower
 * limit would refuse it on every retry and hold up the outbox behind it.
 */
const PUSH_BODY_LIMIT = 2 * 1024 * 1024;

/**
 * Documents (the shell, static files, stored images) get the full set of browser hardening headers;
 * the CSP is what guards the tokens the client keeps in local storage (client/lib/session.ts).
 */
const PAGE_HEADERS = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // React writes styles through the CSSOM, which CSP does not govern: no inline styles needed.
    styleSrc: ["'self'"],
    // A product review may show an image from another site (its URL is a field of the form); such
    // reviews are seen by others only after an admin approved them (docs/security.md).
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    connectSrc: ["'self'"],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  referrerPolicy: 'strict-origin-when-cross-origin',
  // the same as frame-ancestors 'none', for browsers that predate it
  xFrameOptions: 'DENY',
  // powerful features the app never uses are off for it and anything it could be made to embed
  permissionsPolicy: {
    camera: false,
    microphone: false,
    geolocation: false,
    payment: false,
    usb: false,
    serial: false,
    bluetooth: false,
    hid: false,
    midi: false,
    accelerometer: false,
    gyroscope: false,
    magnetometer: false,
    displayCapture: false,
  },
  crossOriginEmbedderPolicy: false,
});
const PAGE_COMPRESS = compress();

/**
 * API answers are JSON read by our own script, never rendered: the OWASP REST set (nosniff, no
 * framing, a CSP that allows nothing should one be opened as a page, HSTS) and nothing meant for
 * documents. The page set would add ~600 bytes to every answer, 204s included, on a paid link.
 */
const API_HEADERS = secureHeaders({
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  xFrameOptions: 'DENY',
  referrerPolicy: false,
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

export function createApp(deps: Deps) {
  const app = new Hono<AppEnv>();
  mountMetrics(app, deps);

  mountRequestLog(app, deps);
  app.use('/api/*', API_HEADERS);
  app.use('*', (c, next) => (c.req.path.startsWith('/api/') ? next() : PAGE_HEADERS(c, next)));
  app.use('*', (c, next) => (c.req.path.startsWith('/api/') ? next() : PAGE_COMPRESS(c, next)));
  app.use('/api/*', apiResponse());
  // server/ops/lifecycle.ts step 2: a connection that served a request while draining is not kept
  app.use('*', async (c, next) => {
    await next();
    if (deps.lifecycle?.draining) c.header('Connection', 'close');
  });

  app.use('/api/*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use('/api/*', (c, next) => {
    // a GET or HEAD has no body (fetch's Request drops it); asking hono's bodyLimit would build
    // the whole web Request of every read just to find so, an eighth of a details answer's time
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const multipart = c.req.header('content-type')?.startsWith('multipart/form-data');
    const push = c.req.method === 'POST' && c.req.path === '/api/sync/push';
    return bodyLimit({
      maxSize: multipart ? UPLOAD_BODY_LIMIT : push ? PUSH_BODY_LIMIT : JSON_BODY_LIMIT,
      onError: () => {
        throw new HttpError(
          413,
          multipart ? 'The file is too large. Images may be at most 5 MB.' : 'Request body is too large',
        );
      },
    })(c, next);
  });
  app.use('/api/*', requestBodies);
  app.use('/api/*', identifyCaller);
  if (deps.config.rateLimits) mountRateLimits(app);

  app.route('/api', api);
  app.all('/api/*', (c) =>
    c.json({ success: false, message: `No such API route: ${c.req.method} ${c.req.path}` }, 404),
  );

  mountUnsubscribe(app, deps);
  mountPageFiles(app, deps);
  mountClient(app, deps);
  app.onError(errorResponse);
  return app;
}

/**
 * The built PWA, served from its precompressed files: hashed assets cached for a year, other files
 * revalidated, and any other path answered as a page (server/pages/): the shell with the page's
 * own head and first view, a 301, or the 404 page. `/` is a page, not the static index.html.
 * A missing hashed asset is a 404: the shell in its place would be cached for a year as script.
 */
function mountClient(app: Hono<AppEnv>, deps: Deps) {
  const distDir = deps.config.distDir;
  const root = relative(process.cwd(), distDir) || '.';
  app.use('*', async (c, next) => {
    await next();
    // a page says how long it may be kept (server/pages/page-routes.ts)
    if (c.res.status !== 200 || c.res.headers.has('Cache-Control')) return;
    const hashed = c.req.path.startsWith('/assets/');
    c.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  });
  // made once a build exists, so a server started before `npm run build` serves it afterwards
  let build: { files: MiddlewareHandler<AppEnv> } | undefined;
  const built = () =>
    (build ??= existsSync(join(distDir, 'index.html'))
      ? { files: serveStatic({ root, precompressed: true }) }
      : undefined);
  app.use('*', (c, next) => (c.req.path === '/' ? next() : (built()?.files(c, next) ?? next())));
  app.get('/assets/*', (c) => c.text('Not found', 404));
  mountPages(app, deps);
  app.get('*', (c) => c.text('The app is not built yet: run `npm run build`.', 503));
}
