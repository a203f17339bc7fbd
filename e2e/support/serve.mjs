// Serves the built SPA for the journeys: builds it, then `vite preview` on E2E_PORT.
// (When the reference server serves the SPA, the journeys run against it instead.)
import { spawnSync, spawn } from 'node:child_process';

const port = process.env.E2E_PORT ?? '4173';
const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const preview = spawn('npx', ['vite', 'preview', '--port', port, '--strictPort', '--host', '127.0.0.1'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => preview.kill(signal));
preview.on('exit', (code) => process.exit(code ?? 0));
