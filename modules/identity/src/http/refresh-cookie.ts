import '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedRefreshToken } from '../sessions/refresh-token.store';

export const REFRESH_COOKIE = 'nb_refresh';
const COOKIE_PATH = '/api';

export function setRefreshCookie(reply: FastifyReply, token: IssuedRefreshToken, secure: boolean): void {
  void reply.setCookie(REFRESH_COOKIE, token.cookieValue, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: COOKIE_PATH,
    expires: token.expiresAt,
  });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: COOKIE_PATH });
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  return request.cookies?.[REFRESH_COOKIE];
}
