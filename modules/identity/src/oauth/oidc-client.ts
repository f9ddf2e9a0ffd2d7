import { createHash, createPublicKey, randomBytes, verify, type JsonWebKey, type KeyObject } from 'node:crypto';
import type { OidcProviderConfig } from '@notebook/kernel';

type Discovery = { issuer: string; authorization_endpoint: string; token_endpoint: string; jwks_uri: string };
type Jwk = JsonWebKey & { kid?: string; alg?: string; use?: string };

/** What the provider says of the person, once the ID token checked out. */
export type VerifiedIdentity = {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
};

/** The secrets of one authorisation round trip, kept by the server until the provider sends the browser back. */
export type PendingSignIn = { state: string; nonce: string; codeVerifier: string };

/** An ID token or answer the provider should not have sent: the sign-in fails with a generic message. */
export class OidcError extends Error {}

const base64url = (bytes: Buffer) => bytes.toString('base64url');
const SIGNATURES: Record<string, { hash: string; ec?: boolean; pss?: boolean }> = {
  RS256: { hash: 'sha256' },
  RS384: { hash: 'sha384' },
  RS512: { hash: 'sha512' },
  PS256: { hash: 'sha256', pss: true },
  ES256: { hash: 'sha256', ec: true },
  ES384: { hash: 'sha384', ec: true },
};
/** Clocks of the provider and ours may differ this much. */
const SKEW_S = 60;

/**
 * A relying party of one OpenID Connect provider: the authorisation code flow with PKCE (S256),
 * state and nonce, a confidential client (client_secret_basic), and the ID token's signature
 * checked against the provider's published keys (node:crypto, no library).
 */
export class OidcClient {
  private discovery: Promise<Discovery> | null = null;
  private keys = new Map<string, KeyObject>();

  constructor(
    readonly provider: OidcProviderConfig,
    private readonly redirectUri: string,
    private readonly now: () => Date,
  ) {}

  static newPending(): PendingSignIn {
    return {
      state: base64url(randomBytes(24)),
      nonce: base64url(randomBytes(24)),
      codeVerifier: base64url(randomBytes(48)),
    };
  }

  async authorizationUrl(pending: PendingSignIn): Promise<string> {
    const { authorization_endpoint } = await this.discover();
    const url = new URL(authorization_endpoint);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: this.provider.clientId,
      redirect_uri: this.redirectUri,
      scope: 'openid email profile',
      state: pending.state,
      nonce: pending.nonce,
      code_challenge: base64url(createHash('sha256').update(pending.codeVerifier).digest()),
      code_challenge_method: 'S256',
    }).toString();
    return url.toString();
  }

  /** Trades the code for tokens and returns the verified identity of the ID token. */
  async complete(code: string, pending: PendingSignIn): Promise<VerifiedIdentity> {
    const { token_endpoint } = await this.discover();
    const response = await fetch(token_endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
        authorization: `Basic ${Buffer.from(`${encodeURIComponent(this.provider.clientId)}:${encodeURIComponent(this.provider.clientSecret)}`).toString('base64')}`,
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: this.redirectUri,
        code_verifier: pending.codeVerifier,
      }),
    });
    const tokens = (await response.json().catch(() => ({}))) as { id_token?: string; error?: string };
    if (!response.ok || typeof tokens.id_token !== 'string')
      throw new OidcError(`token endpoint: ${response.status} ${tokens.error ?? ''}`);
    return this.verifyIdToken(tokens.id_token, pending.nonce);
  }

  private async verifyIdToken(idToken: string, nonce: string): Promise<VerifiedIdentity> {
    const [headerPart, payloadPart, signaturePart] = idToken.split('.');
    if (!headerPart || !payloadPart || !signaturePart) throw new OidcError('malformed ID token');
    const header = JSON.parse(Buffer.from(headerPart, 'base64url').toString()) as { alg?: string; kid?: string };
    const algorithm = SIGNATURES[header.alg ?? ''];
    if (!algorithm) throw new OidcError(`ID token algorithm ${header.alg}`);
    const key = await this.keyFor(header.kid);
    const signed = verify(
      algorithm.hash,
      Buffer.from(`${headerPart}.${payloadPart}`),
      { key, dsaEncoding: algorithm.ec ? 'ieee-p1363' : undefined, padding: algorithm.pss ? 6 : undefined },
      Buffer.from(signaturePart, 'base64url'),
    );
    if (!signed) throw new OidcError('ID token signature');
    const claims = JSON.parse(Buffer.from(payloadPart, 'base64url').toString()) as Record<string, unknown>;
    this.checkClaims(claims, nonce, (await this.discover()).issuer);
    return {
      subject: String(claims.sub),
      email: typeof claims.email === 'string' ? claims.email : null,
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      givenName: typeof claims.given_name === 'string' ? claims.given_name : null,
      familyName: typeof claims.family_name === 'string' ? claims.family_name : null,
    };
  }

  private checkClaims(claims: Record<string, unknown>, nonce: string, issuer: string): void {
    const nowS = Math.floor(this.now().getTime() / 1000);
    const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    if (claims.iss !== issuer) throw new OidcError('ID token issuer');
    if (!audiences.includes(this.provider.clientId)) throw new OidcError('ID token audience');
    if (audiences.length > 1 && claims.azp !== this.provider.clientId) throw new OidcError('ID token authorised party');
    if (typeof claims.exp !== 'number' || claims.exp + SKEW_S < nowS) throw new OidcError('ID token expired');
    if (typeof claims.iat === 'number' && claims.iat - SKEW_S > nowS)
      throw new OidcError('ID token issued in the future');
    if (claims.nonce !== nonce) throw new OidcError('ID token nonce');
    if (typeof claims.sub !== 'string' || claims.sub.length === 0) throw new OidcError('ID token subject');
  }

  /** The signing key named by `kid`; the key set is fetched again once when a new key appears (rotation). */
  private async keyFor(kid: string | undefined): Promise<KeyObject> {
    const cached = this.keys.get(kid ?? '');
    if (cached) return cached;
    const { jwks_uri } = await this.discover();
    const response = await fetch(jwks_uri, { headers: { accept: 'application/json' } });
    const { keys = [] } = (await response.json().catch(() => ({}))) as { keys?: Jwk[] };
    this.keys = new Map(
      keys
        .filter((jwk) => !jwk.use || jwk.use === 'sig')
        .map((jwk) => [jwk.kid ?? '', createPublicKey({ key: jwk, format: 'jwk' })]),
    );
    const key =
      this.keys.get(kid ?? '') ?? (kid === undefined && this.keys.size === 1 ? [...this.keys.values()][0] : undefined);
    if (!key) throw new OidcError('ID token key not published');
    return key;
  }

  private discover(): Promise<Discovery> {
    this.discovery ??= fetch(`${this.provider.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, {
      headers: { accept: 'application/json' },
    })
      .then(async (response) => {
        if (!response.ok) throw new OidcError(`discovery: ${response.status}`);
        return (await response.json()) as Discovery;
      })
      .catch((error: unknown) => {
        this.discovery = null;
        throw error;
      });
    return this.discovery;
  }
}
