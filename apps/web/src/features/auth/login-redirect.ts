/**
 * What /login receives through navigation (docs/product.md#login): a message shown as a toast, and where the
 * shopper was going, to go on there after logging in.
 */
export type LoginRedirectState = {
  message?: string;
  /** 'error' (the default) for 'You need to login first!', 'success' after registering. */
  tone?: 'error' | 'success';
  from?: string;
};

/** Navigation state is whatever was pushed into history: read it field by field. */
export function readLoginRedirectState(state: unknown): LoginRedirectState {
  if (typeof state !== 'object' || state === null) return {};
  const { message, tone, from } = state as Record<string, unknown>;
  return {
    message: typeof message === 'string' && message ? message : undefined,
    tone: tone === 'success' ? 'success' : 'error',
    from: typeof from === 'string' ? from : undefined,
  };
}

/**
 * Where to go after logging in: back where the shopper was going, else home (docs/product.md#login). Only a path
 * inside this site counts ('//host' would leave it), and never the auth pages themselves.
 */
export function returnPathOf(from: string | undefined): string {
  if (!from || !from.startsWith('/') || from.startsWith('//')) return '/';
  const pathname = from.split(/[?#]/)[0];
  if (pathname === '/login' || pathname === '/register') return '/';
  return from;
}
