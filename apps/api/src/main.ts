import { loadConfig, ConfigError } from './platform/config.js';
import { buildServer } from './server.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const started = Date.now();
  const server = await buildServer(config);
  const url = await server.listen();
  // Every line the process prints is JSON (issue 40): the start banner is a log line too, written
  // at info even when LOG_LEVEL is quieter (as the plain banner was), unless logging is silenced.
  const banner = config.LOG_LEVEL === 'silent' ? server.app.log : server.app.log.child({}, { level: 'info' });
  banner.info(
    { ms: Date.now() - started, url: config.publicUrl, docs: `${config.publicUrl}/api/docs`, local: url },
    `Gavel marketplace: ${config.publicUrl} (API reference: ${config.publicUrl}/api/docs, local ${url})`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
