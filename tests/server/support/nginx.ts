import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The configuration the README gives operators, run as it is (its placeholders filled). */
const STOREFRONT_CONF = fileURLToPath(new URL('../../../deploy/nginx/storefront.conf', import.meta.url));

function whenListening(port: number, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > until) reject(new Error(`nothing listens on ${port}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/**
 * Debian's nginx with deploy/nginx/storefront.conf in front of `upstreams`, on loopback, with a
 * prefix of its own in a temporary folder (its pid, temp files and log): no root needed, nothing
 * of the machine's nginx touched. Fails with what to do when nginx is not installed.
 */
export async function startNginx(options: { port: number; upstreams: [string, string] }) {
  if (spawnSync('nginx', ['-v']).error !== undefined) {
    throw new Error('nginx is not installed: `apt-get install -y nginx` (Debian), as .ci/run does. This test needs a real proxy.');
  }
  const prefix = mkdtempSync(join(tmpdir(), 'storefront-nginx-'));
  chmodSync(prefix, 0o755); // run by root, nginx's workers are `nobody` and write their temp files here
  const site = readFileSync(STOREFRONT_CONF, 'utf8')
    .replace('{{API_1}}', options.upstreams[0])
    .replace('{{API_2}}', options.upstreams[1])
    .replace('{{LISTEN}}', `127.0.0.1:${options.port}`);
  writeFileSync(join(prefix, 'storefront.conf'), site);
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${prefix}/storefront.conf;
}
`,
  );
  const child: ChildProcess = spawn('nginx', ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const early = exited.then(() => {
    throw new Error(`nginx exited at start: ${output}${readFileSync(join(prefix, 'error.log'), 'utf8')}`);
  });
  await Promise.race([whenListening(options.port), early]);
  early.catch(() => undefined);
  return {
    origin: `http://127.0.0.1:${options.port}`,
    /** nginx's error log, for a failure's message. */
    errors: () => readFileSync(join(prefix, 'error.log'), 'utf8'),
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT'); // nginx's graceful stop
        await exited;
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
