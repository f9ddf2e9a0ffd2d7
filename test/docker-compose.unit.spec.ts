import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * docker-compose.yml as deployed: the app in production mode with its secrets from an env file,
 * the data services reachable from this machine only and each behind a password. Read as text by
 * service section (the file is small and flat; no YAML parser is a dependency of ours).
 */
const text = readFileSync(join(__dirname, '..', 'docker-compose.yml'), 'utf8');

function service(name: string): string {
  const lines = text.split('\n');
  // `  app: &platform` carries a YAML anchor the scaled services merge from.
  const start = lines.findIndex((line) => line === `  ${name}:` || line.startsWith(`  ${name}: &`));
  if (start < 0) throw new Error(`no service ${name}`);
  const end = lines.findIndex((line, index) => index > start && /^ {0,2}\S/.test(line));
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

const publishedPorts = (section: string) =>
  [...section.matchAll(/['"]([^'"]*\d+:\d+)['"]/g)].map((match) => match[1]!).filter((entry) => /:\d+$/.test(entry));

describe('docker-compose.yml', () => {
  test('the app runs with NODE_ENV=production and takes its secrets from an env file', () => {
    const app = service('app');
    expect(app).toMatch(/^\s+NODE_ENV: production$/m);
    expect(app).toMatch(/^\s+env_file:/m);
    expect(app).not.toMatch(/JWT_SECRET:|ADMIN_PASSWORD:/);
  });

  test.each(['postgres', 'redis', 'esdb'])('%s is published on 127.0.0.1 only', (name) => {
    const ports = publishedPorts(service(name));
    for (const entry of ports) expect(entry).toMatch(/^127\.0\.0\.1:/);
  });

  test('PostgreSQL and Redis require a password from the env file', () => {
    expect(service('postgres')).not.toMatch(/POSTGRES_HOST_AUTH_METHOD:\s*trust/);
    expect(service('postgres')).toMatch(/POSTGRES_PASSWORD: \$\{POSTGRES_PASSWORD:\?/);
    expect(service('redis')).toMatch(/--requirepass['"], ['"]\$\{REDIS_PASSWORD:\?/);
  });

  describe('the scaled deployment (profile scaled)', () => {
    test.each(['api', 'worker'])('%s runs as two replicas of the app, after setup has migrated and seeded', (name) => {
      const section = service(name);
      expect(section).toMatch(/^\s+<<: \*platform$/m);
      expect(section).toMatch(/replicas: 2/);
      expect(section).toMatch(/setup: \{ condition: service_completed_successfully \}/);
      expect(section).toMatch(/profiles: \['scaled'\]/);
      // A replica publishes no port of its own (two would collide on the app's 3000): only the proxy does.
      expect(section).toMatch(/^\s+ports: \[\]$/m);
    });

    test('setup installs, builds the web app, migrates and seeds once', () => {
      const command = service('setup');
      for (const step of ['npm ci', 'npm run build -w web', 'apps/worker/src/migrate.ts', 'scripts/seed.ts'])
        expect(command).toContain(step);
    });

    test('nginx spreads calls over the API replicas and is the only door; the API trusts that one hop', () => {
      expect(publishedPorts(service('proxy'))).toEqual(['8080:80']);
      expect(service('api')).toMatch(/TRUST_PROXY: '1'/);
      const nginx = readFileSync(join(__dirname, '..', 'deploy', 'nginx.conf'), 'utf8');
      expect(nginx).toMatch(/server api:3000/);
      expect(nginx).toMatch(/proxy_pass http:\/\/api;/);
      // The reader's own address, not whatever the client sent, reaches the per-address limits.
      expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    });
  });
});
