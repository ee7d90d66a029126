import { useRouteError } from 'react-router';
import { ErrorScreen } from '@/components/error-screen';

/** The router's error element: any render or loader failure lands on the reload screen. */
export function RouteError() {
  return <ErrorScreen error={useRouteError()} />;
}
