import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

const RAZORPAY = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
};

/**
 * Security headers. The CSP allows only the shop's own origin; Razorpay's hosts are added only
 * when real keys are configured, because only then does the page load Razorpay's checkout.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const razorpay = Boolean(config.razorpay);
  const https = config.publicUrl.startsWith('https://');
  await app.register(helmet, {
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
  });
}
