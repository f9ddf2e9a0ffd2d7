import { loadConfig } from './config';

const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret-of-32-bytes!',
  ADMIN_PASSWORD: 'a strong admin password 2026',
  DATABASE_URL: 'postgres://notebook:secret@db:5432/notebook',
};

describe('loadConfig fails closed outside development and test', () => {
  test('a complete production environment loads', () => {
    const config = loadConfig(production);
    expect(config).toMatchObject({
      NODE_ENV: 'production',
      jwtSecret: production.JWT_SECRET,
      DATABASE_URL: production.DATABASE_URL,
    });
  });

  test.each([
    ['JWT_SECRET', { JWT_SECRET: undefined }],
    ['JWT_SECRET', { JWT_SECRET: 'only-twenty-bytes-xx' }],
    ['ADMIN_PASSWORD', { ADMIN_PASSWORD: undefined }],
    ['ADMIN_PASSWORD', { ADMIN_PASSWORD: 'x' }],
    ['ADMIN_PASSWORD', { ADMIN_PASSWORD: 'onlyletters' }],
    ['ADMIN_PASSWORD', { ADMIN_PASSWORD: 'abc1234' }],
    ['DATABASE_URL', { DATABASE_URL: undefined }],
  ])('production without a good %s is refused, naming it', (name, change) => {
    expect(() => loadConfig({ ...production, ...change })).toThrow(
      new RegExp(`Refusing to start with NODE_ENV=production: set .*${name}`),
    );
  });

  test('NODE_ENV unset is development: the development database and secret, no refusal', () => {
    const config = loadConfig({});
    expect(config.NODE_ENV).toBe('development');
    expect(config.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/notebook');
    expect(config.jwtSecret.length).toBeGreaterThan(0);
  });

  test('test runs may use shorter secrets and no admin password', () => {
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'test-secret-for-the-suite' }).NODE_ENV).toBe('test');
  });
});

describe('Stripe', () => {
  test('the secret key needs the publishable key the payment pages load Stripe.js with; a bad key is refused', () => {
    expect(() => loadConfig({ ...production, STRIPE_SECRET_KEY: 'sk_live_x' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY: required with STRIPE_SECRET_KEY/,
    );
    expect(() =>
      loadConfig({ ...production, STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_PUBLISHABLE_KEY: 'sk_live_x' }),
    ).toThrow(/STRIPE_PUBLISHABLE_KEY: must be/);
    expect(
      loadConfig({ ...production, STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_PUBLISHABLE_KEY: 'pk_live_abc' })
        .STRIPE_PUBLISHABLE_KEY,
    ).toBe('pk_live_abc');
  });
});

describe('TRUST_PROXY names whom to trust, never everyone', () => {
  test.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1, 10.0.0.0/8,::1', ['10.0.0.1', '10.0.0.0/8', '::1']],
  ])('%j is %j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  test.each([
    'true',
    'yes',
    '10.0.0.300',
    'proxy.internal',
    '0.0.0.0/0',
    '::/0',
    '10.0.0.1, ::/0',
    '10.0.0.0/33',
    '10.0.0.0/8/1',
  ])('%j is refused with the accepted forms', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be a hop count/);
  });
});
