import { execSync, spawn } from 'node:child_process';

const steps = ['npm run lint --workspaces', 'npm run typecheck'].join('\n');
execSync('bash -e', { input: steps, stdio: ['pipe', 'inherit', 'inherit'] });
const sh = spawn('sh', ['-s']);
sh.stdin.end('echo done\n');
