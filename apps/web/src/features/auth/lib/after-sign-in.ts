import { z } from 'zod';

/**
 * A panel path of this origin (`/merchant/order/1146?tab=items`), or an invitation's page (signed
 * in, its person joins the team): anything else a link may carry (another site, `//host`, a
 * backslash, the login page itself) is dropped, so the sign-in page never sends a merchant away.
 */
const panelPath = z
  .string()
  .regex(/^\/(?:merchant(?:[/?#][^\\]*)?|auth\/invitation\/[\w-]+)$/)
  .optional()
  .catch(undefined);

/** `/auth/login?redirect=/merchant/order/1146`: where a link pointed before signing in. */
export const loginSearchSchema = z.object({ redirect: panelPath });

/** Where signing in leads: the link's panel path, else Home (#25). */
export const afterSignIn = (redirect: string | undefined) => ({
  href: redirect ?? '/merchant/home',
});
