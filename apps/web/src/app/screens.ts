import { lazy } from 'react';

/** Every route screen is its own chunk, so the first page loads only what it shows. */
export const LandingScreen = lazy(() => import('./routes/landing-screen').then((m) => ({ default: m.LandingScreen })));
export const LoginScreen = lazy(() => import('./routes/login-screen').then((m) => ({ default: m.LoginScreen })));
export const StaticPageScreen = lazy(() => import('./routes/static-page-screen').then((m) => ({ default: m.StaticPageScreen })));
export const PlaceholderScreen = lazy(() => import('./routes/placeholder-screen').then((m) => ({ default: m.PlaceholderScreen })));
export const NotFoundScreen = lazy(() => import('./routes/not-found-screen').then((m) => ({ default: m.NotFoundScreen })));
