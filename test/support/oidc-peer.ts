import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

/** Cookies per host, as a browser keeps them (enough for these round trips). */
class CookieJar {
  private readonly cookies = new Map<string, Map<string, string>>();

  header(url: URL): string {
    return [...(this.cookies.get(url.host) ?? new Map()).entries()]
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
  }

  keep(url: URL, response: Response): void {
    const jar = this.cookies.get(url.host) ?? new Map<string, string>();
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      const [name, value] = [pair!.slice(0, at).trim(), pair!.slice(at + 1).trim()];
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) jar.delete(name);
      else jar.set(name, value);
    }
    this.cookies.set(url.host, jar);
  }
}

/**
 * A real OpenID Connect provider (oidc-provider) in a child process, and a browser-like walk
 * through a sign-in: the API's authorize call, the provider's login form, the callback.
 */
export class OidcPeer {
  private constructor(
    private readonly child: ChildProcess,
    readonly issuer: string,
  ) {}

  static async start(client: { clientId: string; clientSecret: string; redirectUri: string }): Promise<OidcPeer> {
    const child = spawn(process.execPath, [join(__dirname, 'oidc-peer.mjs')], {
      env: {
        ...process.env,
        CLIENT_ID: client.clientId,
        CLIENT_SECRET: client.clientSecret,
        REDIRECT_URI: client.redirectUri,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const issuer = await new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const ready = /ready (\S+)/.exec(output);
        if (ready) resolve(ready[1]!);
      });
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('exit', (code) => reject(new Error(`the OIDC peer stopped (${code}): ${output}`)));
    });
    return new OidcPeer(child, issuer);
  }

  async close(): Promise<void> {
    if (this.child.exitCode !== null) return;
    await new Promise((resolve) => {
      this.child.once('exit', resolve);
      this.child.kill();
    });
  }

  /**
   * Signs in as `login` from `authorizeUrl` (the API's) and returns where the API finally sends the
   * browser (/oauth2/redirect, or ?error=…) and the cookies the browser then holds for the API (the
   * refresh cookie the page trades for an access token). `publicBase` (the links' origin) is read as
   * `apiBase`. `beforeCallback` may change the callback URL (a forged state, a replay).
   */
  async signIn(options: {
    authorizeUrl: string;
    login: string;
    apiBase: string;
    publicBase: string;
    beforeCallback?: (url: URL) => URL;
  }): Promise<{ url: URL; apiCookies: string }> {
    const jar = new CookieJar();
    const local = (url: URL) =>
      url.origin === new URL(options.publicBase).origin ? new URL(url.pathname + url.search, options.apiBase) : url;
    let url = new URL(options.authorizeUrl);
    let form: { action: URL; fields: Record<string, string> } | null = null;
    for (let step = 0; step < 12; step++) {
      if (url.pathname.startsWith('/api/oauth2/callback/') && options.beforeCallback) {
        url = options.beforeCallback(url);
        options = { ...options, beforeCallback: undefined };
      }
      if (url.pathname === '/oauth2/redirect') return { url, apiCookies: jar.header(new URL(options.apiBase)) };
      const response = await fetch(url, {
        method: form ? 'POST' : 'GET',
        redirect: 'manual',
        headers: { cookie: jar.header(url), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
        body: form ? new URLSearchParams(form.fields) : undefined,
      });
      jar.keep(url, response);
      form = null;
      const location = response.headers.get('location');
      if (location) {
        url = local(new URL(location, url));
        continue;
      }
      const page = await response.text();
      form = loginForm(page, url, options.login);
      if (!form)
        throw new Error(`the sign-in stopped at ${url.toString()} (${response.status}): ${page.slice(0, 300)}`);
      url = form.action;
    }
    throw new Error('the sign-in went round in circles');
  }
}

/** The provider's development login form, filled in. */
function loginForm(page: string, at: URL, login: string): { action: URL; fields: Record<string, string> } | null {
  const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
  if (!action) return null;
  const fields: Record<string, string> = {};
  for (const input of page.matchAll(/<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g))
    fields[input[1]!] = input[2]!;
  if (/name="login"/.test(page)) Object.assign(fields, { login, password: 'any' });
  return { action: new URL(action.replace(/&amp;/g, '&'), at), fields };
}
