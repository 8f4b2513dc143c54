// Debian's nginx (/usr/sbin/nginx) as the load balancer in front of several shop servers, for the
// rolling-deploy check (scripts/rolling-deploy.mjs). Nothing is installed here: `.ci/run` installs
// the package. Each start is a private nginx: its own prefix, configuration, pid file, logs and
// temporary folders in a temporary folder, `daemon off` (a child of this process), on a free
// loopback port; the system's nginx (if any) and its configuration are left alone.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server.mjs';

export const NGINX = '/usr/sbin/nginx';
export const nginxHelp = `nginx is not installed (${NGINX} is missing): the rolling-deploy check puts Debian's nginx in front of two shop servers. Install it with "sudo apt-get install nginx" (.ci/run does this).`;

/**
 * The configuration, as an operator would write it for a pool of shop servers:
 *
 * - `upstream` lists every server with `max_fails=0`: nginx never takes a server out of the pool
 *   for a while after an error, it tries the next one for that request instead (below). With the
 *   default `max_fails=1 fail_timeout=10s`, a server that refused one connection while it
 *   restarted stays out for up to 10 s after it is back; if the other server is stopped in that
 *   time, nginx has "no live upstreams" and answers 502 at once though a server is ready. A
 *   refused connection on loopback costs nothing, so trying the pool every time is the cheaper
 *   risk. (A hung server would cost `proxy_connect_timeout` a request; OSS nginx has no active
 *   health checks of /readyz.)
 * - No `keepalive` to the upstreams: each request gets its own connection, closed after it
 *   (`Connection: close`, nginx's default). With kept-alive connections a server that closes an
 *   idle connection while nginx sends the next request on it makes nginx see an error after
 *   the request was sent, which it does not retry for POST (a checkout) and would retry for GET
 *   only; the shop's servers would also need an idle timeout longer than nginx's.
 * - `proxy_next_upstream error timeout http_502 http_503`: a refused connection, a timeout or a
 *   502/503 from one server is tried on the other (`proxy_next_upstream_tries 2`, within 15 s).
 *   nginx never passes a POST on once it has been sent to a server (no `non_idempotent`): a
 *   checkout is never placed twice by the proxy; a refused connection was never sent, so it is
 *   passed on whatever the method.
 * - The client's address: nginx trusts X-Forwarded-For only from `trustedClients` (the load
 *   generator here, standing in for a CDN in front of nginx: realip module) and sends the shop
 *   the one address it decided, so the shop runs with TRUST_PROXY=1 (nginx is its one proxy).
 * - Realtime: Upgrade and Connection are passed for WebSocket upgrades. X-Request-Id: nginx's own
 *   id of the request, which the shop logs and answers with.
 * - Each answer carries `X-Upstream-Addr` and `X-Upstream-Status` (nginx's $upstream_addr and
 *   $upstream_status: "a, b" when a request was tried on two servers), for the test's figures.
 */
export function nginxConfig({ dir, port, upstreams, trustedClients = ['127.0.0.1'], maxFails = 0, failTimeout = 10 }) {
  const at = (name) => path.join(dir, name);
  return `# Written by scripts/lib/nginx.mjs for one test run.
daemon off;
master_process on;
worker_processes 1;
pid ${at('nginx.pid')};
error_log ${at('error.log')} notice;

events {
  worker_connections 1024;
}

http {
  log_format upstreams '$time_iso8601 $request_method "$uri" $status upstream=$upstream_addr upstream_status=$upstream_status time=$request_time';
  access_log ${at('access.log')} upstreams;
  client_body_temp_path ${at('client_body')};
  proxy_temp_path ${at('proxy')};
  fastcgi_temp_path ${at('fastcgi')};
  uwsgi_temp_path ${at('uwsgi')};
  scgi_temp_path ${at('scgi')};
  server_tokens off;
  client_max_body_size 10m;

  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' close;
  }

  upstream shop {
${upstreams.map((upstream) => `    server ${upstream} max_fails=${maxFails}${maxFails > 0 ? ` fail_timeout=${failTimeout}s` : ''};`).join('\n')}
  }

  server {
    listen 127.0.0.1:${port};
${trustedClients.map((address) => `    set_real_ip_from ${address};`).join('\n')}
    real_ip_header X-Forwarded-For;

    location / {
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_connect_timeout 2s;
      proxy_send_timeout 60s;
      proxy_read_timeout 60s;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_next_upstream_timeout 15s;
      add_header X-Upstream-Addr $upstream_addr always;
      add_header X-Upstream-Status $upstream_status always;
    }
  }
}
`;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function accepts(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts nginx in front of `upstreams` ("127.0.0.1:port"); `maxFails` and `failTimeout` (seconds)
 * replace the configuration's max_fails=0 (nginx's default is 1 with fail_timeout=10s). Answers { baseURL, port, dir,
 * errorLog(), accessLog(), stop() }; throws with nginxHelp when nginx is missing.
 */
export async function startNginx({ upstreams, trustedClients, maxFails, failTimeout }) {
  if (!existsSync(NGINX)) throw new Error(nginxHelp);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-nginx-'));
  // As root, nginx's workers run as "nobody": they must be able to reach the temporary folders.
  chmodSync(dir, 0o755);
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig({ dir, port, upstreams, trustedClients, maxFails, failTimeout }));
  // -e: the log nginx writes before it has read the configuration.
  const args = ['-p', `${dir}/`, '-c', conf, '-e', path.join(dir, 'error.log')];
  const child = spawn(NGINX, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  let exited = false;
  const exit = new Promise((resolve) => child.once('exit', (code, signal) => ((exited = true), resolve({ code, signal }))));
  child.once('error', () => (exited = true));
  const kill = () => {
    try {
      child.kill('SIGKILL');
    } catch {
      // gone
    }
  };
  process.once('exit', kill);
  const deadline = Date.now() + 20_000;
  while (!(await accepts(port))) {
    const log = existsSync(path.join(dir, 'error.log')) ? readFileSync(path.join(dir, 'error.log'), 'utf8') : '';
    if (exited || Date.now() > deadline) {
      kill();
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`nginx did not start: ${log.trim().split('\n').slice(-3).join(' / ') || 'no message'}`);
    }
    await sleep(100);
  }
  const read = (name) => (existsSync(path.join(dir, name)) ? readFileSync(path.join(dir, name), 'utf8') : '');
  return {
    baseURL: `http://127.0.0.1:${port}`,
    port,
    dir,
    errorLog: () => read('error.log'),
    accessLog: () => read('access.log'),
    /** Graceful stop (SIGQUIT: finish what is in flight), SIGKILL after 10 s; removes the folder. */
    async stop() {
      if (!exited) {
        child.kill('SIGQUIT');
        const timer = setTimeout(kill, 10_000);
        await exit;
        clearTimeout(timer);
      }
      process.removeListener('exit', kill);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
