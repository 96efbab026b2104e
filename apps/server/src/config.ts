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
    TRUST_PROXY: optional(z.enum(['true', 'false']))
      .default('false')
      .transform((value) => value === 'true'),
    WRITE_RATE_LIMIT_PER_MINUTE: optional(positiveCount).default(60),
    AUTH_RATE_LIMIT_WINDOW_MINUTES: optional(positiveCount).default(15),
    AUTH_RATE_LIMIT_PER_ADDRESS: optional(positiveCount).default(30),
    AUTH_RATE_LIMIT_PER_EMAIL: optional(positiveCount).default(10),
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
  });

export type Env = z.infer<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  authSecret: string | undefined;
  razorpay: { keyId: string; keySecret: string; webhookSecret: string | undefined } | undefined;
  smtpUrl: string | undefined;
  oauth: {
    google: { clientId: string; clientSecret: string } | undefined;
    facebook: { clientId: string; clientSecret: string } | undefined;
  };
  logLevel: Env['LOG_LEVEL'];
  trustProxy: boolean;
  writeRateLimitPerMinute: number;
  /**
   * Sign-in, sign-up and password-reset attempts allowed per window: per client address (each
   * endpoint counted apart) and per email address (sign-in and reset requests).
   */
  authRateLimit: { windowMinutes: number; perAddress: number; perEmail: number };
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
    webDistDir: env.WEB_DIST_DIR,
  };
}
