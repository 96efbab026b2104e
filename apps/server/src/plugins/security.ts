import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';

const RAZORPAY = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
};

/**
 * The security headers' policy. The CSP allows only the shop's own origin; Razorpay's hosts are
 * added only when real keys are configured, because only then does the page load Razorpay's
 * checkout.
 */
function securityPolicy(config: Config): HelmetOptions {
  const razorpay = Boolean(config.razorpay);
  const https = config.publicUrl.startsWith('https://');
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'", ...(razorpay ? RAZORPAY.script : [])],
        // Inline style attributes come from React and the toast/carousel libraries.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(razorpay ? RAZORPAY.connect : [])],
        frameSrc: ["'self'", ...(razorpay ? RAZORPAY.frame : [])],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Cross-origin isolation would block Razorpay's popup and frames.
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: razorpay
      ? { policy: 'same-origin-allow-popups' }
      : { policy: 'same-origin' },
    hsts: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/**
 * The headers helmet sets for the policy, worked out once. They depend only on the configuration,
 * so computing them per request (as the Fastify helmet plugin does, re-parsing the CSP each time)
 * would cost a tenth of a cheap request for the same answer.
 */
function securityHeaders(config: Config): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(securityPolicy(config))(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => (failure = error),
  );
  if (failure) throw failure;
  return Object.freeze(headers);
}

/** Security headers on every answer, the same for all of them (docs/decisions/0038). */
export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const headers = securityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
