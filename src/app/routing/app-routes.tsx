// Every route of the site, each page in its own chunk. Page files: routes/<area>/<page>.tsx (default export).
// Declarative routes (not the data router): the site loads its data with TanStack Query, and the data
// router's loaders, actions and fetchers would add about 15 kB gzip to the first render for nothing.
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { AppShell } from '../app-shell.tsx';
import { BareLayout } from '../bare-layout.tsx';
import { RootLayout } from '../root-layout.tsx';
import { lazyPage } from './lazy-page.tsx';

const Home = lazyPage(() => import('../routes/home/home.tsx'), ['home', 'contact'], { data: false });
const Checkout = lazyPage(() => import('../routes/shop/checkout.tsx'), ['checkout', 'auth']);
const Payment = lazyPage(() => import('../routes/shop/payment.tsx'), ['checkout', 'auth']);
const Formaggi = lazyPage(() => import('../routes/shop/formaggi.tsx'), ['catalogue', 'wishlist']);
const Salumi = lazyPage(() => import('../routes/shop/salumi.tsx'), ['catalogue', 'wishlist']);
const Product = lazyPage(() => import('../routes/shop/product.tsx'), ['catalogue', 'wishlist']);
const Profile = lazyPage(() => import('../routes/account/profile.tsx'), ['account', 'auth']);
const Prenota = lazyPage(() => import('../routes/booking/prenota.tsx'), ['booking', 'policy']);
const Prenotazione = lazyPage(() => import('../routes/booking/prenotazione.tsx'), ['booking', 'policy']);
const BookingPolicy = lazyPage(() => import('../routes/booking/booking-policy.tsx'), ['policy', 'info']);
const Blog = lazyPage(() => import('../routes/info/blog.tsx'), ['info']);
const Privacy = lazyPage(() => import('../routes/info/privacy-policy.tsx'), ['info']);
const Terms = lazyPage(() => import('../routes/info/terms.tsx'), ['info']);
const Newsletter = lazyPage(() => import('../routes/newsletter/newsletter.tsx'), ['newsletter']);
const NewsletterConfirm = lazyPage(() => import('../routes/newsletter/confirm.tsx'), ['newsletter']);
const Contact = lazyPage(() => import('../routes/contact/contact.tsx'), ['contact']);
const NotFound = lazyPage(() => import('../routes/info/not-found.tsx'), ['info']);
const Auth = lazyPage(() => import('../routes/auth/auth.tsx'), ['auth']);
const AdminDashboard = lazyPage(() => import('../routes/admin/dashboard.tsx'));
const AdminProducts = lazyPage(() => import('../routes/admin/products.tsx'));
const AdminOrders = lazyPage(() => import('../routes/admin/orders.tsx'));
const AdminBookings = lazyPage(() => import('../routes/admin/bookings.tsx'));
const ChatbotDashboard = lazyPage(() => import('../routes/assistant/chatbot-dashboard.tsx'));

const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      {
        // Pages inside the site frame (navigation bar, footer, cookie notice, chat launcher).
        element: <RootLayout />,
        children: [
          { index: true, element: <Home />, handle: Home },
          { path: 'checkout', element: <Checkout />, handle: Checkout },
          { path: 'payment', element: <Payment />, handle: Payment },
          { path: 'pagamento', element: <Payment />, handle: Payment },
          { path: 'formaggi', element: <Formaggi />, handle: Formaggi },
          { path: 'salumi', element: <Salumi />, handle: Salumi },
          { path: 'prodotto/:slug', element: <Product />, handle: Product },
          { path: 'profilo', element: <Profile />, handle: Profile },
          { path: 'prenota', element: <Prenota />, handle: Prenota },
          { path: 'prenotazione', element: <Prenotazione />, handle: Prenotazione },
          { path: 'booking-policy', element: <BookingPolicy />, handle: BookingPolicy },
          { path: 'blog', element: <Blog />, handle: Blog },
          { path: 'privacy-policy', element: <Privacy />, handle: Privacy },
          { path: 'termini-e-condizioni', element: <Terms />, handle: Terms },
          { path: 'newsletter', element: <Newsletter />, handle: Newsletter },
          { path: 'newsletter/conferma', element: <NewsletterConfirm />, handle: NewsletterConfirm },
          { path: 'contatti', element: <Contact />, handle: Contact },
          { path: '*', element: <NotFound />, handle: NotFound },
        ],
      },
      {
        // Full-screen pages with their own frame.
        element: <BareLayout />,
        children: [
          { path: 'auth', element: <Auth />, handle: Auth },
          { path: 'admin', element: <AdminDashboard />, handle: AdminDashboard },
          { path: 'admin/products', element: <AdminProducts />, handle: AdminProducts },
          { path: 'admin/orders', element: <AdminOrders />, handle: AdminOrders },
          { path: 'admin/bookings', element: <AdminBookings />, handle: AdminBookings },
          { path: 'chatbot-dashboard', element: <ChatbotDashboard />, handle: ChatbotDashboard },
        ],
      },
    ],
  },
];

/** Starts loading the page of `pathname` (its chunk and translations); resolves when it is there. */
export function preloadRoute(pathname: string): Promise<unknown> {
  const page = matchRoutes(routes, pathname)?.at(-1)?.route.handle as { preload?: () => Promise<unknown> } | undefined;
  return page?.preload?.() ?? Promise.resolve();
}

export function AppRoutes() {
  return useRoutes(routes);
}
