import type { UnitHandle } from '../../src/analysis/code/index.js';
import { registerAnalyzer } from '../../src/analysis/code/index.js';
import type { Behaviour, Lang } from '../../src/analysis/facts.js';

/**
 * Helpers for analyzer tests: which facts would put a user at risk (a benign look-alike must produce
 * none), and a recorder for code handed to another language's analyzer (`unit.embed`), so a test of
 * the JavaScript analyzer can check the shell line it rebuilt without depending on the shell analyzer.
 */

const SENSITIVE = new Set(['secret', 'system-info', 'conversation']);

/** Facts no benign script should produce. Reads of secret-named environment variables (an API client
 *  reading its own token), sends of ordinary data and registry installs are not on the list: rules pair
 *  them with more. */
export function isDangerous(b: Behaviour): boolean {
  switch (b.kind) {
    case 'execute':
      return b.code.taints.some((t) => t === 'download' || t === 'decoded' || t === 'conversation');
    case 'send':
      return b.data.taints.some((t) => SENSITIVE.has(t)) || b.endpoint.cls === 'exfil-service';
    case 'read':
      return b.secret !== 'env-secret';
    case 'write':
      return b.cls !== 'temp' && b.cls !== 'other';
    case 'fetch':
      return (
        b.endpoint.cls === 'exfil-service' || b.endpoint.cls === 'raw-ip' || b.endpoint.cls === 'metadata'
      );
    case 'install':
      // A registry or local install is the ordinary path; a URL, a git remote or a custom index is not.
      return b.source === 'url' || b.source === 'git' || b.source === 'custom-index';
    case 'launch':
      return b.bypass.length > 0;
    case 'reverse-shell':
    case 'destroy':
    case 'privilege':
    case 'config':
      return true;
    default:
      return false;
  }
}

export function dangerous(bs: readonly Behaviour[]): Behaviour[] {
  return bs.filter(isDangerous);
}

/** Replaces `lang`'s analyzer with one that records the text of every unit it is given. */
export function recordEmbeds(lang: Lang): string[] {
  const seen: string[] = [];
  registerAnalyzer(lang, { analyze: (unit: UnitHandle) => void seen.push(unit.text) });
  return seen;
}
