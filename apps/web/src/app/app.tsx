import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from '@/app/router';
import { Providers } from '@/app/providers';
import { ErrorBoundary } from '@/components/error-boundary';
import { bindNavigator } from '@/lib/navigation';

const router = createAppRouter();
bindNavigator((to, options) => void router.navigate(to, options));

export function App() {
  return (
    <ErrorBoundary>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </ErrorBoundary>
  );
}
