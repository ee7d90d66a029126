/** Whether a location is a route pattern's ('/users/:customerRef' matches '/users/abc'; a trailing slash is ignored). */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const segments = (pathname === '/' ? pathname : pathname.replace(/\/+$/, '')).split('/');
  const parts = pattern.split('/');
  return parts.length === segments.length && parts.every((part, index) => (part.startsWith(':') ? segments[index] !== '' : part === segments[index]));
}
