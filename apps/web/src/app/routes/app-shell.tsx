// The signed-in area's layout and the guard each of its pages goes through, in one chunk: a
// signed-in page waits for one download before its own code, not for two in a row.
export { AppLayout } from '../layouts/app-layout.tsx';
export { RouteGuard } from '../guards/route-guard.tsx';
