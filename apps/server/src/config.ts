import { isIP } from 'node:net';
import { z } from 'zod';

/** Empty strings in the environment mean "not set", as they do in most shells and .env files. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const PORT_MESSAGE = 'must be a port number from 0 to 65535';
const portNumber = z.coerce
  .number({ error: PORT_MESSAGE })
  .int(PORT_MESSAGE)
  .min(0, PORT_MESSAGE)
  .max(65535, PORT_MESSAGE);
const COUNT_MESSAGE = 'must be a whole number above 0';
const positiveCount = z.coerce
  .number({ error: COUNT_MESSAGE })
  .int(COUNT_MESSAGE)
  .positive(COUNT_MESSAGE);

const envSchema = z
  .object({
    PORT: optional(portNumber).default(3000),
    HOST: optional(z.string()).default('0.0.0.0'),
    DATA_DIR: optional(z.string()).default('./data'),
    DATABASE_URL: optional(
      z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }),
    ),
    PUBLIC_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
    AUTH_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
    RAZORPAY_KEY_ID: optional(z.string().min(1)),
    RAZORPAY_KEY_SECRET: optional(z.string().min(1)),
    RAZORPAY_WEBHOOK_SECRET: optional(z.string().min(1)),
    PAYMENTS_SANDBOX: optional(z.enum(['true', 'false'], { error: 'must be true or false' })),
    NODE_ENV: optional(z.string()),
    SMTP_URL: optional(
      z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }),
    ),
    GOOGLE_CLIENT_ID: optional(z.string().min(1)),
    GOOGLE_CLIENT_SECRET: optional(z.string().min(1)),
    FACEBOOK_CLIENT_ID: optional(z.string().min(1)),
    FACEBOOK_CLIENT_SECRET: optional(z.string().min(1)),
    LOG_LEVEL: optional(
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    ).default('info'),
    TRUST_PROXY: optional(z.string()).transform((value, ctx) => {
      const trust = parseTrustProxy(value);
      if (typeof trust === 'string') {
        ctx.addIssue({ code: 'custom', message: trust });
        return z.NEVER;
      }
      return trust;
    }),
    WRITE_RATE_LIMIT_PER_MINUTE: optional(positiveCount).default(60),
    AUTH_RATE_LIMIT_WINDOW_MINUTES: optional(positiveCount).default(15),
    AUTH_RATE_LIMIT_PER_ADDRESS: optional(positiveCount).default(30),
    AUTH_RATE_LIMIT_PER_EMAIL: optional(positiveCount).default(10),
    PAYMENT_EXPIRY_INTERVAL_SECONDS: optional(positiveCount).default(60),
    WEB_DIST_DIR: optional(z.string()),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.RAZORPAY_KEY_ID) !== Boolean(env.RAZORPAY_KEY_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.RAZORPAY_KEY_ID ? 'RAZORPAY_KEY_SECRET' : 'RAZORPAY_KEY_ID'],
        message: 'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together',
      });
    }
    const keys = Boolean(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET);
    if (keys && env.PAYMENTS_SANDBOX === 'true') {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENTS_SANDBOX'],
        message:
          'is true while RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are set: choose the sandbox or real payments, not both',
      });
    }
    if (!keys && !paymentsSandbox(env)) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENTS_SANDBOX'],
        message: `online payments have no gateway. ${
          env.PAYMENTS_SANDBOX === 'false'
            ? 'PAYMENTS_SANDBOX is false'
            : 'The built-in sandbox is off by default in production (NODE_ENV=production or an https PUBLIC_URL)'
        }: set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET to take real payments, or PAYMENTS_SANDBOX=true to run the sandbox, where no money is taken and orders are paid by a click`,
      });
    }
  });

/**
 * Which proxies in front of the shop are believed about the client's address: none (`false`),
 * the last N hops (`1` for one reverse proxy), or proxies at the given addresses or CIDR ranges.
 * `true` is refused: it would believe the leftmost X-Forwarded-For, which the client writes itself.
 * Answers the trust, or a message saying what is wrong.
 */
function parseTrustProxy(value: string | undefined): false | number | string[] | string {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') {
    return 'true would believe any X-Forwarded-For a client sends; set the number of proxies in front of the shop (1 for one reverse proxy) or their addresses (e.g. 10.0.0.0/8,127.0.0.1)';
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? hops : 'must be a number of proxies from 0 to 10, or their addresses';
  }
  const addresses = text.split(',').map((part) => part.trim());
  const bad = addresses.find((address) => !isAddressOrRange(address));
  if (bad !== undefined) {
    return `"${bad}" is not an IP address or CIDR range; set a number of proxies (1) or their addresses (e.g. 10.0.0.0/8,127.0.0.1 or loopback)`;
  }
  return addresses;
}

/** proxy-addr's names for the private ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(text: string): boolean {
  if (NAMED_RANGES.has(text)) return true;
  const [address = '', bits, ...rest] = text.split('/');
  if (rest.length > 0) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d+$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * The built-in payment sandbox (docs/decisions/0025): PAYMENTS_SANDBOX when set; otherwise on only
 * for local development and tests, that is unless NODE_ENV=production or PUBLIC_URL is https.
 * Real Razorpay keys always mean the sandbox is off.
 */
function paymentsSandbox(env: {
  PAYMENTS_SANDBOX?: 'true' | 'false' | undefined;
  NODE_ENV?: string | undefined;
  PUBLIC_URL?: string | undefined;
  RAZORPAY_KEY_ID?: string | undefined;
  RAZORPAY_KEY_SECRET?: string | undefined;
}): boolean {
  if (env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET) return false;
  if (env.PAYMENTS_SANDBOX) return env.PAYMENTS_SANDBOX === 'true';
  return env.NODE_ENV !== 'production' && !env.PUBLIC_URL?.startsWith('https://');
}

export type Env = z.infer<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  authSecret: string | undefined;
  razorpay: { keyId: string; keySecret: string; webhookSecret: string | undefined } | undefined;
  /** True when online payments go to the built-in sandbox (then `razorpay` is undefined). */
  paymentsSandbox: boolean;
  /**
   * True when the sandbox runs because PAYMENTS_SANDBOX=true says so, rather than by default in
   * development: the go-live checklist counts only a choice made on purpose.
   */
  paymentsSandboxChosen: boolean;
  smtpUrl: string | undefined;
  oauth: {
    google: { clientId: string; clientSecret: string } | undefined;
    facebook: { clientId: string; clientSecret: string } | undefined;
  };
  logLevel: Env['LOG_LEVEL'];
  /** Proxies believed about the client's address: none, a hop count, or their addresses. */
  trustProxy: false | number | string[];
  writeRateLimitPerMinute: number;
  /**
   * Sign-in, sign-up and password-reset attempts allowed per window: per client address (each
   * endpoint counted apart) and per email address (sign-in and reset requests).
   */
  authRateLimit: { windowMinutes: number; perAddress: number; perEmail: number };
  /** How often each server looks for unpaid online orders past their window, in ms. */
  paymentExpiryIntervalMs: number;
  webDistDir: string | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment. A bad value throws a ConfigError naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const pair = (id: string | undefined, secret: string | undefined) =>
    id && secret ? { clientId: id, clientSecret: secret } : undefined;
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    authSecret: env.AUTH_SECRET,
    razorpay:
      env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET
        ? {
            keyId: env.RAZORPAY_KEY_ID,
            keySecret: env.RAZORPAY_KEY_SECRET,
            webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
          }
        : undefined,
    paymentsSandbox: paymentsSandbox(env),
    paymentsSandboxChosen: paymentsSandbox(env) && env.PAYMENTS_SANDBOX === 'true',
    smtpUrl: env.SMTP_URL,
    oauth: {
      google: pair(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET),
      facebook: pair(env.FACEBOOK_CLIENT_ID, env.FACEBOOK_CLIENT_SECRET),
    },
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    writeRateLimitPerMinute: env.WRITE_RATE_LIMIT_PER_MINUTE,
    authRateLimit: {
      windowMinutes: env.AUTH_RATE_LIMIT_WINDOW_MINUTES,
      perAddress: env.AUTH_RATE_LIMIT_PER_ADDRESS,
      perEmail: env.AUTH_RATE_LIMIT_PER_EMAIL,
    },
    paymentExpiryIntervalMs: env.PAYMENT_EXPIRY_INTERVAL_SECONDS * 1000,
    webDistDir: env.WEB_DIST_DIR,
  };
}
