import type { RouteObject } from 'react-router';
import { consolePaths } from './console-paths';
import { consoleScreens } from './console-screens';

/** Mounted by app/router.tsx under the main layout: guard → console layout → screens. */
export const consoleRoutes: RouteObject[] = [
  {
    path: consolePaths.home,
    HydrateFallback: () => null,
    lazy: async () => ({ Component: (await import('./shell/console-layout')).ConsoleLayout }),
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./shell/console-home-screen')).ConsoleHomeScreen }) },
      ...consoleScreens.map(({ path, lazy }) => ({ path, lazy })),
      { path: '*', lazy: async () => ({ Component: (await import('./shell/console-not-found')).ConsoleNotFound }) },
    ],
  },
];
