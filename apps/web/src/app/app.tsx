// The DOM build of RouterProvider supports `flushSync` navigations (used by logout).
import { RouterProvider } from 'react-router/dom';
import { Providers } from './providers';
import { appRouter } from './router';

export function App() {
  return (
    <Providers>
      <RouterProvider router={appRouter()} />
    </Providers>
  );
}
