import type { FastifyRequest } from 'fastify';
import type { Role } from '../../contract/constants';
import type { UserRow } from '../auth/users';
import { requireRole } from './session';

/** The signed-in user, and the admin behind them when the session is an impersonation (D11). */
export interface Actor {
  user: UserRow;
  impersonatorId: string | null;
}

export function requireActor(request: FastifyRequest, ...roles: Role[]): Actor {
  const user = requireRole(request, ...roles);
  return { user, impersonatorId: request.session?.data.impersonatorId ?? null };
}
