import type { Severity } from '../findings.js';
import { packageSourcesOf, type SourceHit } from './support/package-sources.js';
import { reportReached } from './support/reach.js';
import {
  excerpt,
  isEducational,
  isNegated,
  lowerSeverity,
  placementOf,
  regionOf,
  textTargets,
} from './support/text-context.js';
import { defineRule } from './types.js';

/**
 * Package installs that bypass the registry: index/registry redirection, installs from git, forks or
 * tarball URLs, and switching off TLS verification. The official registries and local mirrors stay quiet.
 */

function judge(h: SourceHit): { severity: Severity; what: string } | undefined {
  if (h.hostClass === 'official') return undefined;
  const where = h.host ? ` (${h.host})` : '';
  switch (h.kind) {
    case 'registry-redirect':
      if (h.hostClass === 'local' || h.hostClass === 'placeholder')
        return { severity: 'info', what: `points ${h.tool} at a local or placeholder registry${where}` };
      return {
        severity: 'high',
        what: `switches ${h.tool} to another package index${where}: every later install resolves names there, so any package can be replaced`,
      };
    case 'vcs-install':
      if (h.hostClass === 'local' || h.hostClass === 'placeholder') return undefined;
      return {
        severity: h.hostClass === 'raw-ip' ? 'high' : 'medium',
        what: `installs from a git repository${where} instead of the registry: no published release, no registry malware scanning, and the branch can change after review`,
      };
    case 'url-install':
      if (h.hostClass === 'local' || h.hostClass === 'placeholder') return undefined;
      return {
        severity: h.hostClass === 'raw-ip' || /^http:/i.test(h.target) ? 'high' : 'medium',
        what: `installs a package straight from a URL${where} instead of the registry; its content is whatever that host serves at install time`,
      };
    case 'tls-off':
      return {
        severity: 'medium',
        what: `turns off certificate verification for ${h.tool}, so anyone on the network path can swap packages`,
      };
  }
}

export default defineRule('supply-chain-redirect', async (ctx) => {
  for (const t of await textTargets(ctx)) {
    const text = t.file.text;
    for (const h of packageSourcesOf(ctx, t)) {
      const j = judge(h);
      if (!j) continue;
      let severity = j.severity;
      const place = placementOf(t, h.start);
      if (isNegated(text, h.start)) severity = 'info';
      else if (isEducational(text, h.start) && place.code) severity = lowerSeverity(severity);
      await reportReached(ctx, {
        path: t.path,
        region: regionOf(t, h.start, h.end),
        severity,
        message: `'${excerpt(text.slice(h.start, h.end), 80)}' ${j.what}`,
        fingerprintKey: `${h.kind}|${h.tool}|${h.target}`,
      });
    }
  }
});
