import {
  BookA,
  Contact,
  Inbox,
  LayoutDashboard,
  Mail,
  Package,
  PackageOpen,
  ScrollText,
  Send,
  Settings,
  ShoppingBag,
  Star,
  TicketPercent,
  UserCog,
  type LucideIcon,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { adminPaths } from './paths';

export interface ConsoleArea {
  id: string;
  /** Its name in the sidebar. */
  label: string;
  /** Where it lives; everything under it is the area's own (`/admin/orders/TC1001`, …). */
  path: string;
  icon: LucideIcon;
  /** Staff get a 403 panel instead, and do not see it in the sidebar. */
  ownerOnly?: boolean;
  /**
   * The area's pages: a module whose default export renders the area, usually a `<Switch>` of
   * absolute paths under `path` (`adminPaths.orders`, `${adminPaths.orders}/:number`). Each area
   * is a chunk of its own, loaded when it is first opened.
   */
  load: () => Promise<{ default: ComponentType }>;
}

/** The console's areas, in the sidebar's order. */
export const CONSOLE_AREAS = [
  {
    id: 'dashboard',
    label: 'Dashboard',
    path: adminPaths.home,
    icon: LayoutDashboard,
    load: () => import('./dashboard'),
  },
  {
    id: 'orders',
    label: 'Orders',
    path: adminPaths.orders,
    icon: ShoppingBag,
    load: () => import('./orders'),
  },
  {
    id: 'returns',
    label: 'Returns',
    path: adminPaths.returns,
    icon: PackageOpen,
    load: () => import('./returns'),
  },
  {
    id: 'products',
    label: 'Products',
    path: adminPaths.products,
    icon: Package,
    load: () => import('./products'),
  },
  {
    id: 'synonyms',
    label: 'Search synonyms',
    path: adminPaths.searchSynonyms,
    icon: BookA,
    load: () => import('./catalogue'),
  },
  {
    id: 'coupons',
    label: 'Coupons',
    path: adminPaths.coupons,
    icon: TicketPercent,
    load: () => import('./coupons'),
  },
  {
    id: 'reviews',
    label: 'Reviews',
    path: adminPaths.reviews,
    icon: Star,
    load: () => import('./reviews'),
  },
  {
    id: 'contact',
    label: 'Messages',
    path: adminPaths.contact,
    icon: Inbox,
    load: () => import('./contact'),
  },
  {
    id: 'newsletter',
    label: 'Subscribers',
    path: adminPaths.newsletter,
    icon: Mail,
    load: () => import('./newsletter'),
  },
  {
    id: 'mail',
    label: 'Mails',
    path: adminPaths.mail,
    icon: Send,
    load: () => import('./mail'),
  },
  {
    id: 'customers',
    label: 'Customers',
    path: adminPaths.customers,
    icon: Contact,
    load: () => import('./customers'),
  },
  {
    id: 'staff',
    label: 'Staff',
    path: adminPaths.staff,
    icon: UserCog,
    ownerOnly: true,
    load: () => import('./staff'),
  },
  {
    id: 'audit',
    label: 'Audit log',
    path: adminPaths.audit,
    icon: ScrollText,
    ownerOnly: true,
    load: () => import('./audit'),
  },
  {
    id: 'settings',
    label: 'Settings',
    path: adminPaths.settings,
    icon: Settings,
    ownerOnly: true,
    load: () => import('./settings'),
  },
] as const satisfies readonly ConsoleArea[];

export type ConsoleAreaId = (typeof CONSOLE_AREAS)[number]['id'];
