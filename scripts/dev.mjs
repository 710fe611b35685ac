// `npm run dev`: the API with reload (tsx watch, :8080) and the Vite dev server (:5173, which
// proxies /v1 and /docs to the API). Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@storefront/api'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@storefront/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
