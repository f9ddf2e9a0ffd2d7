/**
 * What `npm run seed` (and `npm start`) seeds. The demo (readers with the published password, an
 * active subscriber, content) only in development, which is also what an unset NODE_ENV means, or
 * with `--demo` in test; never when NODE_ENV=production, where only the super admin from
 * ADMIN_EMAIL / ADMIN_PASSWORD is created.
 */
export type SeedMode = 'demo' | 'admin-only';

export function seedMode(nodeEnv: 'development' | 'production' | 'test', args: readonly string[]): SeedMode {
  const demoAsked = args.includes('--demo');
  if (nodeEnv === 'production') {
    if (demoAsked)
      throw new Error('Refusing to seed the demo (published passwords) with NODE_ENV=production: drop --demo');
    return 'admin-only';
  }
  return nodeEnv === 'development' || demoAsked ? 'demo' : 'admin-only';
}
