import { Controller, Inject, Param, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ApiPaths,
  AppRoutes,
  Messages,
  type OAuthProvider,
  apiUrl,
  updateSocialReaderInfoRequest,
} from '@notebook/contracts';
import {
  type Input,
  APP_CONFIG,
  type AppConfig,
  type AuthenticatedUser,
  CurrentUser,
  actorOf,
  ok,
  PublicCall,
  ReaderCall,
  ValidBody,
} from '@notebook/kernel';
import { IdentityService } from '../identity.service';
import { OAuthSignInService, SocialSignInError } from '../oauth/oauth-sign-in.service';
import { setKnownDeviceCookie, setRefreshCookie } from './refresh-cookie';

const STATE_COOKIE = 'nb_oauth_state';
const STATE_COOKIE_PATH = '/api/oauth2';

/**
 * OpenID Connect sign-in (issue 16; the spec's /oauth2/redirect with `token` or `error`). The
 * callback sets the refresh cookie and sends the browser to /oauth2/redirect, which trades the cookie for an access token;
 * `newReader=1` asks the page for what the provider did not give.
 */
@Controller()
export class OAuthController {
  private readonly secureCookies: boolean;

  constructor(
    private readonly oauth: OAuthSignInService,
    private readonly identity: IdentityService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.secureCookies = config.NODE_ENV !== 'development';
  }

  @PublicCall(ApiPaths.auth.getOAuthProviders)
  providers() {
    const providers: OAuthProvider[] = this.oauth.providers().map((provider) => ({
      ...provider,
      authorizeUrl: apiUrl(ApiPaths.auth.oauthAuthorize, { provider: provider.id }),
    }));
    return ok(providers);
  }

  @PublicCall(ApiPaths.auth.oauthAuthorize)
  async authorize(@Param('provider') provider: string, @Res() reply: FastifyReply) {
    try {
      const started = await this.oauth.start(provider);
      void reply.setCookie(STATE_COOKIE, started.state, {
        httpOnly: true,
        sameSite: 'lax',
        secure: this.secureCookies,
        path: STATE_COOKIE_PATH,
        maxAge: 600,
      });
      return reply.redirect(started.url, 302);
    } catch (error) {
      return reply.redirect(this.redirectPage({ error: messageOf(error) }), 302);
    }
  }

  @PublicCall(ApiPaths.auth.oauthCallback)
  async callback(
    @Param('provider') provider: string,
    @Query() query: Record<string, string | undefined>,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    void reply.clearCookie(STATE_COOKIE, { path: STATE_COOKIE_PATH });
    try {
      const { session, newReader } = await this.oauth.complete(
        provider,
        { code: query.code, state: query.state, error: query.error, cookieState: request.cookies?.[STATE_COOKIE] },
        { ipAddress: request.ip, userAgent: request.headers['user-agent'] ?? null },
      );
      setRefreshCookie(reply, session.refreshToken, this.secureCookies);
      setKnownDeviceCookie(reply, this.identity.deviceMarkFor(session.loggedInUser.user.userRefID), this.secureCookies);
      // No token in the URL (it would land in history and logs): the page trades the refresh cookie for one.
      return reply.redirect(this.redirectPage({ newReader: newReader ? '1' : undefined }), 302);
    } catch (error) {
      return reply.redirect(this.redirectPage({ error: messageOf(error) }), 302);
    }
  }

  @ReaderCall(ApiPaths.auth.updateSocialReaderInfo)
  async completeProfile(
    @ValidBody(updateSocialReaderInfoRequest) body: Input<typeof updateSocialReaderInfoRequest>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    await this.oauth.completeProfile(user.userId, body, actorOf(user));
    return ok(null, Messages.successfullyUpdated);
  }

  private redirectPage(query: Record<string, string | undefined>): string {
    const url = new URL(`${this.config.PUBLIC_BASE_URL}${AppRoutes.oauth2Redirect}`);
    for (const [name, value] of Object.entries(query)) if (value) url.searchParams.set(name, value);
    return url.toString();
  }
}

/** The words for the page: ours for a known failure, a generic one for anything else (the details stay in the log). */
function messageOf(error: unknown): string {
  if (error instanceof SocialSignInError) return error.message;
  console.error('OAuth sign-in failed', error);
  return Messages.socialSignInFailed;
}
