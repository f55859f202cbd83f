import type { createCaller } from '@direto/api';
import type { SeededQuery } from './page-first-view';

type Caller = ReturnType<typeof createCaller>;
/** auth.me's answer; null signed out (the browser reads auth.me's 401 so). */
type Me = Awaited<ReturnType<Caller['auth']['me']>> | null;

/**
 * What both order pages ask beside the order (issue 37): who is signed in, the app's logo and the
 * customer's loyalty card at the order's restaurant — seeded so the first view paints them where
 * they stay, instead of a placeholder that moves the page once they arrive. A card the server
 * cannot read (restaurant removed) is left to the browser, which asks as it always did.
 */
export async function orderPageSideQueries(caller: Caller, me: Me, restaurantId: string | null): Promise<SeededQuery[]> {
  const [logo, loyalty] = await Promise.all([
    caller.logo.get(),
    restaurantId ? caller.loyalty.progress({ id: restaurantId }).catch(() => undefined) : undefined,
  ]);
  const queries: SeededQuery[] = [
    { path: 'auth.me', data: me },
    { path: 'logo.get', data: logo },
  ];
  if (restaurantId && loyalty) queries.push({ path: 'loyalty.progress', input: { id: restaurantId }, data: loyalty });
  return queries;
}
