// nginx as the cluster's load balancer (cluster.mjs): a generated config in a temp directory.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { ensureDebianPackage } from './debian-package.mjs';
import { stopProcess } from './stop-process.mjs';

/** nginx.conf for a round-robin balancer on `port` over `upstreams` (base URLs), files in `dir`. */
export function nginxConfig({ dir, port, upstreams }) {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${dir}/${kind};`);
  const servers = upstreams.map((url) => `    server ${new URL(url).host} max_fails=1 fail_timeout=2s;`);
  return `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${temp.join('\n  ')}
  upstream app {
${servers.join('\n')}
    keepalive 32;
    # Below Node's 5 s keep-alive: nginx never reuses a connection the app is closing (a POST
    # sent on one would fail, and is not retried).
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 200m;
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # An instance that refuses or drops a connection (stopped, restarting) is skipped: the
      # request goes to the next one. A POST already sent is never sent twice (nginx's default).
      proxy_next_upstream error timeout http_502;
      proxy_connect_timeout 2s;
      proxy_request_buffering off;
    }
  }
}
`;
}

export async function startNginx({ dir, port, upstreams }) {
  const binary = ensureDebianPackage('nginx');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, nginxConfig({ dir, port, upstreams }));
  // A group of its own (its master and workers): one that does not stop is killed whole.
  const child = spawn(binary, ['-c', file, '-p', dir], { stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode} (see ${dir}/error.log)`);
    if (
      await fetch(`${url}/api/health`).then(
        () => true,
        () => false,
      )
    )
      break;
    if (waited > 30_000) throw new Error('nginx did not answer within 30 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: () => stopProcess(child, { group: true }),
  };
}
