import type { Database } from '../../db/client';
import type { RegisterFeature } from '../../lib/feature';
import type { SessionGuard } from '../../plugins/session';
import type { AddressService } from '../addresses';
import type { AuditLog } from '../audit';
import type { CouponService } from '../coupons';
import type { DeliveryService } from '../delivery';
import type { Inventory } from '../inventory';
import type { GatewayOrders } from '../payments';
import type { SettingsService } from '../settings';
import { createOrderActions } from './order-actions';
import { createOrderConsole } from './order-console';
import type { OrderGoods } from './order-goods';
import type { OrderLifecycle } from './order-lifecycle';
import type { OrderNotices } from './order-notices';
import { createOrderPlacement } from './order-placement';
import { ordersAdminRoutes } from './orders.admin.routes';
import { orderRoutes } from './orders.routes';
import type { OrderService } from './orders.service';

export const registerOrders: RegisterFeature<{
  db: Database;
  audit: AuditLog;
  settings: SettingsService;
  sessions: SessionGuard;
  coupons: CouponService;
  inventory: Inventory;
  delivery: DeliveryService;
  addresses: AddressService;
  gatewayOrders: GatewayOrders;
  goods: OrderGoods;
  notices: OrderNotices;
  lifecycle: OrderLifecycle;
  orders: OrderService;
}> = async (app, deps) => {
  const { db, audit, settings, sessions, addresses, lifecycle, orders } = deps;
  const { coupons, inventory, goods, gatewayOrders, notices, delivery } = deps;
  const placement = createOrderPlacement({
    db,
    coupons,
    inventory,
    goods,
    gatewayOrders,
    notices,
    limits: () => settings.get('orderLimits'),
    delivery,
    log: app.log,
  });
  const actions = createOrderActions({ lifecycle });
  await app.register(orderRoutes, { placement, orders, actions, sessions, addresses });
  const orderConsole = createOrderConsole({ db, audit });
  return {
    console: async (admin) => admin.register(ordersAdminRoutes, { console: orderConsole, actions }),
  };
};
