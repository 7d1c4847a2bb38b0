import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { trustedOriginsOf, type Config } from '../config.ts';
import { buildApp } from '../app.ts';
import { mailOutbox, user } from '../db/schema/index.ts';
import { openTestDatabase } from './database.ts';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    databaseUrl: undefined,
    inMemoryDatabase: true,
    publicUrl: 'http://localhost:3000',
    trustedOrigins: trustedOriginsOf('http://localhost:3000'),
    authSecret: 'test-secret-test-secret-test-secret-0123456789',
    authSecretGenerated: false,
    smtpUrl: undefined,
    mailFrom: 'TeklifAl <no-reply@teklifal.test>',
    s3: undefined,
    translate: { provider: 'none', url: undefined, apiKey: undefined, timeoutMs: 1000 },
    // Tests never reach the Central Bank: a test that needs rates serves them itself.
    exchangeRates: { urlTemplate: undefined, timeoutMs: 1000 },
    admin: undefined,
    logLevel: 'silent',
    trustProxy: false,
    webDist: undefined,
    sessionCacheMs: 10_000,
    checkResponses: true,
    passwordHashing: 'fast',
    // Keys made for the app (it keeps none), and the tests' local push service on 127.0.0.1.
    push: {
      vapid: undefined,
      subject: 'mailto:no-reply@teklifal.test',
      serviceHosts: ['127.0.0.1'],
      allowLoopbackHttp: true,
    },
    metricsToken: undefined,
    // The tests' webhook receivers listen on loopback (WEBHOOK_ALLOWED_RANGES in production).
    webhookAllowedRanges: ['127.0.0.0/8', '::1/128'],
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  close: () => Promise<void>;
}

/** The whole API on a fresh database of its own. */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const app = await buildApp({ config: testConfig(overrides), database, logger: false });
  return { app, close: () => app.close() };
}

export interface TwoInstances {
  first: FastifyInstance;
  second: FastifyInstance;
  /** Closes both instances, then drops their database. */
  close: () => Promise<void>;
}

/** Two API instances on one database of their own, as behind a load balancer. */
export async function createTwoInstances(overrides: Partial<Config> = {}): Promise<TwoInstances> {
  const database = await openTestDatabase();
  const config = testConfig(overrides);
  const first = await buildApp({ config, database, closeDatabase: false, logger: false });
  const second = await buildApp({ config, database, closeDatabase: false, logger: false });
  return {
    first,
    second,
    close: async () => {
      await second.close();
      await first.close();
      await database.close();
    },
  };
}

let ipCounter = 0;
/** Each simulated person comes from an address of their own, like real users do. */
export const nextIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

export async function latestMailTo(app: FastifyInstance, email: string) {
  // Account mails leave after the answer (lib/background-tasks.ts).
  await app.authMails.settled();
  const [mail] = await app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email)))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(1);
  return mail ?? null;
}

export function tokenFromMail(text: string, path: '/verify-email' | '/reset-password') {
  const match = new RegExp(`${path}\\?token=([^\\s&]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in mail`);
  return decodeURIComponent(match[1]);
}

let userCounter = 0;
export const uniqueEmail = (prefix = 'kullanici') =>
  `${prefix}${++userCounter}.${Date.now()}@ornek.com.tr`;

export const PASSWORD = 'Gizli12345';

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ayşe Yılmaz',
    email: uniqueEmail(),
    phone: '0532 123 45 67',
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    kvkkConsent: true,
    ...overrides,
  };
}

/** A request as a browser on this site would send it: a write names its page (Origin). */
export function inject(app: FastifyInstance, options: InjectOptions & { cookie?: string }) {
  const { cookie, headers, ...rest } = options;
  const write = !['GET', 'HEAD', 'OPTIONS'].includes((options.method ?? 'GET').toUpperCase());
  return app.inject({
    remoteAddress: '127.0.0.1',
    ...rest,
    headers: {
      ...(write ? { origin: app.config.publicUrl } : {}),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
  });
}

/**
 * A problem without its `requestId`, which names the one request and so differs between any
 * two: for tests that two answers tell the same (an unknown record and a forbidden one).
 */
export function sameProblem(response: LightMyRequestResponse): Record<string, unknown> {
  const { requestId: _requestId, ...problem } = response.json<Record<string, unknown>>();
  return problem;
}

export function cookieFrom(response: LightMyRequestResponse): string {
  return response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** Registers, verifies the e-mail through the mailed link and signs in. */
export async function signUpAndSignIn(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<{ cookie: string; userId: string; email: string }> {
  const body = registration(overrides);
  const ip = nextIp();
  const signUp = await inject(app, {
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: body,
    remoteAddress: ip,
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.body}`);
  const mail = await latestMailTo(app, body.email as string);
  const token = tokenFromMail(mail?.text ?? '', '/verify-email');
  const verify = await inject(app, { method: 'GET', url: `/api/auth/verify-email?token=${token}` });
  if (verify.statusCode >= 400) throw new Error(`verify failed: ${verify.body}`);
  return signIn(app, body.email as string, body.password as string, ip);
}

export async function signIn(app: FastifyInstance, email: string, password: string, ip = nextIp()) {
  const response = await inject(app, {
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
    remoteAddress: ip,
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  const [row] = await app.db.select().from(user).where(eq(user.email, email));
  return { cookie: cookieFrom(response), userId: row?.id ?? '', email };
}

/**
 * Retries `check` until it passes or five seconds are gone: for what a notification carries
 * after a commit (caches, other instances), which on a server takes a moment.
 */
export async function eventually(check: () => Promise<void>) {
  const deadline = Date.now() + 5000;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
