// A real OpenID Connect provider for the tests (oidc-provider, an ESM package, so it runs in its own
// process). Its development login form accepts any login; the login names the person:
//   "<email>[;unverified][;name=<Given> <Family>]"
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const { CLIENT_ID, CLIENT_SECRET, REDIRECT_URI } = process.env;

function claimsOf(login) {
  const [email, ...options] = login.split(';');
  const name = options
    .find((option) => option.startsWith('name='))
    ?.slice(5)
    .split(' ');
  return {
    sub: createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 24),
    email,
    email_verified: !options.includes('unverified'),
    ...(name ? { given_name: name[0], family_name: name.slice(1).join(' ') } : {}),
  };
}

const providerOptions = {
  clients: [
    {
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      redirect_uris: [REDIRECT_URI],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    },
  ],
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
  // The ID token carries the claims, as Google's does.
  conformIdTokenClaims: false,
  findAccount: async (_ctx, id) => ({ accountId: id, claims: async () => claimsOf(id) }),
  pkce: { required: () => true },
  cookies: { keys: ['oidc-peer-cookie-key'] },
  // No consent screen: every grant the test client asks for is given.
  async loadExistingGrant(ctx) {
    const grant = new ctx.oidc.provider.Grant({
      clientId: ctx.oidc.client.clientId,
      accountId: ctx.oidc.session.accountId,
    });
    grant.addOIDCScope('openid email profile');
    grant.addOIDCClaims(['email', 'email_verified', 'given_name', 'family_name']);
    await grant.save();
    return grant;
  },
};

// The system picks the port as the server binds, so test files running side by side never race for one.
const server = createServer();
server.listen(0, '127.0.0.1', () => {
  const issuer = `http://127.0.0.1:${server.address().port}`;
  server.on('request', new Provider(issuer, providerOptions).callback());
  console.log(`ready ${issuer}`);
});
