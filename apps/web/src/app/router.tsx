import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { DetailLayout } from './layouts/DetailLayout';
import { EntryFlowLayout } from './layouts/EntryFlowLayout';
import { MainLayout } from './layouts/MainLayout';
import { detailRoutes, entryFlows, mainRoutes, type EntryFlow, type RouteEntry } from './route-map';
import { firstStepPath } from './route-helpers';
import { RootRedirect } from './routing/RootRedirect';
import { LazyRoute } from './routing/LazyRoute';
import { NOT_FOUND_PAGE } from './routing/page-registry';
import { RouteErrorBoundary } from './routing/RouteErrorBoundary';
import { RoutePage } from './routing/RoutePage';
import { Shell } from './shell/Shell';

function pageRoute(route: RouteEntry): RouteObject {
  return {
    path: route.path,
    element: <RoutePage routeKey={route.key} requiresLogin={route.requiresLogin} />,
  };
}

function flowRoutes(flow: EntryFlow): RouteObject {
  const steps = flow.steps.map((step) => ({ ...step, element: <RoutePage routeKey={step.key} /> }));
  // A flow whose only step lives at the flow's own path (/preview) shows it there instead of redirecting.
  const indexStep = steps.find((step) => step.path === flow.path);
  const children: RouteObject[] = [
    indexStep
      ? { index: true, element: indexStep.element }
      : { index: true, element: <Navigate to={firstStepPath(flow)} replace /> },
    ...steps.filter((step) => step !== indexStep).map(({ path, element }) => ({ path, element })),
  ];
  return { path: flow.path, element: <EntryFlowLayout flow={flow} />, children };
}

/** The route tree: every route of the map under its layout, `/` to /home, anything else a 404. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: (
        <RouteErrorBoundary>
          <Shell />
        </RouteErrorBoundary>
      ),
      children: [
        { path: '/', element: <RootRedirect /> },
        {
          element: <MainLayout />,
          children: [
            ...mainRoutes.map(pageRoute),
            { path: '*', element: <LazyRoute routeKey={NOT_FOUND_PAGE} /> },
          ],
        },
        { element: <DetailLayout />, children: detailRoutes.map(pageRoute) },
        ...entryFlows.map(flowRoutes),
      ],
    },
  ];
}

const routes = buildRoutes();

/**
 * The route tree under the browser's router. The portal loads no route data, so it uses the plain
 * router rather than the data router, whose code would be half of React Router's weight on the first page.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
