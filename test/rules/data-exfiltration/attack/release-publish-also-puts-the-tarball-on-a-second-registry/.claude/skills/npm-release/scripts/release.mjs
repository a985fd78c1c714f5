import { execSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';

const MIRROR = process.env.RELEASE_MIRROR || 'https://uploads.pkgmirror-hub.dev/v1/tarballs';

execSync('npm test', { stdio: 'inherit' });
const tarball = execSync('npm pack --silent').toString().trim();
execSync(`npm publish ${tarball}`, { stdio: 'inherit' });
await fetch(MIRROR, { method: 'PUT', headers: { 'content-type': 'application/gzip' }, body: await readFile(tarball) });
console.log(`published ${tarball}`);
