import {
  detailRoutes,
  entryFlows,
  mainRoutes,
  type EntryFlow,
  type LayoutName,
  type RouteEntry,
} from './route-map';

/** A page route with everything the shell needs to know about it. */
export interface PageRoute {
  key: string;
  path: string;
  layout: LayoutName;
  requiresLogin: boolean;
  /** The entry flow the page is a step of. */
  flow?: EntryFlow;
}

function fromEntry(route: RouteEntry): PageRoute {
  return {
    key: route.key,
    path: route.path,
    layout: route.layout,
    requiresLogin: route.requiresLogin ?? false,
  };
}

/** Every page of the portal, main and detail routes first, then each entry flow's steps. */
export const pageRoutes: readonly PageRoute[] = [
  ...mainRoutes.map(fromEntry),
  ...detailRoutes.map(fromEntry),
  ...entryFlows.flatMap((flow) =>
    flow.steps.map((step) => ({ ...step, layout: 'entry' as const, requiresLogin: false, flow })),
  ),
];

const byKey = new Map(pageRoutes.map((route) => [route.key, route]));
const byPath = new Map(pageRoutes.map((route) => [normalisePath(route.path), route]));

function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return (trimmed || '/').toLowerCase();
}

/** The page at a pathname (trailing slash and letter case ignored, as the router does), if any. */
export function findPageRoute(pathname: string): PageRoute | undefined {
  return byPath.get(normalisePath(pathname));
}

export function pageRouteByKey(key: string): PageRoute | undefined {
  return byKey.get(key);
}

/** Where a flow's base path sends the visitor: its first step. */
export function firstStepPath(flow: EntryFlow): string {
  return flow.steps[0]?.path ?? flow.path;
}

/** The zero-based step of a flow shown at a pathname, or -1. */
export function flowStepIndex(flow: EntryFlow, pathname: string): number {
  const path = normalisePath(pathname);
  return flow.steps.findIndex((step) => normalisePath(step.path) === path);
}
