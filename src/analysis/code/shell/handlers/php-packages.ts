import type { Cmd, Handler } from '../cmd.js';
import { parseOpts } from '../options.js';
import type { ShellState } from '../state.js';
import { EXACT_SEMVER, emitInstall } from './packages.js';

/**
 * PHP extensions from PECL, PHP's extension registry: `pecl install vld`, `pecl install vld-0.19.1`,
 * `pecl install channel://pecl.php.net/vld-0.19.1`, or the release archive from the registry itself
 * (`https://pecl.php.net/get/vld-0.19.1.tgz`). One `install` fact per extension, named without its
 * version (the name is what a file's build-from-source line is matched against: support/own-upstream.ts),
 * pinned when the version is exact. An archive from any other address is not modelled here.
 */

const PECL_REF =
  /^(?:channel:\/\/pecl\.php\.net\/|https?:\/\/pecl\.php\.net\/get\/)?([A-Za-z]\w{1,60})(?:-([^\n]{1,300}))?$/;

function pecl(st: ShellState, cmd: Cmd): undefined {
  if (cmd.argv[1]?.v.text !== 'install' && cmd.argv[1]?.v.text !== 'upgrade') return undefined;
  const p = parseOpts(cmd.argv.slice(2), { short: 'fnZ', long: ['force', 'nodeps', 'nocompress'] });
  const specs = [];
  for (const word of p.operands) {
    const m = PECL_REF.exec(word.v.text.trim());
    if (!m) continue;
    const version = (m[2] ?? '').replace(/\.tgz$/, '');
    specs.push({ word, spec: m[1]!, source: 'registry' as const, pinned: EXACT_SEMVER.test(version) });
  }
  if (specs.length > 0) emitInstall(st, cmd, 'pecl', specs, false);
  return undefined;
}

export const PHP_PACKAGE_HANDLERS: Array<[string, Handler]> = [['pecl', pecl]];
