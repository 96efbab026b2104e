/** The contact endpoints' schemas: what each takes and answers (their paths are in `./endpoints`). */
import type { EndpointContract } from '../api/contract';
import { write, staffRead, staffWrite } from '../api/contract';
import { contactMessageResponseSchema, contactMessageSchema } from './index';
import {
  messageListQuerySchema,
  messagePageSchema,
  messageParamsSchema,
  messageReplyRequestSchema,
  messageStatusUpdateSchema,
  messageThreadSchema,
} from './admin';
import type { contactEndpoints } from './endpoints';

export const contactContract = {
  'contact.send': {
    body: contactMessageSchema,
    responses: { 201: contactMessageResponseSchema },
    errors: write,
  },
  'admin.contact.list': {
    query: messageListQuerySchema,
    responses: { 200: messagePageSchema },
    errors: staffRead,
  },
  'admin.contact.get': {
    params: messageParamsSchema,
    responses: { 200: messageThreadSchema },
    errors: [...staffRead, 404],
  },
  'admin.contact.setStatus': {
    params: messageParamsSchema,
    body: messageStatusUpdateSchema,
    responses: { 200: messageThreadSchema },
    errors: [...staffWrite, 404, 409],
  },
  'admin.contact.reply': {
    params: messageParamsSchema,
    body: messageReplyRequestSchema,
    responses: { 201: messageThreadSchema },
    // The reply is recorded with its mail in the outbox; a mail server that is down delays it.
    errors: [...staffWrite, 404],
  },
} as const satisfies { [N in keyof typeof contactEndpoints]: EndpointContract };
