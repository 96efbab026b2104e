/** The orders endpoints' schemas: what each takes and answers (their paths are in `./endpoints`). */
import { z } from 'zod';
import type { EndpointContract } from '../api/contract';
import { signedInWrite, staffRead, staffWrite, pdfFile } from '../api/contract';
import {
  adminOrderListQuerySchema,
  adminOrderPageSchema,
  adminOrderParamsSchema,
  adminOrderSchema,
  orderCancelSchema,
  orderMoveSchema,
  orderNoteSchema,
  orderShipSchema,
} from './admin';
import {
  checkoutQuoteRequestSchema,
  checkoutQuoteSchema,
  orderDocumentParamsSchema,
  orderListQuerySchema,
  orderListSchema,
  orderParamsSchema,
  orderSchema,
  placeOrderHeadersSchema,
  placeOrderRequestSchema,
  placeOrderResponseSchema,
} from './index';
import type { ordersEndpoints } from './endpoints';

/** A staff move of an order (console: orders): the order by number, its version and details. */
const orderMove = <Body extends z.ZodType>(body: Body) => ({
  params: adminOrderParamsSchema,
  body,
  responses: { 200: adminOrderSchema },
  errors: [...staffWrite, 404, 409, 502] as const,
});

export const ordersContract = {
  'orders.quote': {
    body: checkoutQuoteRequestSchema,
    responses: { 200: checkoutQuoteSchema },
    errors: signedInWrite,
  },
  'orders.place': {
    headers: placeOrderHeadersSchema,
    body: placeOrderRequestSchema,
    responses: { 201: placeOrderResponseSchema },
    errors: [400, 401, 409, 422, 429, 502],
  },
  'orders.list': {
    query: orderListQuerySchema,
    responses: { 200: orderListSchema },
    errors: [400, 401],
  },
  'orders.get': {
    params: orderParamsSchema,
    responses: { 200: placeOrderResponseSchema },
    errors: [400, 401, 404],
  },
  'orders.document': {
    params: orderDocumentParamsSchema,
    responses: { 200: pdfFile },
    errors: [400, 401, 404],
  },
  'orders.cancel': {
    params: orderParamsSchema,
    responses: { 200: z.object({ order: orderSchema }) },
    errors: [400, 401, 404, 409, 429, 502],
  },
  'admin.orders.list': {
    query: adminOrderListQuerySchema,
    responses: { 200: adminOrderPageSchema },
    errors: staffRead,
  },
  'admin.orders.get': {
    params: adminOrderParamsSchema,
    responses: { 200: adminOrderSchema },
    errors: [...staffRead, 404],
  },
  // Each move: 409 CONFLICT when the lifecycle refuses it, 409 STALE when the order changed since
  // it was read (version), 502 when a refund through the gateway fails (nothing changes).
  'admin.orders.confirm': orderMove(orderMoveSchema),
  'admin.orders.pack': orderMove(orderMoveSchema),
  'admin.orders.ship': orderMove(orderShipSchema),
  'admin.orders.deliver': orderMove(orderMoveSchema),
  'admin.orders.cancel': orderMove(orderCancelSchema),
  'admin.orders.collectCash': orderMove(orderMoveSchema),
  'admin.orders.addNote': {
    params: adminOrderParamsSchema,
    body: orderNoteSchema,
    responses: { 201: adminOrderSchema },
    errors: [...staffWrite, 404],
  },
  'admin.orders.document': {
    params: orderDocumentParamsSchema,
    responses: { 200: pdfFile },
    errors: [...staffRead, 404],
  },
} as const satisfies { [N in keyof typeof ordersEndpoints]: EndpointContract };
