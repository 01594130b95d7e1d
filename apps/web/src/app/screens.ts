import { lazy } from 'react';

/** Every route screen is its own chunk, so the first page loads only what it shows. */
export const LoginScreen = lazy(() => import('./routes/login-screen').then((m) => ({ default: m.LoginScreen })));
export const StaticPageScreen = lazy(() => import('./routes/static-page-screen').then((m) => ({ default: m.StaticPageScreen })));
export const PlaceholderScreen = lazy(() => import('./routes/placeholder-screen').then((m) => ({ default: m.PlaceholderScreen })));
export const NotFoundScreen = lazy(() => import('./routes/not-found-screen').then((m) => ({ default: m.NotFoundScreen })));
export const ForgotPasswordScreen = lazy(() => import('../features/auth/components/forgot-password-screen').then((m) => ({ default: m.ForgotPasswordScreen })));
export const ResetPasswordScreen = lazy(() => import('../features/auth/components/reset-password-screen').then((m) => ({ default: m.ResetPasswordScreen })));
export const AutoLoginScreen = lazy(() => import('../features/auth/components/auto-login-screen').then((m) => ({ default: m.AutoLoginScreen })));
export const SellerRequestScreen = lazy(() => import('../features/auth/components/seller-request-screen').then((m) => ({ default: m.SellerRequestScreen })));
export const UnsubscribeScreen = lazy(() => import('../features/content/components/unsubscribe-screen').then((m) => ({ default: m.UnsubscribeScreen })));
export const RegisterWizardScreen = lazy(() => import('../features/registration/components/register-wizard-screen').then((m) => ({ default: m.RegisterWizardScreen })));
