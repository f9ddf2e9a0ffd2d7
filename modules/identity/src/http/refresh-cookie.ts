import '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { KNOWN_DEVICE_COOKIE } from '../sessions/known-devices';
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

/** Sent only with sign-ins (`/api/auth/login`); kept for 400 days (browsers' longest) and through sign-outs. */
const KNOWN_DEVICE_PATH = '/api/auth';
const KNOWN_DEVICE_MAX_AGE_SECONDS = 400 * 24 * 3600;

export function setKnownDeviceCookie(reply: FastifyReply, mark: string, secure: boolean): void {
  void reply.setCookie(KNOWN_DEVICE_COOKIE, mark, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: KNOWN_DEVICE_PATH,
    maxAge: KNOWN_DEVICE_MAX_AGE_SECONDS,
  });
}

export function readKnownDeviceCookie(request: FastifyRequest): string | undefined {
  return request.cookies?.[KNOWN_DEVICE_COOKIE];
}
