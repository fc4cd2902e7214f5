import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { authRoutes } from './auth/auth.routes.ts';
import { createAuthService } from './auth/auth.service.ts';
import { billRoutes } from './bills/bill.routes.ts';
import { billingSettingsRoutes } from './bills/billing-settings.routes.ts';
import { createBillService } from './bills/bill.service.ts';
import { chatRoutes } from './chat/chat.routes.ts';
import { createChatService } from './chat/chat.service.ts';
import { exportRoutes } from './exports/export.routes.ts';
import { freightRateRoutes } from './freight/freight-rate.routes.ts';
import { createFreightRateService } from './freight/freight-rate.service.ts';
import type { Config } from './config.ts';
import { type DatabaseHandle, closeDatabase } from './db/database.ts';
import { healthRoutes } from './health/health.routes.ts';
import { markRoutes, registerAccessControl } from './http/access-control.ts';
import { createImportService } from './imports/import.service.ts';
import { importRoutes } from './imports/import.routes.ts';
import { frameworkErrors, registerErrorHandler } from './http/error-handler.ts';
import { registerInputGuard } from './http/input-guard.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerRateLimits } from './http/rate-limit.ts';
import { defaultWebDir, registerWebApp } from './http/web-app.ts';
import { scheduleDailyJobs } from './jobs/daily-jobs.ts';
import { notificationRoutes } from './notifications/notification.routes.ts';
import { paymentRoutes } from './payments/payment.routes.ts';
import { createPaymentService } from './payments/payment.service.ts';
import { registerChatSocket, socketPublisher } from './realtime/chat-socket.ts';
import { attachRealtime } from './realtime/realtime.ts';
import { sessionSockets } from './realtime/session-sockets.ts';
import { settingsRoutes } from './settings/settings.routes.ts';
import { reportRoutes } from './trips/report.routes.ts';
import { tripRoutes } from './trips/trip.routes.ts';
import { createTripService } from './trips/trip.service.ts';
import { usersRoutes } from './users/users.routes.ts';
import { createUsersService } from './users/users.service.ts';
import { createTdsService } from './tds/tds.service.ts';
import { tdsRoutes } from './tds/tds.routes.ts';
import { lrSearchRoutes } from './lorry-receipts/lr-search.routes.ts';
import { invoiceRoutes } from './invoices/invoice.routes.ts';
import { createInvoiceService } from './invoices/invoice.service.ts';
import { receiptRoutes } from './receipts/receipt.routes.ts';
import { createReceiptService } from './receipts/receipt.service.ts';
import { receivablesRoutes } from './receivables/receivables.routes.ts';
import { createReceivablesService } from './receivables/receivables.service.ts';
import { lrRoutes } from './lorry-receipts/lr.routes.ts';
import { marginRoutes } from './margins/margin.routes.ts';
import { dashboardRoutes } from './dashboard/dashboard.routes.ts';
import { createDashboardService } from './dashboard/dashboard.service.ts';
import { landingScreenRoutes } from './dashboard/landing-screen.routes.ts';
import { createLandingScreenService } from './dashboard/landing-screen.service.ts';
import { createMarginService } from './margins/margin.service.ts';
import { createLrService } from './lorry-receipts/lr.service.ts';
import { vendorAccountRoutes } from './vendor-accounts/vendor-accounts.routes.ts';
import { createVendorAccountService } from './vendor-accounts/vendor-accounts.service.ts';
import { vehicleRoutes } from './vehicles/vehicle.routes.ts';
import { createVehicleService } from './vehicles/vehicle.service.ts';
import { customerRateRoutes } from './customers/customer-rate.routes.ts';
import { createCustomerRateService } from './customers/customer-rate.service.ts';
import { customerRoutes } from './customers/customer.routes.ts';
import { createCustomerService } from './customers/customer.service.ts';
import { vendorRoutes } from './vendors/vendor.routes.ts';
import { createVendorService } from './vendors/vendor.service.ts';

export const API_PREFIX = '/logistics';

export interface AppOptions {
  logger?: FastifyServerOptions['logger'];
  /** Where the JSON log lines go (standard output by default); tests read them back. */
  logStream?: DestinationStream;
  webDir?: string;
}

/**
 * Logs never hold passwords, session tokens or file contents: requests are logged without headers or bodies by
 * Fastify's serializers, and these paths are censored wherever an object that carries them is logged.
 */
export const LOG_REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  // @fastify/multipart logs the request headers it hands to busboy at trace level.
  '*.headers.cookie',
  '*.headers.authorization',
  'cookies',
  'body',
  'req.body',
  'password',
  'currentPassword',
  'newPassword',
  'retypePassword',
  'oneTimePassword',
  'token',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.retypePassword',
  '*.oneTimePassword',
  '*.token',
  '*.data',
];

export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return { level, redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' }, ...(stream ? { stream } : {}) };
}

/** The whole server, ready to listen or to be called through `inject` by tests. */
export async function buildApp(
  config: Config,
  database: DatabaseHandle,
  options: AppOptions = {},
): Promise<FastifyInstance> {
  const { db } = database;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel, options.logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputGuard(app);

  await app.register(cookie);
  registerSecurityHeaders(app);
  await app.register(compress, { threshold: 1024 });
  await app.register(multipart);
  await app.register(swagger, {
    openapi: {
      info: { title: 'FreightDesk API', version: '1.0.0', description: 'Every call of the FreightDesk web app.' },
    },
    transform: jsonSchemaTransform,
  });
  registerAccessControl(app, db, config.publicOrigin);
  registerRateLimits(app, db);

  await app.register(async (docs) => {
    // The API's map is for whoever runs the office's systems, not for strangers.
    markRoutes(docs, 'apiDocs');
    await docs.register(swaggerUi, {
      routePrefix: `${API_PREFIX}/docs`,
      staticCSP: true,
      // Swagger UI sets inline styles; plain-HTTP office networks must still load the page.
      transformStaticCSP: (header) =>
        header
          .replace(/style-src [^;]*;/, "style-src 'self' 'unsafe-inline';")
          .replace('upgrade-insecure-requests;', ''),
    });
  });

  await app.register(healthRoutes, { prefix: API_PREFIX, db });
  // Before the routes that end sessions: they disconnect the sessions' live sockets.
  const io = await attachRealtime(app, config);
  const sockets = sessionSockets(io);
  const landing = createLandingScreenService(db);
  await app.register(authRoutes, { prefix: API_PREFIX, auth: createAuthService(db, sockets), landing });
  await app.register(usersRoutes, { prefix: `${API_PREFIX}/api/admin`, users: createUsersService(db, sockets) });
  await app.register(vendorRoutes, { prefix: API_PREFIX, vendors: createVendorService(db) });
  await app.register(customerRoutes, { prefix: API_PREFIX, customers: createCustomerService(db) });
  await app.register(customerRateRoutes, { prefix: API_PREFIX, customerRates: createCustomerRateService(db) });
  await app.register(freightRateRoutes, { prefix: API_PREFIX, freightRates: createFreightRateService(db) });
  await app.register(vehicleRoutes, { prefix: API_PREFIX, vehicles: createVehicleService(db) });
  await app.register(notificationRoutes, { prefix: API_PREFIX, db });
  await app.register(settingsRoutes, { prefix: API_PREFIX, db });
  const trips = createTripService(db);
  await app.register(tripRoutes, { prefix: API_PREFIX, trips });
  await app.register(reportRoutes, { prefix: API_PREFIX, trips });
  const bills = createBillService(db);
  await app.register(billRoutes, { prefix: API_PREFIX, bills });
  await app.register(billingSettingsRoutes, { prefix: API_PREFIX, db });
  await app.register(paymentRoutes, { prefix: `${API_PREFIX}/api`, payments: createPaymentService(db) });
  const accounts = createVendorAccountService(db);
  await app.register(vendorAccountRoutes, { prefix: `${API_PREFIX}/api`, accounts });
  await app.register(tdsRoutes, { prefix: `${API_PREFIX}/api`, tds: createTdsService(db, accounts) });
  await app.register(lrRoutes, { prefix: `${API_PREFIX}/api`, lrs: createLrService(db) });
  await app.register(invoiceRoutes, { prefix: `${API_PREFIX}/api`, invoices: createInvoiceService(db) });
  await app.register(receiptRoutes, { prefix: `${API_PREFIX}/api`, receipts: createReceiptService(db) });
  await app.register(marginRoutes, { prefix: `${API_PREFIX}/api`, margins: createMarginService(db) });
  await app.register(receivablesRoutes, { prefix: `${API_PREFIX}/api`, receivables: createReceivablesService(db) });
  await app.register(dashboardRoutes, { prefix: `${API_PREFIX}/api`, dashboard: createDashboardService(db) });
  await app.register(landingScreenRoutes, { prefix: `${API_PREFIX}/api`, landing });
  await app.register(lrSearchRoutes, { prefix: `${API_PREFIX}/api`, db });
  await app.register(importRoutes, {
    prefix: `${API_PREFIX}/api`,
    imports: createImportService(db, database.importDb),
  });
  await app.register(exportRoutes, { prefix: API_PREFIX, trips, bills });
  const chats = createChatService(db, socketPublisher(io));
  registerChatSocket(app, io, db, chats);
  await app.register(chatRoutes, { prefix: API_PREFIX, chats });
  scheduleDailyJobs(app, db);
  await registerWebApp(app, options.webDir ?? defaultWebDir());

  app.addHook('onClose', () => closeDatabase(database));
  return app;
}
