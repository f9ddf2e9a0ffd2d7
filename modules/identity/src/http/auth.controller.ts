import { Controller, Inject, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ApiPaths,
  ChangePasswordRequest,
  LoginRequest,
  LoginResult,
  Messages,
  changePasswordRequest,
  loginRequest,
  reportUserLoginRequest,
} from '@notebook/contracts';
import {
  APP_CONFIG,
  type AppConfig,
  type AuthenticatedUser,
  CurrentUser,
  actorOf,
  ok,
  PublicCall,
  AnyUserCall,
  ReaderCall,
  AdminCall,
  ValidBody,
} from '@notebook/kernel';
import { IdentityService, SessionResult } from '../identity.service';
import {
  clearRefreshCookie,
  readKnownDeviceCookie,
  readRefreshCookie,
  setKnownDeviceCookie,
  setRefreshCookie,
} from './refresh-cookie';

@Controller()
export class AuthController {
  private readonly secureCookies: boolean;

  constructor(
    private readonly identity: IdentityService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    // Secure everywhere but on a developer's machine (Chromium keeps Secure cookies on http://localhost too).
    this.secureCookies = config.NODE_ENV !== 'development';
  }

  @PublicCall(ApiPaths.auth.login)
  async login(
    @ValidBody(loginRequest) body: LoginRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const session = await this.identity.login(
      body.username,
      body.password,
      request.ip,
      request.headers['user-agent'] ?? null,
      readKnownDeviceCookie(request),
    );
    setKnownDeviceCookie(reply, this.identity.deviceMarkFor(session.loggedInUser.user.userRefID), this.secureCookies);
    return ok(this.respond(session, reply));
  }

  @PublicCall(ApiPaths.auth.refreshUser)
  async refresh(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    try {
      return ok(this.respond(await this.identity.refresh(readRefreshCookie(request)), reply));
    } catch (error) {
      clearRefreshCookie(reply, this.secureCookies);
      throw error;
    }
  }

  @AnyUserCall(ApiPaths.auth.reportUserLogin)
  async reportLogin(
    @ValidBody(reportUserLoginRequest) _body: unknown,
    @Req() request: FastifyRequest,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    await this.identity.reportReturn(user.userId, {
      ipAddress: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    });
    return ok(null);
  }

  @PublicCall(ApiPaths.auth.logout)
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    await this.identity.logout(readRefreshCookie(request));
    clearRefreshCookie(reply, this.secureCookies);
    return ok(null);
  }

  @AnyUserCall(ApiPaths.auth.currentUser)
  async currentUser(@CurrentUser() user: AuthenticatedUser) {
    return ok(await this.identity.loggedInUser(user.userId));
  }

  @AdminCall(ApiPaths.auth.changeAdminUserPassword)
  async changeAdminUserPassword(
    @ValidBody(changePasswordRequest) body: ChangePasswordRequest,
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
  ) {
    return this.changeOwnPassword(body, user, request);
  }

  /** The same form and rules as the admin call: the old password as base64(SHA-1), the new one as typed. */
  @ReaderCall(ApiPaths.auth.changeReaderPassword)
  async changeReaderPassword(
    @ValidBody(changePasswordRequest) body: ChangePasswordRequest,
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
  ) {
    return this.changeOwnPassword(body, user, request);
  }

  private async changeOwnPassword(body: ChangePasswordRequest, user: AuthenticatedUser, request: FastifyRequest) {
    await this.identity.changePassword(
      user.userId,
      body.oldPassword,
      body.newPassword,
      actorOf(user),
      readRefreshCookie(request),
    );
    return ok(null, Messages.passwordChanged);
  }

  private respond(session: SessionResult, reply: FastifyReply): LoginResult {
    setRefreshCookie(reply, session.refreshToken, this.secureCookies);
    const { refreshToken: _cookieOnly, ...result } = session;
    return result;
  }
}
