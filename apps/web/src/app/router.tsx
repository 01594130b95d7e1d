import { createBrowserRouter, type RouteObject } from 'react-router';
import { consolePaths } from '../features/console/console-paths';
import { prefetchBanners, prefetchLanding } from '../features/content/api/get-banners';
import { prefetchProductView } from '../features/lots/api/get-product-view';
import { paths, staticPages } from '../paths';
import { RequireAuth } from './guards/require-auth';
import { MainLayout } from './layout/main-layout';
import { MinimalLayout } from './layout/minimal-layout';
import { RootLayout } from './layout/root-layout';
import { ErrorScreen } from './routes/error-screen';
import {
  AutoLoginScreen,
  ForgotPasswordScreen,
  LoginScreen,
  NotFoundScreen,
  RegisterWizardScreen,
  ResetPasswordScreen,
  SellerRequestScreen,
  StaticPageScreen,
  UnsubscribeScreen,
} from './screens';


/** The main layout's routes (the console's are patched in here). */
const mainRoutesId = 'main';

const dashboardRoute = async () => ({ Component: (await import('../features/dashboard/components/dashboard-screen')).DashboardScreen });
const searchScreen = async () => (await import('./routes/search-route')).SearchRoute;

/** Minimal header, no footer (spec 1 §2). */
const signInRoutes: RouteObject[] = [
  { path: paths.login, element: <LoginScreen /> },
  { path: paths.register, element: <RegisterWizardScreen key="register" /> },
  { path: paths.afterRegister, element: <RegisterWizardScreen key="invited" invited /> },
  { path: paths.forgotPassword, element: <ForgotPasswordScreen /> },
  { path: paths.resetPassword, element: <ResetPasswordScreen /> },
];

const publicRoutes: RouteObject[] = [
  // A route-level `lazy` (not React.lazy): the router starts loading the first page's screen as
  // it is created, side by side with the language catalogues, instead of after the first render.
  // `lazy` as an object (only the Component is lazy): the loader runs at once, beside the screen's
  // download, instead of after it (a lazy function could itself return a loader, so the router
  // would wait for it first).
  { index: true, HydrateFallback: () => null, loader: prefetchLanding, lazy: { Component: async () => (await import('./routes/landing-screen')).LandingScreen } },
  // The banners start loading with the screen's code (the results never wait for them).
  { path: paths.search, HydrateFallback: () => null, loader: prefetchBanners, lazy: { Component: searchScreen } },
  { path: paths.recent, HydrateFallback: () => null, lazy: { Component: searchScreen } },
  { path: paths.productView, HydrateFallback: () => null, loader: ({ params }) => prefetchProductView(Number(params.id)), lazy: { Component: async () => (await import('../features/lots/components/lot-view-screen')).LotViewScreen } },
  { path: paths.registerSeller, element: <SellerRequestScreen /> },
  { path: paths.unsubscribe, element: <UnsubscribeScreen /> },
  { path: paths.autoLogin, element: <AutoLoginScreen /> },
  { path: paths.support, HydrateFallback: () => null, lazy: async () => ({ Component: (await import('../features/content/components/support-screen')).SupportScreen }) },
  { path: paths.sitemap, HydrateFallback: () => null, lazy: async () => ({ Component: (await import('../features/content/components/sitemap-screen')).SitemapScreen }) },
  ...staticPages.map(({ path, pageKey }) => ({ path, element: <StaticPageScreen key={pageKey} pageKey={pageKey} /> })),
];

/** Need a stored login token (spec 1 §2, spec 2 §2). */
const protectedRoutes: RouteObject[] = [
  { path: paths.buyNow, HydrateFallback: () => null, lazy: async () => ({ Component: (await import('../features/buy-now/components/buy-now-screen')).BuyNowScreen }) },
  { path: paths.offer, HydrateFallback: () => null, lazy: async () => ({ Component: (await import('../features/offers/components/counter-offer-screen')).CounterOfferScreen }) },
  { path: paths.dashboard, HydrateFallback: () => null, lazy: dashboardRoute },
  { path: paths.dashboardType, HydrateFallback: () => null, lazy: dashboardRoute },
  { path: paths.message, HydrateFallback: () => null, lazy: async () => ({ Component: (await import('../features/messages/components/messages-screen')).MessagesScreen }) },
  { path: paths.myAccount, HydrateFallback: () => null, lazy: async () => ({ Component: (await import('../features/account/components/account-screen')).AccountScreen }) },
  { path: paths.myPreferences, HydrateFallback: () => null, lazy: async () => ({ Component: (await import('./routes/preferences-route')).PreferencesRoute }) },
  { path: paths.myGroups, HydrateFallback: () => null, lazy: async () => ({ Component: (await import('../features/buyer-groups/components/my-groups-screen')).MyGroupsScreen }) },
  { path: paths.priceLock, HydrateFallback: () => null, lazy: async () => ({ Component: (await import('../features/content/components/price-lock-screen')).PriceLockScreen }) },
  { path: paths.invoice, HydrateFallback: () => null, lazy: async () => ({ Component: (await import('../features/orders/components/invoice-screen')).InvoiceScreen }) },
  { path: paths.cart, HydrateFallback: () => null, lazy: async () => ({ Component: (await import('../features/cart/components/cart-screen')).CartScreen }) },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    children: [
      { element: <MinimalLayout />, children: [{ errorElement: <ErrorScreen />, children: signInRoutes }] },
      {
        element: <MainLayout />,
        children: [
          {
            id: mainRoutesId,
            errorElement: <ErrorScreen />,
            children: [
              ...publicRoutes,
              { element: <RequireAuth />, children: protectedRoutes },
              // The operator console (issue 10) is added here on the first visit to /admin (below).
              { path: '*', element: <NotFoundScreen /> },
            ],
          },
        ],
      },
    ],
  },
];

const isConsolePath = (path: string) => path === consolePaths.home || path.startsWith(`${consolePaths.home}/`);

/**
 * The operator console's route table (issue 10: its layout guards staff and sellers, every screen
 * lazy) is itself loaded on the first navigation under /admin, so a buyer's first page carries none
 * of it. The router asks for routes it cannot match, or matches only with `*`, before it navigates
 * (or, on a first load under /admin, before it is initialized): the console's routes are then
 * patched in under the main layout, beside `*`, and win by rank.
 */
let consoleAdded: Promise<void> | null = null;
const createRouter = () =>
  createBrowserRouter(routes, {
    patchRoutesOnNavigation: ({ path, patch }) => {
      if (!isConsolePath(path)) return;
      consoleAdded ??= import('../features/console/console-routes').then(
        ({ consoleRoutes }) => patch(mainRoutesId, consoleRoutes),
        (error: unknown) => {
          consoleAdded = null; // a failed download is tried again on the next navigation
          throw error;
        },
      );
      return consoleAdded;
    },
  });

let router: ReturnType<typeof createRouter> | undefined;
/**
 * The app's router, made on its first use: `main.tsx` makes it one task after the first page's
 * modules have been evaluated (making it matches the URL against every route and starts the
 * route's loaders: on a slow phone that and the evaluation were one task of 130–250 ms).
 */
export const appRouter = () => (router ??= createRouter());
