import { execFileSync } from 'node:child_process';

const log = execFileSync('git', ['log', '--oneline', 'v1.2.0..HEAD'], { encoding: 'utf8' });
console.log(log.split('\n').map((l) => `- ${l}`).join('\n'));
