// `npm run dev`: the API with reload on :3000 and the Vite dev server on :5173, which proxies /logistics to it.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@freightdesk/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@freightdesk/web'], { stdio: 'inherit' }),
];

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => (code ? process.exit(code) : undefined)));
