import { MESSAGES, hasPermission, type PermissionPath, type Permissions } from '@quire/domain';
import { forbidden } from './app-error.ts';

/**
 * The one way a service refuses a caller whose membership lacks a flag: 403 with the spec's
 * message where §8 names one, else the generic 'You do not have authorization…'. Every use is
 * listed in packages/domain/src/permission-routes.ts, which the permission-matrix test walks.
 */
export const requirePermission = (
  permissions: Permissions,
  path: PermissionPath,
  message: string = MESSAGES.notAuthorized,
): void => {
  if (!hasPermission(permissions, path)) throw forbidden(message);
};
