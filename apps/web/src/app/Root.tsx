import { BrowserRouter } from 'react-router';
import { AppProviders } from '../ui/AppProviders';
import { AppRoutes } from './router';

/** The whole client: providers around the router. */
export function Root() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
