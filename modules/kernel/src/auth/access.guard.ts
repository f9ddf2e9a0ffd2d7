import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { hasPrivilege } from '@notebook/contracts';
import { ForbiddenError, UnauthorizedError } from '../errors/domain-errors';
import { routeMetadataOnce } from '../http/route-metadata';
import { AccessRule, REQUEST_USER, savePrivilegeFor } from './access.decorators';
import { AccessTokenService } from './access-token.service';
import { AuthUserLoader, AuthenticatedUser } from './authenticated-user';
import { accessRuleOf } from './route-table';

/**
 * Enforces the route's AccessRule: missing or bad token 401, wrong user type or privilege 403.
 * A route without a rule is refused (403) whoever calls it: deny by default.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: AccessTokenService,
    private readonly users: AuthUserLoader,
  ) {}

  private readonly ruleOf = routeMetadataOnce((handler, controller) =>
    accessRuleOf(this.reflector, handler, controller),
  );

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const rule = this.ruleOf(context);
    if (!rule) throw new ForbiddenError();
    const request = context.switchToHttp().getRequest<FastifyRequest & Record<string, unknown>>();
    const token = bearerToken(request.headers.authorization);
    // The commonest call (public reading, no token) is let through at once, without a promise.
    if (rule.kind === 'public' && !token) return true;
    return this.admit(rule, request, token);
  }

  private async admit(
    rule: AccessRule,
    request: FastifyRequest & Record<string, unknown>,
    token: string | null,
  ): Promise<boolean> {
    if (rule.kind === 'public') {
      if (token) request[REQUEST_USER] = (await this.authenticate(token).catch(() => null)) ?? undefined;
      return true;
    }
    if (!token) throw new UnauthorizedError();
    const user = await this.authenticate(token);
    request[REQUEST_USER] = user;
    if (rule.kind === 'reader' && user.userType !== 'READER') throw new ForbiddenError();
    if (rule.kind === 'admin') {
      if (user.userType !== 'ADMIN') throw new ForbiddenError();
      if (!hasPrivilege(user.privileges, rule.privileges)) throw new ForbiddenError();
      if (rule.save && !hasPrivilege(user.privileges, savePrivilegeFor(rule.save, request.body)))
        throw new ForbiddenError();
    }
    return true;
  }

  private async authenticate(token: string): Promise<AuthenticatedUser> {
    return (await authenticatedBy(token, this.tokens, this.users)).user;
  }
}

/**
 * The user an access token stands for now, and when the token expires (epoch seconds); 401 when the
 * token is bad or expired, or the account changed since it was issued. The one check behind every
 * call's guard and every live socket's handshake.
 */
export async function authenticatedBy(
  token: string,
  tokens: AccessTokenService,
  users: AuthUserLoader,
): Promise<{ user: AuthenticatedUser; expiresAt: number }> {
  const claims = tokens.verify(token);
  if (!claims) throw new UnauthorizedError();
  const user = await users.load(claims.sub);
  if (!user) throw new UnauthorizedError(await users.refusalOf(claims.sub));
  // A password change or reset, or new roles, end the tokens issued before at once (issue 24).
  if (user.userType !== claims.typ || user.tokenVersion !== claims.ver) throw new UnauthorizedError();
  return { user, expiresAt: claims.exp };
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match ? match[1]!.trim() : null;
}
