// Versions a maintainer needs to reproduce a crash; no configuration files, no environment.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));
const npm = execFileSync('npm', ['--version'], { encoding: 'utf8' }).trim();
console.log(`lintkit ${pkg.version}`);
console.log(`node ${process.version} / npm ${npm} / ${process.platform}-${process.arch}`);
