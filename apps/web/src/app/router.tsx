import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths, staticPages } from '../paths';
import { RequireAuth } from './guards/require-auth';
import { MainLayout } from './layout/main-layout';
import { MinimalLayout } from './layout/minimal-layout';
import { RootLayout } from './layout/root-layout';
import { ErrorScreen } from './routes/error-screen';
import {
  AutoLoginScreen,
  ForgotPasswordScreen,
  LandingScreen,
  LoginScreen,
  NotFoundScreen,
  PlaceholderScreen,
  RegisterWizardScreen,
  ResetPasswordScreen,
  SellerRequestScreen,
  StaticPageScreen,
  UnsubscribeScreen,
} from './screens';

/** A route whose feature is still to come: its title in the current language. */
const placeholder = (path: string, titleKey: string): RouteObject => ({ path, element: <PlaceholderScreen titleKey={titleKey} /> });

/** Minimal header, no footer (spec 1 §2). */
const signInRoutes: RouteObject[] = [
  { path: paths.login, element: <LoginScreen /> },
  { path: paths.register, element: <RegisterWizardScreen key="register" /> },
  { path: paths.afterRegister, element: <RegisterWizardScreen key="invited" invited /> },
  { path: paths.forgotPassword, element: <ForgotPasswordScreen /> },
  { path: paths.resetPassword, element: <ResetPasswordScreen /> },
];

const publicRoutes: RouteObject[] = [
  { index: true, element: <LandingScreen /> },
  placeholder(paths.search, 'page.search'),
  placeholder(paths.recent, 'page.recent'),
  { path: paths.productView, HydrateFallback: () => null, lazy: async () => ({ Component: (await import('../features/lots/components/lot-view-screen')).LotViewScreen }) },
  { path: paths.registerSeller, element: <SellerRequestScreen /> },
  { path: paths.unsubscribe, element: <UnsubscribeScreen /> },
  { path: paths.autoLogin, element: <AutoLoginScreen /> },
  placeholder(paths.support, 'page.support'),
  placeholder(paths.sitemap, 'page.sitemap'),
  ...staticPages.map(({ path, pageKey }) => ({ path, element: <StaticPageScreen key={pageKey} pageKey={pageKey} /> })),
];

/** Need a stored login token (spec 1 §2, spec 2 §2). */
const protectedRoutes: RouteObject[] = [
  placeholder(paths.buyNow, 'page.buyNow'),
  placeholder(paths.offer, 'page.offer'),
  placeholder(paths.dashboard, 'page.dashboard'),
  placeholder(paths.dashboardType, 'page.dashboard'),
  placeholder(paths.message, 'page.message'),
  placeholder(paths.myAccount, 'page.myAccount'),
  placeholder(paths.myPreferences, 'page.myPreferences'),
  placeholder(paths.priceLock, 'page.priceLock'),
  placeholder(paths.invoice, 'page.invoice'),
  placeholder(paths.cart, 'page.cart'),
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
            errorElement: <ErrorScreen />,
            children: [
              ...publicRoutes,
              { element: <RequireAuth />, children: protectedRoutes },
              { path: '*', element: <NotFoundScreen /> },
            ],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
