// Every route of the site, each page in its own chunk. Page files: routes/<area>/<page>.tsx (default export).
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { preloadSupabase } from '@/integrations/supabase/client.ts';
import { i18n, i18nReady } from '@/lib/i18n.ts';
import { AppShell } from './app-shell.tsx';
import { BareLayout } from './bare-layout.tsx';
import { ErrorScreen } from './error-screen.tsx';
import { FullPageSpinner } from './full-page-spinner.tsx';
import { RootLayout } from './root-layout.tsx';

type PageModule = { default: ComponentType };
/** A lazy page: its chunk and its translation namespaces load together, so the first render waits for one
 * round trip rather than discovering the namespaces when the page suspends. */
const page =
  (load: () => Promise<PageModule>, namespaces: string[] = [], { data = true } = {}): RouteObject['lazy'] =>
  async () => {
    // A page whose first screen shows data fetches the API client alongside (not after) its chunk. The home
    // does not: its first screen is the hero, and the client would only compete with it.
    if (data) preloadSupabase();
    const [module] = await Promise.all([load(), i18nReady.then(() => i18n.loadNamespaces(namespaces))]);
    return { Component: module.default };
  };

/** Pages inside the site frame (navigation bar, footer, cookie notice, chat launcher). */
const sitePages: RouteObject[] = [
  { index: true, lazy: page(() => import('./routes/home/home.tsx'), ['home', 'contact'], { data: false }) },
  { path: 'checkout', lazy: page(() => import('./routes/shop/checkout.tsx'), ['checkout', 'auth']) },
  { path: 'payment', lazy: page(() => import('./routes/shop/payment.tsx'), ['checkout', 'auth']) },
  { path: 'pagamento', lazy: page(() => import('./routes/shop/payment.tsx'), ['checkout', 'auth']) },
  { path: 'formaggi', lazy: page(() => import('./routes/shop/formaggi.tsx'), ['catalogue', 'wishlist']) },
  { path: 'salumi', lazy: page(() => import('./routes/shop/salumi.tsx'), ['catalogue', 'wishlist']) },
  { path: 'prodotto/:slug', lazy: page(() => import('./routes/shop/product.tsx'), ['catalogue', 'wishlist']) },
  { path: 'profilo', lazy: page(() => import('./routes/account/profile.tsx'), ['account', 'auth']) },
  { path: 'prenota', lazy: page(() => import('./routes/booking/prenota.tsx'), ['booking', 'policy']) },
  { path: 'prenotazione', lazy: page(() => import('./routes/booking/prenotazione.tsx'), ['booking', 'policy']) },
  { path: 'booking-policy', lazy: page(() => import('./routes/booking/booking-policy.tsx'), ['policy', 'info']) },
  { path: 'blog', lazy: page(() => import('./routes/info/blog.tsx'), ['info']) },
  { path: 'privacy-policy', lazy: page(() => import('./routes/info/privacy-policy.tsx'), ['info']) },
  { path: 'termini-e-condizioni', lazy: page(() => import('./routes/info/terms.tsx'), ['info']) },
  { path: 'newsletter', lazy: page(() => import('./routes/newsletter/newsletter.tsx'), ['newsletter']) },
  { path: 'newsletter/conferma', lazy: page(() => import('./routes/newsletter/confirm.tsx'), ['newsletter']) },
  { path: 'contatti', lazy: page(() => import('./routes/contact/contact.tsx'), ['contact']) },
  { path: '*', lazy: page(() => import('./routes/info/not-found.tsx'), ['info']) },
];

/** Full-screen pages with their own frame. */
const barePages: RouteObject[] = [
  { path: 'auth', lazy: page(() => import('./routes/auth/auth.tsx'), ['auth']) },
  { path: 'admin', lazy: page(() => import('./routes/admin/dashboard.tsx')) },
  { path: 'admin/products', lazy: page(() => import('./routes/admin/products.tsx')) },
  { path: 'admin/orders', lazy: page(() => import('./routes/admin/orders.tsx')) },
  { path: 'admin/bookings', lazy: page(() => import('./routes/admin/bookings.tsx')) },
  { path: 'chatbot-dashboard', lazy: page(() => import('./routes/assistant/chatbot-dashboard.tsx')) },
];

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <ErrorScreen />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      // The pathless child keeps the frame on screen when a page fails.
      { element: <RootLayout />, children: [{ errorElement: <ErrorScreen />, children: sitePages }] },
      { element: <BareLayout />, children: [{ errorElement: <ErrorScreen />, children: barePages }] },
    ],
  },
];

export const router = createBrowserRouter(routes);
