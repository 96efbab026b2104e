import { ChevronDown, Heart, Mail, Menu, Phone, Search, ShoppingCart, X } from 'lucide-react';
import { useEffect, useId, useState, type FocusEvent } from 'react';
import { Link, NavLink, useLocation, useNavigate } from '../../lib/router';
import { toast } from '../../lib/notify';
import { Logo } from '../../components/logo';
import { HEADER_COMPACT_AFTER_PX } from '../../config/constants';
import { adminPaths, COLLECTIONS, paths } from '../../config/paths';
import { useAuth, useStaffRole } from '../../features/auth';
import { cartCount, useCartDrawer, useCartStore } from '../../features/cart';
import { useWishlistStore } from '../../features/wishlist';
import { cn } from '../../lib/cn';
import { useBusiness } from '../../lib/use-business';
import { useScrolledPast } from '../../lib/use-scrolled-past';

const NAV = [
  { label: 'HOME', to: paths.home },
  { label: 'PRODUCTS', children: COLLECTIONS.map((c) => ({ label: c.name, to: c.path })) },
  { label: 'BLOG', to: paths.blog },
  { label: 'ABOUT', to: paths.about },
  { label: 'CONTACT US', to: paths.contact },
] as const;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'px-3 py-2 text-sm font-medium tracking-wide transition-colors hover:text-terracotta',
    isActive ? 'text-terracotta' : 'text-clay-800',
  );

/** Height of the header before it compacts; the page is offset by it. */
export const HEADER_HEIGHT_CLASS = 'h-[7.25rem]';

export function Header() {
  const business = useBusiness();
  const compact = useScrolledPast(HEADER_COMPACT_AFTER_PX);
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useLocation();

  // Any navigation closes the mobile menu.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMobileOpen(false);
  }

  return (
    <header
      data-compact={compact}
      className={cn(
        'fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-300',
        compact ? 'bg-white shadow-md' : 'bg-clay-50',
      )}
    >
      <div
        className={cn(
          'overflow-hidden bg-clay-800 text-xs text-clay-50 transition-[max-height] duration-300 sm:text-sm',
          compact ? 'max-h-0' : 'max-h-12',
        )}
      >
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2">
          <a
            href={business.phoneHref}
            className="inline-flex items-center gap-1.5 hover:text-clay-200"
          >
            <Phone className="size-3.5" aria-hidden="true" />
            {business.phoneIsTollFree ? 'Toll Free' : 'Call'}: {business.phone}
          </a>
          <a
            href={business.emailHref}
            className="inline-flex items-center gap-1.5 hover:text-clay-200"
          >
            <Mail className="size-3.5" aria-hidden="true" />
            {business.supportEmail}
          </a>
        </div>
      </div>

      <div
        className={cn(
          'mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 transition-[height] duration-300',
          compact ? 'h-16' : 'h-20',
        )}
      >
        <Logo />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {NAV.map((item) =>
              'children' in item ? (
                <li key={item.label}>
                  <ProductsMenu items={item.children} />
                </li>
              ) : (
                <li key={item.label}>
                  <NavLink to={item.to} end className={navLinkClass}>
                    {item.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          <ConsoleLink className="mr-2 hidden text-sm font-medium lg:inline-flex" />
          <MyAccountLink className="mr-2 hidden text-sm font-medium lg:inline-flex" />
          <MyOrdersLink className="mr-2 hidden text-sm font-medium lg:inline-flex" />
          {/* From 640 px there is room beside the icons; narrower, it leads the menu (decision 0032). */}
          <AuthLink className="mr-2 hidden text-sm font-medium sm:inline-flex" />
          <Link to={paths.search} aria-label="Search products" className="icon-button">
            <Search className="size-5" aria-hidden="true" />
          </Link>
          <WishlistLink />
          <CartButton />
          <button
            type="button"
            className="icon-button lg:hidden"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMobileOpen((open) => !open)}
          >
            {mobileOpen ? (
              <X className="size-6" aria-hidden="true" />
            ) : (
              <Menu className="size-6" aria-hidden="true" />
            )}
          </button>
        </div>
      </div>
      {mobileOpen ? <MobileMenu onChoose={() => setMobileOpen(false)} /> : null}
    </header>
  );
}

function ProductsMenu({ items }: { items: readonly { label: string; to: string }[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  return (
    // Hover opening is a convenience for mice; keyboard and touch use the button.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className="relative"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={closeWhenFocusLeaves}
      onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        // A mouse has already opened the menu by hovering, so its click keeps it open; a keyboard
        // activation (detail 0) toggles it.
        onClick={(event) => setOpen((value) => (event.detail === 0 ? !value : true))}
        className="inline-flex items-center gap-1 px-3 py-2 text-sm font-medium tracking-wide text-clay-800 hover:text-terracotta"
      >
        PRODUCTS
        <ChevronDown
          className={cn('size-4 transition-transform', open && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      <ul
        id={id}
        hidden={!open}
        className="absolute left-0 top-full w-56 overflow-hidden rounded-lg border border-clay-100 bg-white py-2 shadow-xl"
      >
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              onClick={() => setOpen(false)}
              className={({ isActive }) =>
                cn(
                  'block px-4 py-2 text-sm hover:bg-clay-50 hover:text-terracotta',
                  isActive ? 'text-terracotta' : 'text-clay-800',
                )
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

function MobileMenu({ onChoose }: { onChoose(): void }) {
  const [productsOpen, setProductsOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onChoose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onChoose]);
  return (
    <nav
      id="mobile-menu"
      aria-label="Mobile"
      className="max-h-[calc(100vh-5rem)] overflow-y-auto border-t border-clay-100 bg-white lg:hidden"
    >
      <ul className="mx-auto max-w-7xl px-4 py-2">
        {NAV.map((item) =>
          'children' in item ? (
            <li key={item.label}>
              <button
                type="button"
                aria-expanded={productsOpen}
                onClick={() => setProductsOpen((open) => !open)}
                className="flex w-full items-center justify-between py-3 text-left text-sm font-medium text-clay-800"
              >
                PRODUCTS
                <ChevronDown
                  className={cn('size-4 transition-transform', productsOpen && 'rotate-180')}
                  aria-hidden="true"
                />
              </button>
              {productsOpen ? (
                <ul className="border-l-2 border-clay-200 pl-4">
                  {item.children.map((child) => (
                    <li key={child.to}>
                      <Link
                        to={child.to}
                        onClick={onChoose}
                        className="block py-2 text-sm text-clay-700"
                      >
                        {child.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ) : (
            <li key={item.label}>
              <Link
                to={item.to}
                onClick={onChoose}
                className="block py-3 text-sm font-medium text-clay-800"
              >
                {item.label}
              </Link>
            </li>
          ),
        )}
        <li className="border-t border-clay-100 py-3">
          <ConsoleLink className="mb-3 block text-sm font-medium" onChoose={onChoose} />
          <MyAccountLink className="mb-3 block text-sm font-medium" onChoose={onChoose} />
          <MyOrdersLink className="mb-3 block text-sm font-medium" onChoose={onChoose} />
          <AuthLink className="text-sm font-medium sm:hidden" onChoose={onChoose} />
        </li>
      </ul>
    </nav>
  );
}

/** Staff and owners reach the back office from the header; shoppers never see the link. */
function ConsoleLink({ className, onChoose }: { className?: string; onChoose?(): void }) {
  const access = useStaffRole();
  if (access.status !== 'known' || !access.role) return null;
  return (
    <Link
      to={adminPaths.home}
      onClick={onChoose}
      className={cn('text-clay-600 hover:text-terracotta', className)}
    >
      CONSOLE
    </Link>
  );
}

/** Signed-in shoppers reach their account (profile, password, two-factor sign-in…) from the header. */
function MyAccountLink({ className, onChoose }: { className?: string; onChoose?(): void }) {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return null;
  return (
    <Link
      to={paths.account}
      onClick={onChoose}
      className={cn('text-clay-800 hover:text-terracotta', className)}
    >
      MY ACCOUNT
    </Link>
  );
}

/** Signed-in shoppers reach their orders from the header. */
function MyOrdersLink({ className, onChoose }: { className?: string; onChoose?(): void }) {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return null;
  return (
    <Link
      to={paths.accountOrders}
      onClick={onChoose}
      className={cn('text-clay-800 hover:text-terracotta', className)}
    >
      MY ORDERS
    </Link>
  );
}

function AuthLink({ className, onChoose }: { className?: string; onChoose?(): void }) {
  const { isAuthenticated, logout } = useAuth();
  const navigate = useNavigate();
  if (!isAuthenticated) {
    return (
      <Link
        to={paths.signup}
        onClick={onChoose}
        className={cn('text-clay-800 hover:text-terracotta', className)}
      >
        LOGIN / REGISTER
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={cn('text-clay-800 hover:text-terracotta', className)}
      onClick={async () => {
        onChoose?.();
        await logout();
        toast.success('Logged out successfully!');
        await navigate(paths.home);
      }}
    >
      LOGOUT
    </button>
  );
}

function Badge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -right-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-terracotta px-1 text-[0.7rem] font-semibold leading-5 text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

function WishlistLink() {
  const count = useWishlistStore((state) => state.items.length);
  return (
    <Link
      to={paths.wishlist}
      aria-label={`Wishlist, ${count} ${count === 1 ? 'item' : 'items'}`}
      className="icon-button relative"
    >
      <Heart className="size-5" aria-hidden="true" />
      <Badge count={count} />
    </Link>
  );
}

function CartButton() {
  const count = useCartStore((state) => cartCount(state.items));
  const open = useCartDrawer((state) => state.open);
  return (
    <button
      type="button"
      onClick={open}
      aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      aria-haspopup="dialog"
      className="icon-button relative"
    >
      <ShoppingCart className="size-5" aria-hidden="true" />
      <Badge count={count} />
    </button>
  );
}
