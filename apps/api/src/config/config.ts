import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  MAX_HELD_UNITS,
  MAX_HELD_UNITS_PER_OPTION,
  MAX_ORDERS_AWAITING_SHOPS,
  type HoldLimits,
} from '@storefront/commerce/purchase-limits';
import { z } from 'zod';
import {
  defaultPhotoPoolSettings,
  type PhotoPoolSettings,
} from '../modules/images/photo-pool-settings';
import type { ReceiptReadingSettings } from '../modules/receipt-reading/receipt-reader';
import type { WorkPoolSettings } from '../lib/work-pool';
import { defaultReceiptWorkSettings } from '../modules/sales/receipt-work-settings';
import {
  defaultNotificationSettings,
  type NotificationSettings,
} from '../modules/notifications/notification-settings';

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  /**
   * The PostgreSQL schema the tables live in (its search path); unset uses the database's
   * default. Lets several deployments, or tests, share one database.
   */
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'DATABASE_SCHEMA must be a lowercase SQL name')
    .optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters long').optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis://')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Load the demo catalog into an empty database at start: on by default for the embedded
   * SQLite file, off for PostgreSQL, so a production database never receives it by accident.
   */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'], { message: 'SEED_DEMO must be true or false' })
    .optional(),
  /** What one account may tie up before shops accept its orders (docs/decisions/0017). */
  HOLD_MAX_UNITS_PER_OPTION: z.coerce.number().int().min(1).default(MAX_HELD_UNITS_PER_OPTION),
  HOLD_MAX_UNITS: z.coerce.number().int().min(1).default(MAX_HELD_UNITS),
  HOLD_MAX_ORDERS_AWAITING: z.coerce.number().int().min(1).default(MAX_ORDERS_AWAITING_SHOPS),
  /**
   * On SIGTERM, how long the instance keeps serving (readiness already 503) before it stops
   * listening, so a load balancer has stopped routing to it (docs/deployment.md).
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(3_000),
  /** Where the built web app lives; the API serves it when the folder exists. */
  WEB_DIST: z.string().optional(),
  /**
   * How long public catalog answers and rendered pages may be reused at most; 0 turns both
   * caches off. Catalog writes drop what they change at once (by tag, and through Redis on every
   * instance), so this only bounds the staleness of an instance that missed a message
   * (docs/decisions/0038-catalog-cache-by-memory.md).
   */
  CATALOG_CACHE_TTL_MS: z.coerce.number().int().min(0).max(86_400_000).default(600_000),
  /** The memory the kept catalog answers may take, least recently used dropped first. */
  CATALOG_CACHE_MAX_MB: z.coerce.number().int().min(1).max(16_384).default(64),
  /** The memory the kept rendered pages may take, least recently used dropped first. */
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(16_384).default(256),
  /**
   * Which proxies may tell the client address (X-Forwarded-For): unset trusts none, a number
   * trusts that many hops, otherwise a comma-separated list of addresses, CIDRs or 'loopback'.
   * Rate limits count per client address, so trusting every sender would let anyone reset
   * their count with a made-up header.
   */
  TRUST_PROXY: z.string().trim().optional(),
  /** Login attempts allowed per account (the name typed) per minute, from any address. */
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Coupon codes an account may try per minute, at the preview and at checkout (0032). */
  COUPON_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /**
   * Login attempts allowed per client address per minute. High on purpose: Myanmar's mobile
   * carriers put very many shoppers behind one public address (docs/decisions/0015).
   */
  LOGIN_ADDRESS_RATE_LIMIT: z.coerce.number().int().min(1).default(300),
  /** Registrations allowed per client address per minute. */
  REGISTER_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  /**
   * Product photos prepared at once, photos that may wait, and one photo's time budget in
   * seconds (docs/architecture.md#images). Unset: sized to the machine's cores.
   */
  PHOTO_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  PHOTO_QUEUE: z.coerce.number().int().min(0).max(1000).optional(),
  PHOTO_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).optional(),
  /**
   * Reading wallet receipts in the background (docs/decisions/0026-receipt-reading.md): unset
   * reads them when tesseract is installed; how often to look for new ones; one receipt's
   * time limit.
   */
  RECEIPT_READING: z
    .enum(['true', 'false', '1', '0', 'on', 'off'], {
      message: 'RECEIPT_READING must be on or off',
    })
    .optional(),
  RECEIPT_READING_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(2_000),
  RECEIPT_READING_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
  /**
   * Payment receipts checked at once, receipts that may wait, and one receipt's time budget in
   * seconds (docs/decisions/0025-receipt-work-bounds.md). Unset: sized to the machine's cores.
   */
  RECEIPT_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  RECEIPT_QUEUE: z.coerce.number().int().min(0).max(1000).optional(),
  RECEIPT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).optional(),
  /** Quick workers, which take only a phone-sized screenshot; 0 runs every receipt on the others. */
  RECEIPT_QUICK_WORKERS: z.coerce.number().int().min(0).max(16).optional(),
  /**
   * Live order streams (the staff console's) one instance holds open at most, and one account
   * at most (docs/decisions/0027-abuse-caps.md#streams).
   */
  EVENT_STREAMS_MAX: z.coerce.number().int().min(1).max(100_000).default(1_000),
  EVENT_STREAMS_PER_ACCOUNT: z.coerce.number().int().min(1).max(100).default(3),
  /** Order notifications by e-mail and web push (docs/decisions/0034-notifications.md). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).max(300).optional(),
  /** How long a delivery claimed by an instance that died stays its own before another takes it. */
  NOTIFICATION_LEASE_SECONDS: z.coerce.number().int().min(5).max(3_600).default(120),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,90}$/, 'VAPID_PUBLIC_KEY must be a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'VAPID_PRIVATE_KEY must be a base64url P-256 private key')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must be a mailto: or https:// address')
    .optional(),
  /**
   * The host every shop's own address ends with: a shop with the slug `tea` is served on
   * `tea.<SHOP_BASE_HOST>` (docs/decisions/0030-shops.md).
   */
  SHOP_BASE_HOST: z
    .string()
    .trim()
    .toLowerCase()
    .regex(
      /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/,
      'SHOP_BASE_HOST must be a host name such as shops.example.com',
    )
    .max(200)
    .default('localhost'),
});

export type DatabaseConfig =
  { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string; schema?: string };

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  jwtSecret: string | undefined;
  redisUrl: string | undefined;
  logLevel: string;
  webDist: string | undefined;
  catalogCacheTtlMs: number;
  /** The bytes kept catalog answers may take (docs/architecture.md#caching); unset: 64 MiB. */
  catalogCacheBytes?: number;
  /** The bytes kept rendered pages may take; unset: 256 MiB. */
  pageCacheBytes?: number;
  /** Whether start-up loads the demo catalog into an empty database. */
  seedDemo: boolean;
  /** How long SIGTERM keeps serving before the server stops listening. */
  shutdownDrainMs: number;
  /** What one account may hold before shops accept its orders. */
  holdLimits: HoldLimits;
  /** Fastify's trustProxy: none (false), the proxy addresses to trust, or a hop test. */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  /**
   * Rate limits per time window: `max` per client address for routes that opt in with the
   * defaults, `loginMax` per account name and `loginAddressMax` per address for logins,
   * `registerMax` per address for registrations. Tests lower them to see 429s quickly.
   */
  rateLimit: {
    max: number;
    timeWindowMs: number;
    loginMax: number;
    loginAddressMax: number;
    registerMax: number;
    /** Coupon codes tried per account (docs/decisions/0032-coupons.md#guessing); default 10. */
    couponMax?: number;
  };
  /** The product photo pool (docs/architecture.md#images). */
  photos: PhotoPoolSettings;
  /** The background receipt reader (docs/decisions/0026-receipt-reading.md). */
  receiptReading: ReceiptReadingSettings;
  /** The payment receipts' pool (docs/decisions/0025-receipt-work-bounds.md). */
  receipts: WorkPoolSettings;
  /** Open event streams: at most `max` on this instance, `perAccount` per account. */
  eventStreams: { max: number; perAccount: number };
  /** The host every shop's own address ends with (`<slug>.<shopBaseHost>`). */
  shopBaseHost: string;
  /** Order notifications (docs/decisions/0034-notifications.md); unset: no worker runs. */
  notifications?: NotificationSettings;
}

/** The one reader of process.env (docs/architecture.md#configuration). Fails fast, naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? {
          dialect: 'postgres',
          url: e.DATABASE_URL,
          ...(e.DATABASE_SCHEMA ? { schema: e.DATABASE_SCHEMA } : {}),
        }
      : { dialect: 'sqlite', file: path.join(dataDir, 'storefront.sqlite') },
    jwtSecret: e.JWT_SECRET,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    catalogCacheTtlMs: e.CATALOG_CACHE_TTL_MS,
    catalogCacheBytes: e.CATALOG_CACHE_MAX_MB * 2 ** 20,
    pageCacheBytes: e.PAGE_CACHE_MAX_MB * 2 ** 20,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    holdLimits: {
      maxHeldUnitsPerOption: e.HOLD_MAX_UNITS_PER_OPTION,
      maxHeldUnits: e.HOLD_MAX_UNITS,
      maxOrdersAwaitingShops: e.HOLD_MAX_ORDERS_AWAITING,
    },
    seedDemo:
      e.SEED_DEMO === undefined ? !e.DATABASE_URL : e.SEED_DEMO === 'true' || e.SEED_DEMO === '1',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimit: {
      max: 300,
      timeWindowMs: 60_000,
      loginMax: e.LOGIN_RATE_LIMIT,
      loginAddressMax: e.LOGIN_ADDRESS_RATE_LIMIT,
      registerMax: e.REGISTER_RATE_LIMIT,
      couponMax: e.COUPON_RATE_LIMIT,
    },
    photos: photoSettings(e),
    receiptReading: {
      mode:
        e.RECEIPT_READING === undefined
          ? 'auto'
          : ['true', '1', 'on'].includes(e.RECEIPT_READING)
            ? 'on'
            : 'off',
      pollMs: e.RECEIPT_READING_POLL_MS,
      timeoutSeconds: e.RECEIPT_READING_TIMEOUT_SECONDS,
    },
    receipts: receiptSettings(e),
    eventStreams: { max: e.EVENT_STREAMS_MAX, perAccount: e.EVENT_STREAMS_PER_ACCOUNT },
    shopBaseHost: e.SHOP_BASE_HOST,
    notifications: notificationSettings(e),
  };
}

function notificationSettings(e: z.infer<typeof EnvSchema>): NotificationSettings {
  const defaults = defaultNotificationSettings(e.SHOP_BASE_HOST);
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new Error(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all',
    );
  }
  return {
    ...defaults,
    workerSettings: { ...defaults.workerSettings, leaseMs: e.NOTIFICATION_LEASE_SECONDS * 1000 },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? defaults.mailFrom,
    vapidPublicKey: e.VAPID_PUBLIC_KEY,
    vapidPrivateKey: e.VAPID_PRIVATE_KEY,
    vapidSubject: e.VAPID_SUBJECT ?? defaults.vapidSubject,
  };
}

function photoSettings(e: z.infer<typeof EnvSchema>): PhotoPoolSettings {
  const machine = defaultPhotoPoolSettings();
  return {
    workers: e.PHOTO_WORKERS ?? machine.workers,
    queue: e.PHOTO_QUEUE ?? machine.queue,
    timeoutSeconds: e.PHOTO_TIMEOUT_SECONDS ?? machine.timeoutSeconds,
    uploadSeconds: machine.uploadSeconds,
  };
}

function receiptSettings(e: z.infer<typeof EnvSchema>): WorkPoolSettings {
  const machine = defaultReceiptWorkSettings();
  return {
    workers: e.RECEIPT_WORKERS ?? machine.workers,
    queue: e.RECEIPT_QUEUE ?? machine.queue,
    timeoutSeconds: e.RECEIPT_TIMEOUT_SECONDS ?? machine.timeoutSeconds,
    ...quickReceiptWorkers(e.RECEIPT_QUICK_WORKERS, machine.quick),
  };
}

function quickReceiptWorkers(
  workers: number | undefined,
  machine: WorkPoolSettings['quick'],
): Pick<WorkPoolSettings, 'quick'> {
  if (workers === 0 || machine === undefined) return {};
  return { quick: { workers: workers ?? machine.workers, maxCost: machine.maxCost } };
}

function parseTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

/**
 * The token signing secret when JWT_SECRET is not set: 32 random bytes made once into
 * `DATA_DIR/jwt-secret` (readable by the owner only) and read back on every later start, so
 * tokens survive restarts. Creation is exclusive, so two instances starting together agree.
 */
export function loadOrCreateJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('base64url') + '\n', {
      mode: 0o600,
      flag: 'wx',
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // An older or hand-made file may be readable by others: a secret must not be.
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32) {
    throw new Error(
      `${file} holds a secret shorter than 32 characters: delete it to have a new one made.`,
    );
  }
  return secret;
}
