// Every route of the site, each page in its own chunk. Page files: routes/<area>/<page>.tsx (default export).
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppShell } from './app-shell.tsx';
import { BareLayout } from './bare-layout.tsx';
import { ErrorScreen } from './error-screen.tsx';
import { FullPageSpinner } from './full-page-spinner.tsx';
import { RootLayout } from './root-layout.tsx';

type PageModule = { default: ComponentType };
const page = (load: () => Promise<PageModule>): RouteObject['lazy'] => async () => ({ Component: (await load()).default });

/** Pages inside the site frame (navigation bar, footer, cookie notice, chat launcher). */
const sitePages: RouteObject[] = [
  { index: true, lazy: page(() => import('./routes/home/home.tsx')) },
  { path: 'checkout', lazy: page(() => import('./routes/shop/checkout.tsx')) },
  { path: 'payment', lazy: page(() => import('./routes/shop/payment.tsx')) },
  { path: 'pagamento', lazy: page(() => import('./routes/shop/payment.tsx')) },
  { path: 'formaggi', lazy: page(() => import('./routes/shop/formaggi.tsx')) },
  { path: 'salumi', lazy: page(() => import('./routes/shop/salumi.tsx')) },
  { path: 'prodotto/:slug', lazy: page(() => import('./routes/shop/product.tsx')) },
  { path: 'profilo', lazy: page(() => import('./routes/account/profile.tsx')) },
  { path: 'prenota', lazy: page(() => import('./routes/booking/prenota.tsx')) },
  { path: 'prenotazione', lazy: page(() => import('./routes/booking/prenotazione.tsx')) },
  { path: 'booking-policy', lazy: page(() => import('./routes/booking/booking-policy.tsx')) },
  { path: 'blog', lazy: page(() => import('./routes/info/blog.tsx')) },
  { path: 'privacy-policy', lazy: page(() => import('./routes/info/privacy-policy.tsx')) },
  { path: 'termini-e-condizioni', lazy: page(() => import('./routes/info/terms.tsx')) },
  { path: 'newsletter', lazy: page(() => import('./routes/newsletter/newsletter.tsx')) },
  { path: 'newsletter/conferma', lazy: page(() => import('./routes/newsletter/confirm.tsx')) },
  { path: 'contatti', lazy: page(() => import('./routes/contact/contact.tsx')) },
  { path: '*', lazy: page(() => import('./routes/info/not-found.tsx')) },
];

/** Full-screen pages with their own frame. */
const barePages: RouteObject[] = [
  { path: 'auth', lazy: page(() => import('./routes/auth/auth.tsx')) },
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
