/**
 * Composes the HTTP application: security headers on everything, the JSON API under /api (body
 * limits, compression, routes, a JSON 404 for unknown paths) and the built web app for every other
 * path. Built from explicit dependencies so tests can call it in-process with `app.request()`.
 */
import path from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createAuth } from './auth/create-auth.ts';
import { defaultSessionBounds } from './auth/session-rules.ts';
import { sessionFastPath } from './auth/session-fast-path.ts';
import { loadViewer, sessionCookieName } from './auth/viewer.ts';
import { developmentSecret, type Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { apiNotFoundBody } from './http/api-not-found.ts';
import type { AppEnv } from './http/app-env.ts';
import { clientIp } from './http/client-ip.ts';
import { handleError, payloadTooLarge, serviceUnavailable } from './http/errors.ts';
import { originCheck } from './http/origin-check.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { signInEmail } from './mail/sign-in-email.ts';
import { adminUserRoutes } from './routes/admin/admin-user-routes.ts';
import { adminLearninghubRoutes } from './routes/admin-learninghub/admin-learninghub-routes.ts';
import { adminLabsRoutes } from './routes/admin-labs/admin-labs-routes.ts';
import { adminMessageRoutes } from './routes/admin-messages/admin-message-routes.ts';
import { adminResourceRoutes } from './routes/admin-resources/admin-resource-routes.ts';
import { articleDraftRoutes } from './routes/article-drafts/article-draft-routes.ts';
import { articleReviewRoutes } from './routes/article-review/article-review-routes.ts';
import {
  mySubmissionRoutes,
  pendingCountRoutes,
} from './routes/dashboard-summary/dashboard-summary-routes.ts';
import { notificationRoutes } from './routes/notifications/notification-routes.ts';
import { submissionRoutes } from './routes/submissions/submission-routes.ts';
import { authRoutes } from './routes/auth/auth-routes.ts';
import { devMailboxRoutes } from './routes/dev/mailbox-routes.ts';
import { profileRoutes } from './routes/profile/profile-routes.ts';
import { defaultBodyLimitBytes } from './http/json-body.ts';
import { securityHeaders } from './http/security-headers.ts';
import { storableAddress } from './http/storable-text.ts';
import { idempotentCreates } from './http/idempotency.ts';
import { privateApiPrefixes, privateResponses } from './http/private-responses.ts';
import { responseEncoding } from './http/response-encoding.ts';
import { pageRenderer } from './http/page-renderer.ts';
import { serveWebApp } from './http/web-app.ts';
import { matchPage, pagesFor } from '@tinkerlabs/contract/pages';
import { healthRoutes } from './routes/health.ts';
import { publicRoutes } from './routes/public-routes.ts';
import { siteFileRoutes } from './routes/site-files/site-file-routes.ts';
import { snippetRoutes } from './routes/snippets/snippet-routes.ts';
import { progressRoutes } from './routes/learning-progress/progress-routes.ts';
import { uploadedFileRoutes } from './routes/uploads/uploaded-file-routes.ts';
import { imageTooLarge, uploadRequestLimitBytes, uploadRoutes } from './routes/uploads/upload-routes.ts';
import { defaultUploadLimits } from './routes/uploads/upload-limits.ts';
import { createInProcessEventBus, type EventBus } from './realtime/event-bus.ts';
import { realtimeRoutes } from './realtime/realtime-routes.ts';
import { createRealtimeHub, type RealtimeHub } from './realtime/socket-hub.ts';
import { createStorage } from './storage/create-storage.ts';
import type { Storage } from './storage/storage.ts';

/** The settings the app reads; tests may give only the first three (the rest default as in loadConfig). */
export type AppConfig = Pick<Config, 'nodeEnv' | 'webRoot' | 'appUrl'> &
  Partial<
    Pick<
      Config,
      | 'adminEmails'
      | 'authSecret'
      | 'smtpUrl'
      | 'mailFrom'
      | 'trustedProxyHeader'
      | 'storageDir'
      | 'storageUrl'
      | 'storageServe'
      | 'sessionBounds'
      | 'uploadLimits'
      | 'draftsPerMember'
    >
  >;

export interface AppDependencies {
  config: AppConfig;
  database: DatabaseHandle;
  /** Defaults to SMTP when configured, else the console and development mailbox. */
  mailer?: Mailer;
  /** Where uploads are kept; defaults to the store config.storageUrl names, else the disk under config.storageDir. */
  storage?: Storage;
  /** Where routes raise realtime events; defaults to an in-process bus. */
  events?: EventBus;
  /** The realtime sockets (GET /api/realtime); defaults to a hub over `events`. */
  realtime?: RealtimeHub;
  /** False while the database is not yet migrated and seeded (a server started with PostgreSQL away). */
  databaseReady?: () => boolean;
}

export function createApp({
  config,
  database,
  mailer: givenMailer,
  storage: givenStorage,
  events = createInProcessEventBus(),
  realtime = createRealtimeHub({ events }),
  databaseReady = () => true,
}: AppDependencies): Hono<AppEnv> {
  const settings = {
    adminEmails: config.adminEmails ?? [],
    authSecret: config.authSecret ?? developmentSecret,
    smtpUrl: config.smtpUrl ?? null,
    mailFrom: config.mailFrom ?? 'TinkerLabs <no-reply@localhost>',
    trustedProxyHeader: config.trustedProxyHeader ?? null,
    sessionBounds: config.sessionBounds ?? defaultSessionBounds,
  };
  const mailer = givenMailer ?? createMailer({ ...settings, nodeEnv: config.nodeEnv });
  const storage =
    givenStorage ??
    createStorage({
      storageDir: config.storageDir ?? path.resolve('data/uploads'),
      storageUrl: config.storageUrl,
    });
  const auth = createAuth({
    db: database.db,
    config: { appUrl: config.appUrl, authSecret: settings.authSecret, nodeEnv: config.nodeEnv },
    sendMagicLink: (email, token) =>
      mailer.send(
        signInEmail({
          to: email,
          link: `${config.appUrl}/auth/confirm?token=${encodeURIComponent(token)}`,
          siteName: 'TinkerLabs',
          validMinutes: 60,
        }),
      ),
  });

  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use('*', securityHeaders({ hsts: config.appUrl.startsWith('https://') }));

  const db = database.db;
  const api = new Hono<AppEnv>();
  // Uploads have a limit of their own (an image of up to 5 MB); every other request 1 MB. Hono's
  // bodyLimit answers with our JSON 413 (its own is plain text). Reads skip it: no route reads the
  // body of a GET, and asking for one makes @hono/node-server build a whole Request (with its abort
  // signal) for every read, 3 % of the server's time serving /api/articles (CPU profile, 2026-12-03).
  const defaultBodyLimit = bodyLimit({
    maxSize: defaultBodyLimitBytes,
    onError: () => {
      throw payloadTooLarge(defaultBodyLimitBytes);
    },
  });
  api.use('*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.path === '/api/uploads'
      ? next()
      : defaultBodyLimit(c, next),
  );
  api.use(
    '/uploads',
    bodyLimit({
      maxSize: uploadRequestLimitBytes,
      onError: () => {
        throw imageTooLarge();
      },
    }),
  );
  api.use('*', storableAddress());
  // Outside privateResponses: the encoding step sees which answers are private.
  api.use('*', responseEncoding());
  api.use('*', privateResponses(privateApiPrefixes));
  api.use('*', originCheck({ appUrl: config.appUrl }));
  api.use('*', clientIp({ trustedProxyHeader: settings.trustedProxyHeader }));
  // Until the database is prepared, everything but the health check waits (503, Retry-After).
  api.use('*', (c, next) => {
    if (databaseReady() || c.req.path === '/api/health') return next();
    throw serviceUnavailable();
  });
  api.use(
    '*',
    loadViewer(auth, {
      adminEmails: settings.adminEmails,
      bounds: settings.sessionBounds,
      fastPath: sessionFastPath({ db, auth, secret: settings.authSecret }),
    }),
  );
  // Creates a client may retry answer a repeated Idempotency-Key with the first answer.
  for (const create of ['/me/articles', '/me/stores', '/me/items', '/me/projects', '/contact', '/uploads']) {
    api.use(create, idempotentCreates({ db }));
  }
  api.route('/health', healthRoutes(database, databaseReady));
  api.route('/auth', authRoutes({ db, auth, config: settings }));
  api.route('/profile', profileRoutes({ db }));
  api.route('/admin/users', adminUserRoutes({ db, adminEmails: settings.adminEmails }));
  api.route('/admin/learninghub', adminLearninghubRoutes({ db }));
  api.route('/admin/labs', adminLabsRoutes({ db }));
  api.route('/admin/messages', adminMessageRoutes({ db, events }));
  api.route('/admin/resources', adminResourceRoutes({ db }));
  api.route('/me/articles', articleDraftRoutes({ db, events, draftsPerMember: config.draftsPerMember }));
  api.route('/review/articles', articleReviewRoutes({ db, events }));
  api.route('/me/submissions', mySubmissionRoutes({ db }));
  api.route('/me/notifications', notificationRoutes({ db }));
  api.route('/me/snippets', snippetRoutes({ db }));
  api.route('/me/progress', progressRoutes({ db }));
  api.route('/admin/pending-counts', pendingCountRoutes({ db }));
  api.route('/', submissionRoutes({ db, events }));
  api.route('/uploads', uploadRoutes({ storage, db, limits: config.uploadLimits ?? defaultUploadLimits }));
  api.route(
    '/realtime',
    realtimeRoutes({
      db,
      hub: realtime,
      appUrl: config.appUrl,
      adminEmails: settings.adminEmails,
      bounds: settings.sessionBounds,
    }),
  );
  api.route('/dev/mailbox', devMailboxRoutes({ mailer }));
  api.route('/', publicRoutes({ db, events }));
  // Answered rather than thrown: the most frequent error of all needs no Error and no stack trace.
  api.all('*', (c) => c.json(apiNotFoundBody(c.req.method, c.req.path), 404));
  app.route('/api', api);

  app.route('/uploads', uploadedFileRoutes({ storage, serve: config.storageServe }));
  for (const file of ['/sitemap.xml', '/feed.xml']) {
    app.use(file, responseEncoding());
  }
  app.route('/', siteFileRoutes({ db, appUrl: config.appUrl }));
  const knownPages = pagesFor(config.nodeEnv);
  // Public pages are rendered here, their loaders reading this API in-process (no HTTP round trip),
  // always as an anonymous visitor: the HTML of a public page is the same for everyone, and a visitor
  // with a session gets the status alone and the app renders the page for them.
  const renderer = pageRenderer(config.webRoot);
  renderer.warm();
  const inProcessFetch = (input: string, init?: RequestInit) => Promise.resolve(app.request(input, init));
  app.use(
    '*',
    serveWebApp({
      root: config.webRoot,
      page: async (request) => {
        const url = new URL(request.url);
        const match = matchPage(url.pathname, knownPages);
        if (!match) return { status: 404, route: null };
        const route = match.page.path;
        if ((match.page.access ?? 'public') !== 'public') return { status: 200, route };
        const anonymous = !request.headers.get('cookie')?.includes(sessionCookieName);
        const rendered = await renderer.render(`${config.appUrl}${url.pathname}${url.search}`, {
          fetch: inProcessFetch,
          timeoutMs: renderTimeoutMs,
          markup: anonymous,
        });
        // A page whose record the public API does not show (missing, or not public) is a 404.
        const status = rendered?.status === 404 ? 404 : 200;
        return { status, route, rendered: rendered?.kind === 'page' && status === 200 ? rendered : null };
      },
    }),
  );
  return app;
}

/**
 * How long a page's HTML waits for its render: past it the page is sent for the app to render. Long
 * enough for a busy machine, since a missing record's 404 status comes from the render too.
 */
const renderTimeoutMs = 2_000;
