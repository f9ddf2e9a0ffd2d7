import { SandboxProvider } from '@notebook/billing';
import { loadConfig } from '@notebook/kernel';
import { createApi } from './create-api';
import { buildResources } from './resources';

async function main(): Promise<void> {
  const config = loadConfig();
  const resources = buildResources(config);
  const app = await createApi(resources, { serveWeb: true });
  await app.listen({ port: config.PORT, host: '0.0.0.0' });
  console.log(`API and web app listening on http://localhost:${config.PORT}`);
  // The sandbox payment provider (development without Stripe's keys) sends its webhooks to us here.
  await app
    .get(SandboxProvider)
    .listenOn({ apiBaseUrl: `http://127.0.0.1:${config.PORT}`, pageBaseUrl: config.PUBLIC_BASE_URL });
  const shutdown = async () => {
    await app.close();
    await resources.close();
    process.exit(0);
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
