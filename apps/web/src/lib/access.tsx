import type { Permission } from '@mp/contract/ums/permissions';
import { createContext, type ReactNode, useCallback, useContext } from 'react';

/** Whether the person's role allows a permission; undefined: any member may. */
export type Can = (permission: Permission | undefined) => boolean;

/** Until the panel knows the role, nothing privileged shows: it never flashes and goes. */
const AccessContext = createContext<Can>(() => false);

/**
 * The role in the merchant on screen, given by the panel's layout (it knows the merchant), read
 * by any screen or feature that hides what the role cannot use (decision 076).
 */
export function AccessProvider({
  permissions,
  children,
}: {
  permissions: readonly Permission[] | undefined;
  children: ReactNode;
}) {
  const can = useCallback<Can>(
    (permission) =>
      permissions !== undefined && (permission === undefined || permissions.includes(permission)),
    [permissions],
  );
  return <AccessContext value={can}>{children}</AccessContext>;
}

export const useCan = () => useContext(AccessContext);
