import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** `10.0.0.0/8`, `::1/128`: an IP address and a prefix length that fits it. */
function isCidr(range: string): boolean {
  const [address = '', prefix, ...rest] = range.split('/');
  const version = isIP(address);
  if (version === 0 || prefix === undefined || rest.length > 0 || !/^\d{1,3}$/.test(prefix)) {
    return false;
  }
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** The Central Bank's daily bulletin ("gösterge niteliğinde" rates), one XML file per day. */
export const TCMB_RATES_URL = 'https://www.tcmb.gov.tr/kurlar/{yyyymm}/{ddmmyyyy}.xml';

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  PUBLIC_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** More addresses the app is opened at (a LAN address, a second domain), comma-separated. */
  TRUSTED_ORIGINS: optional,
  AUTH_SECRET: optional.pipe(z.string().min(32).optional()),
  SMTP_URL: optional.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().default('TeklifAl <no-reply@teklifal.local>'),
  S3_ENDPOINT: optional,
  S3_BUCKET: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_REGION: optional,
  TRANSLATE_PROVIDER: z.enum(['none', 'libretranslate', 'deepl']).default('none'),
  TRANSLATE_URL: optional.pipe(z.url().optional()),
  TRANSLATE_API_KEY: optional,
  TRANSLATE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  /**
   * Where indicative exchange rates come from: a URL with {yyyymm} and {ddmmyyyy} for the
   * day, answering the Central Bank of the Republic of Turkey's XML; 'off' for none (only
   * rates staff enter are used).
   */
  EXCHANGE_RATES_URL: z.string().default(TCMB_RATES_URL),
  EXCHANGE_RATES_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  ADMIN_EMAIL: optional.pipe(z.email().optional()),
  ADMIN_PASSWORD: optional.pipe(z.string().min(8).optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  WEB_DIST: optional,
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
  CHECK_RESPONSES: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Web push's VAPID key pair (base64url), both or neither; unset: generated once (push-keys.ts). */
  VAPID_PUBLIC_KEY: optional.pipe(
    z
      .string()
      .regex(/^B[A-Za-z0-9_-]{86}$/, 'a P-256 public key: 65 bytes in base64url')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: optional.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'a P-256 private key: 32 bytes in base64url')
      .optional(),
  ),
  /** Who runs the server, for the push services (a mailto: or https: address). */
  VAPID_SUBJECT: optional.pipe(
    z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'a mailto: or https: address')
      .optional(),
  ),
  /**
   * The push services devices may name (host names; a name covers its subdomains), comma
   * separated, or `*` for any https host. The server sends to these addresses, so it does not
   * take just any.
   */
  PUSH_SERVICE_HOSTS: optional,
  /**
   * The bearer token GET /metrics asks for (Prometheus' `authorization.credentials`); unset:
   * no /metrics at all. At least 16 characters a header can carry (RFC 6750's token68).
   */
  /**
   * Address ranges (CIDR, comma-separated) webhook endpoints may reach although they are
   * loopback, private, link-local or the like (modules/integrations/webhooks/address-guard.ts);
   * set, plain http is taken too. For an ERP on the company's own network, and the tests.
   */
  WEBHOOK_ALLOWED_RANGES: optional.pipe(
    z
      .string()
      .refine(
        (value) => value.split(',').every((range) => isCidr(range.trim())),
        'CIDR ranges such as 10.1.0.0/16,fd12::/64, comma-separated',
      )
      .optional(),
  ),
  METRICS_TOKEN: optional.pipe(
    z
      .string()
      .min(16)
      .regex(/^[A-Za-z0-9._~+/-]+=*$/, 'letters, digits and . _ ~ + / - (then = padding)')
      .optional(),
  ),
});

/** The push services of today's browsers: Chrome and most others, Firefox, Edge, Safari. */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
];

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: the embedded PGlite database in DATA_DIR/db (or in memory for tests). */
  databaseUrl: string | undefined;
  /** Run the embedded database in memory (tests). */
  inMemoryDatabase: boolean;
  publicUrl: string;
  /**
   * Origins whose pages may send writes and sign in: PUBLIC_URL's, its loopback twins when it
   * is a loopback address (localhost, 127.0.0.1, [::1] on the same port), and TRUSTED_ORIGINS.
   */
  trustedOrigins: string[];
  authSecret: string;
  /** The secret was generated into DATA_DIR (fine for one instance, not for several). */
  authSecretGenerated: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Set when S3_BUCKET is set: files go to that S3-compatible bucket instead of DATA_DIR/uploads. */
  s3: S3Config | undefined;
  translate: {
    provider: 'none' | 'libretranslate' | 'deepl';
    url: string | undefined;
    apiKey: string | undefined;
    /** A provider slower than this counts as failed: the original text is answered. */
    timeoutMs: number;
  };
  /** The exchange-rate source: a day URL template, or undefined for none ('off'). */
  exchangeRates: { urlTemplate: string | undefined; timeoutMs: number };
  admin: { email: string; password: string } | undefined;
  logLevel: string;
  trustProxy: boolean;
  /** The built web app to serve, if any. */
  webDist: string | undefined;
  /**
   * How long an instance may keep a caller's session, user and company between requests (0: not
   * at all). Every change of them is announced to every instance, which then forgets at once;
   * this bounds only a notice lost while the instance's LISTEN connection was down.
   */
  sessionCacheMs: number;
  /** Check every response against its route's schema too (tests and browser tests). */
  checkResponses: boolean;
  /** better-auth's scrypt; 'fast' only in test apps (lib/fast-passwords.ts), never from the environment. */
  passwordHashing: 'scrypt' | 'fast';
  push: PushConfig;
  /** GET /metrics answers only with this bearer token; unset: there is no /metrics. */
  metricsToken: string | undefined;
  /** WEBHOOK_ALLOWED_RANGES: CIDR ranges webhooks may reach beyond the public internet. */
  webhookAllowedRanges: readonly string[];
}

export interface PushConfig {
  /** From the environment; unset: generated once and kept (modules/push/push-keys.ts). */
  vapid: { publicKey: string; privateKey: string } | undefined;
  /** The VAPID `sub` claim: VAPID_SUBJECT, else PUBLIC_URL when https, else MAIL_FROM's address. */
  subject: string;
  /** Host names devices may name as their push service (and their subdomains); '*': any. */
  serviceHosts: readonly string[] | '*';
  /** Plain-http loopback push services too: only the tests' local one, never from the environment. */
  allowLoopbackHttp: boolean;
}

export interface S3Config {
  /** Unset: AWS itself; set: any S3-compatible store (MinIO, R2, ...), addressed path-style. */
  endpoint: string | undefined;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export class ConfigError extends Error {}

/** The S3 settings, all or nothing: S3_BUCKET switches S3 on and then needs its keys. */
function s3Config(e: z.output<typeof EnvSchema>): S3Config | undefined {
  if (!e.S3_BUCKET) {
    const stray = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).find(
      (name) => e[name] !== undefined,
    );
    if (stray) {
      throw new ConfigError(`Invalid configuration: S3_BUCKET is required when ${stray} is set`);
    }
    return undefined;
  }
  if (
    e.S3_ENDPOINT !== undefined &&
    !z.url({ protocol: /^https?$/ }).safeParse(e.S3_ENDPOINT).success
  ) {
    throw new ConfigError('Invalid configuration: S3_ENDPOINT must be an http(s) URL');
  }
  for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
    if (!e[name])
      throw new ConfigError(`Invalid configuration: ${name} is required with S3_BUCKET`);
  }
  if (!e.S3_ENDPOINT && !e.S3_REGION) {
    throw new ConfigError(
      'Invalid configuration: S3_REGION is required with S3_BUCKET when S3_ENDPOINT is not set',
    );
  }
  return {
    endpoint: e.S3_ENDPOINT,
    bucket: e.S3_BUCKET,
    accessKeyId: e.S3_ACCESS_KEY_ID as string,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY as string,
    region: e.S3_REGION ?? 'us-east-1',
  };
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Reads the configuration from the environment (README, “Configuration”). A bad value stops the start
 * with one line naming the variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${variable}: ${issue?.message ?? 'invalid'}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError(
      'Invalid configuration: ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    );
  }
  if (e.TRANSLATE_PROVIDER !== 'none' && !e.TRANSLATE_URL && e.TRANSLATE_PROVIDER !== 'deepl') {
    throw new ConfigError('Invalid configuration: TRANSLATE_URL is required for libretranslate');
  }
  if (e.TRANSLATE_PROVIDER === 'deepl' && !e.TRANSLATE_API_KEY) {
    throw new ConfigError('Invalid configuration: TRANSLATE_API_KEY is required for deepl');
  }
  const s3 = s3Config(e);
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const extraOrigins = (e.TRUSTED_ORIGINS ?? '').split(',').map((item) => item.trim());
  for (const origin of extraOrigins.filter(Boolean)) {
    if (!URL.canParse(origin) || !/^https?:$/.test(new URL(origin).protocol)) {
      throw new ConfigError(
        `Invalid configuration: TRUSTED_ORIGINS holds "${origin}", not an http(s) address`,
      );
    }
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    inMemoryDatabase: false,
    publicUrl,
    trustedOrigins: trustedOriginsOf(publicUrl, extraOrigins),
    authSecret: e.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    authSecretGenerated: e.AUTH_SECRET === undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    s3,
    translate: {
      provider: e.TRANSLATE_PROVIDER,
      url: e.TRANSLATE_URL,
      apiKey: e.TRANSLATE_API_KEY,
      timeoutMs: e.TRANSLATE_TIMEOUT_MS,
    },
    exchangeRates: {
      urlTemplate: e.EXCHANGE_RATES_URL === 'off' ? undefined : e.EXCHANGE_RATES_URL,
      timeoutMs: e.EXCHANGE_RATES_TIMEOUT_MS,
    },
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD }
        : undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDist: e.WEB_DIST,
    sessionCacheMs: e.SESSION_CACHE_SECONDS * 1000,
    checkResponses: e.CHECK_RESPONSES,
    passwordHashing: 'scrypt',
    push: pushConfig(e, publicUrl),
    metricsToken: e.METRICS_TOKEN,
    webhookAllowedRanges: (e.WEBHOOK_ALLOWED_RANGES ?? '')
      .split(',')
      .map((range) => range.trim())
      .filter(Boolean),
  };
}

function pushConfig(e: z.output<typeof EnvSchema>, publicUrl: string): PushConfig {
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError(
      'Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
    );
  }
  const hosts = (e.PUSH_SERVICE_HOSTS ?? '').split(',').map((host) => host.trim().toLowerCase());
  const mailbox = /<([^>]+)>/.exec(e.MAIL_FROM)?.[1] ?? e.MAIL_FROM.trim();
  return {
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    subject:
      e.VAPID_SUBJECT ?? (publicUrl.startsWith('https://') ? publicUrl : `mailto:${mailbox}`),
    serviceHosts:
      e.PUSH_SERVICE_HOSTS === undefined
        ? DEFAULT_PUSH_SERVICE_HOSTS
        : hosts.includes('*')
          ? '*'
          : hosts.filter(Boolean),
    allowLoopbackHttp: false,
  };
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** See Config.trustedOrigins. */
export function trustedOriginsOf(publicUrl: string, extra: readonly string[] = []): string[] {
  const url = new URL(publicUrl);
  const origins = [url.origin];
  if (LOOPBACK_HOSTS.includes(url.hostname)) {
    for (const host of LOOPBACK_HOSTS) {
      origins.push(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
    }
  }
  for (const origin of extra) if (origin) origins.push(new URL(origin).origin);
  return [...new Set(origins)];
}
