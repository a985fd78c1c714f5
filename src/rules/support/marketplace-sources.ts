import { classifyHost } from '../../analysis/hosts.js';
import { inert } from '../../analysis/payloads.js';
import { isRecord } from '../../analysis/records.js';
import type { RuleContext } from '../types.js';

/**
 * A project's settings can add plugin marketplaces (`extraKnownMarketplaces.<name>.source`) and turn on
 * their plugins (`enabledPlugins: { "x@<name>": true }`); everyone who trusts the project is offered them,
 * and a plugin brings hooks, MCP servers and commands that run on their machine. A marketplace fetched over
 * plain http, or from a raw IP address, is decided by whoever is on the path or holds that address, not by
 * the repository's reviewers: **high**. Marketplaces on GitHub or an https host are how teams share
 * plugins and are not reported here.
 */
export function reportMarketplaceSources(ctx: RuleContext): void {
  for (const f of ctx.model.hooksFiles) {
    if (f.kind !== 'settings' || f.doc.error || !isRecord(f.doc.data)) continue;
    const extra = f.doc.data.extraKnownMarketplaces;
    if (!isRecord(extra)) continue;
    const enabled = isRecord(f.doc.data.enabledPlugins) ? Object.keys(f.doc.data.enabledPlugins) : [];
    for (const [name, entry] of Object.entries(extra).slice(0, 50)) {
      const source = isRecord(entry) && isRecord(entry.source) ? entry.source : undefined;
      const url = typeof source?.url === 'string' ? source.url.trim() : undefined;
      if (!url || !/^[a-z][\w+.-]{0,20}:\/\//i.test(url)) continue;
      const plain = /^(?:http|git):\/\//i.test(url);
      const rawIp = classifyHost(url) === 'raw-ip';
      if (!plain && !rawIp) continue;
      const turnedOn = enabled.filter((p) => p.endsWith(`@${name}`)).slice(0, 5);
      const region = f.doc.regionAt(['extraKnownMarketplaces', name, 'source', 'url']);
      ctx.report({
        message: `settings extraKnownMarketplaces '${inert(name, 60)}' adds a plugin marketplace from ${inert(url, 120)} (${[plain ? 'plain http, which anyone on the path can rewrite' : '', rawIp ? 'a raw IP address' : ''].filter(Boolean).join(', ')}): its owner decides which plugins — hooks, MCP servers, commands — are offered to everyone who trusts this project${turnedOn.length ? `, and enabledPlugins turns on ${turnedOn.map((p) => inert(p, 60)).join(', ')}` : ''}`,
        location: { path: f.path, ...(region ? { region } : {}) },
        severity: 'high',
        fingerprintKey: `extraKnownMarketplaces|${name}|${url}`,
      });
    }
  }
}
