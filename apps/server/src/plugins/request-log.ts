import {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';

/** A request taking longer than this is logged as a warning, so `LOG_LEVEL=warn` still shows it. */
const SLOW_REQUEST_MS = 1000;

/**
 * The access log (docs/decisions/0038): one line per answered request, when it is answered, with
 * its id, method, URL (personal values redacted by the logger's serializer), client address,
 * status and time taken. Fastify's default is two lines per request (one on arrival); the second
 * says everything the first did once it has the URL too. Server errors add their own line with
 * the stack (plugins/errors.ts); slow requests are warnings.
 */
export class AccessLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const responseTime = reply.elapsedTime;
    const line = { req: request, res: reply, responseTime };
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else if (responseTime >= SLOW_REQUEST_MS) request.log.warn(line, 'slow request');
    else request.log.info(line, 'request completed');
  }
}

/** Every answer names its request id, so a shopper's report can be matched to its log line. */
export function registerRequestIdHeader(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
}
