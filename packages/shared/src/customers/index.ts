/** The shop's customers: accounts, with what they ordered and spent. */
import { z } from 'zod';
import { cursorPageQuerySchema, cursorPageSchema, searchTextSchema } from '../paging';

export const customerListQuerySchema = cursorPageQuerySchema.extend({
  q: searchTextSchema(254, 'Search for at most 254 characters.'),
});
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;

export const customerSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  joinedAt: z.iso.datetime(),
  /** Orders placed, whatever became of them. */
  orderCount: z.number().int(),
  /** Paise: totals of orders not cancelled and not awaiting payment. */
  totalSpent: z.number().int(),
  /** The account signs in with a code from an authenticator app besides its password. */
  twoFactorEnabled: z.boolean(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;
export const customerPageSchema = cursorPageSchema(customerSummarySchema);
export type CustomerPage = z.infer<typeof customerPageSchema>;

export const customerParamsSchema = z.object({
  id: z.string().trim().min(1, 'Name the customer.').max(200, 'This is not a customer id.'),
});

export const customerOrderSchema = z.object({
  number: z.string(),
  status: z.string(),
  paymentMethod: z.string(),
  paymentStatus: z.string(),
  total: z.number().int(),
  placedAt: z.iso.datetime(),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

/** A customer with their orders, newest first. */
export const customerDetailSchema = customerSummarySchema.extend({
  orders: z.array(customerOrderSchema),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;
