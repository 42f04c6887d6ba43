// Every route of the site, each page in its own chunk. Page files: routes/<area>/<page>.tsx (default export).
// Declarative routes (not the data router): the site loads its data with TanStack Query, and the data
// router's loaders, actions and fetchers would add about 15 kB gzip to the first render for nothing.
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import type { ComponentType } from 'react';
import { AppShell } from '../app-shell.tsx';
import { BareLayout } from '../bare-layout.tsx';
import { RootLayout } from '../root-layout.tsx';
import { lazyPage } from './lazy-page.tsx';

const Home = lazyPage(() => import('../routes/home/home.tsx'), ['home', 'contact'], { data: false });
const Checkout = lazyPage(() => import('../routes/shop/checkout.tsx'), ['checkout', 'auth']);
const Payment = lazyPage(() => import('../routes/shop/payment.tsx'), ['checkout', 'auth']);
const Cheeses = lazyPage(() => import('../routes/shop/cheeses.tsx'), ['catalogue', 'wishlist', 'enums']);
const CuredMeats = lazyPage(() => import('../routes/shop/cured-meats.tsx'), ['catalogue', 'wishlist', 'enums']);
const Product = lazyPage(() => import('../routes/shop/product.tsx'), ['catalogue', 'wishlist', 'enums']);
const Profile = lazyPage(() => import('../routes/account/profile.tsx'), ['account', 'auth', 'wishlist', 'cart', 'enums']);
const BookRooms = lazyPage(() => import('../routes/booking/book-rooms.tsx'), ['booking', 'policy']);
const BookingLookup = lazyPage(() => import('../routes/booking/booking-lookup.tsx'), ['booking', 'policy', 'enums']);
const BookingPolicy = lazyPage(() => import('../routes/booking/booking-policy.tsx'), ['policy', 'info']);
const Blog = lazyPage(() => import('../routes/info/blog.tsx'), ['info']);
const Privacy = lazyPage(() => import('../routes/info/privacy-policy.tsx'), ['info']);
const Terms = lazyPage(() => import('../routes/info/terms.tsx'), ['info']);
const Newsletter = lazyPage(() => import('../routes/newsletter/newsletter.tsx'), ['newsletter']);
const NewsletterConfirm = lazyPage(() => import('../routes/newsletter/confirm.tsx'), ['newsletter']);
const Contact = lazyPage(() => import('../routes/contact/contact.tsx'), ['contact']);
const NotFound = lazyPage(() => import('../routes/info/not-found.tsx'), ['info']);
const Auth = lazyPage(() => import('../routes/auth/auth.tsx'), ['auth']);
const ForgotPassword = lazyPage(() => import('../routes/auth/forgot-password.tsx'), ['auth']);
const NewPassword = lazyPage(() => import('../routes/auth/new-password.tsx'), ['auth']);
const AdminDashboard = lazyPage(() => import('../routes/admin/dashboard.tsx'));
const AdminProducts = lazyPage(() => import('../routes/admin/products.tsx'));
const AdminOrders = lazyPage(() => import('../routes/admin/orders.tsx'));
const AdminBookings = lazyPage(() => import('../routes/admin/bookings.tsx'), ['admin', 'rates']);
const AdminEmails = lazyPage(() => import('../routes/admin/emails.tsx'));
const AdminRates = lazyPage(() => import('../routes/admin/rates.tsx'), ['rates', 'admin']);
const Conversations = lazyPage(() => import('../routes/assistant/conversations.tsx'));

/** A page's route; `handle` keeps the page, so preloadRoute can start loading it before the first render. */
const route = (path: string | undefined, Page: ComponentType & { preload: () => Promise<unknown> }): RouteObject =>
  path === undefined ? { index: true, element: <Page />, handle: Page } : { path, element: <Page />, handle: Page };

const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      {
        // Pages inside the site frame (navigation bar, footer, cookie notice, chat launcher).
        element: <RootLayout />,
        children: [
          route(undefined, Home),
          route('checkout', Checkout),
          route('payment', Payment),
          route('pagamento', Payment),
          route('formaggi', Cheeses),
          route('salumi', CuredMeats),
          route('prodotto/:slug', Product),
          route('profilo', Profile),
          route('prenota', BookRooms),
          route('prenotazione', BookingLookup),
          route('booking-policy', BookingPolicy),
          route('blog', Blog),
          route('privacy-policy', Privacy),
          route('termini-e-condizioni', Terms),
          route('newsletter', Newsletter),
          route('newsletter/conferma', NewsletterConfirm),
          route('contatti', Contact),
          route('*', NotFound),
        ],
      },
      {
        // Full-screen pages with their own frame.
        element: <BareLayout />,
        children: [
          route('auth', Auth),
          route('password-dimenticata', ForgotPassword),
          route('nuova-password', NewPassword),
          route('admin', AdminDashboard),
          route('admin/products', AdminProducts),
          route('admin/orders', AdminOrders),
          route('admin/bookings', AdminBookings),
          route('admin/emails', AdminEmails),
          route('admin/tariffe', AdminRates),
          route('chatbot-dashboard', Conversations),
        ],
      },
    ],
  },
];

/** Starts loading the page of `pathname` (its chunk and translations); resolves when it is there. */
export function preloadRoute(pathname: string): Promise<unknown> {
  const page = matchRoutes(routes, pathname)?.at(-1)?.route.handle as { preload: () => Promise<unknown> } | undefined;
  return page?.preload() ?? Promise.resolve();
}

export function AppRoutes() {
  return useRoutes(routes);
}
