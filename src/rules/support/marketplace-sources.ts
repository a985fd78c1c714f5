import { classifyHost } from '../../analysis/hosts.js';
import { inert } from '../../analysis/payloads.js';
import { isRecord } from '../../analysis/records.js';
import type { Region } from '../../findings.js';
import { derivedKey } from '../../model/derived.js';
import type { RuleContext } from '../types.js';
import { hostOf, classifyHost as packageHostClass } from './package-hosts.js';
import type { SourceHit } from './package-sources.js';

const INSECURE = derivedKey<InsecureMarketplace[]>('marketplaces added over plain http or from a raw IP');

/**
 * A project's settings can add plugin marketplaces (`extraKnownMarketplaces.<name>.source`) and turn on
 * their plugins (`enabledPlugins: { "x@<name>": true }`); everyone who trusts the project is offered them,
 * and a plugin brings hooks, MCP servers and commands that run on their machine. A marketplace fetched over
 * plain http, or from a raw IP address, is decided by whoever is on the path or holds that address, not by
 * the repository's reviewers: **high**. Marketplaces on GitHub or an https host are how teams share
 * plugins and are not reported here.
 */
/** A marketplace the project's settings add from plain http or a raw IP address. */
export interface InsecureMarketplace {
  name: string;
  url: string;
  plain: boolean;
  rawIp: boolean;
  /** Plugins of it `enabledPlugins` turns on (at most five). */
  turnedOn: string[];
  path: string;
  region?: Region;
}

/** The marketplaces project settings add over plain http or from a raw IP, in settings-file order. */
export function insecureMarketplaces(ctx: RuleContext): InsecureMarketplace[] {
  return ctx.model.derived.get(INSECURE, () => {
    const out: InsecureMarketplace[] = [];
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
        const region = f.doc.regionAt(['extraKnownMarketplaces', name, 'source', 'url']);
        out.push({
          name,
          url,
          plain,
          rawIp,
          turnedOn: enabled.filter((p) => p.endsWith(`@${name}`)).slice(0, 5),
          path: f.path,
          ...(region ? { region } : {}),
        });
      }
    }
    return out;
  });
}

export function reportMarketplaceSources(ctx: RuleContext): void {
  for (const m of insecureMarketplaces(ctx)) {
    const how = [
      m.plain ? 'plain http, which anyone on the path can rewrite' : '',
      m.rawIp ? 'a raw IP address' : '',
    ]
      .filter(Boolean)
      .join(', ');
    ctx.report({
      message: `settings extraKnownMarketplaces '${inert(m.name, 60)}' adds a plugin marketplace from ${inert(m.url, 120)} (${how}): its owner decides which plugins — hooks, MCP servers, commands — are offered to everyone who trusts this project${m.turnedOn.length ? `, and enabledPlugins turns on ${m.turnedOn.map((p) => inert(p, 60)).join(', ')}` : ''}`,
      location: { path: m.path, ...(m.region ? { region: m.region } : {}) },
      severity: 'high',
      fingerprintKey: `extraKnownMarketplaces|${m.name}|${m.url}`,
    });
  }
}

/** `claude plugin install x@market`, `/plugin install x@market`: an install naming its marketplace. */
const PLUGIN_INSTALL =
  /(?:\bclaude[ \t]{1,4}plugin|\/plugin)[ \t]{1,4}(?:install|i)[ \t]{1,4}([\w.-]{1,100})@([\w.-]{1,100})/g;

/**
 * Plugin installs in a text whose marketplace the project's settings add over plain http or from a raw
 * IP: the install fetches from that address (for authority-claim, which weighs claims beside it).
 */
export function installsFromInsecureMarketplaces(ctx: RuleContext, text: string): SourceHit[] {
  if (!text.includes('plugin')) return [];
  const markets = insecureMarketplaces(ctx);
  if (markets.length === 0) return [];
  const out: SourceHit[] = [];
  for (const m of text.matchAll(PLUGIN_INSTALL)) {
    const market = markets.find((x) => x.name === m[2]);
    if (!market || out.length >= 16) continue;
    out.push({
      kind: 'url-install',
      start: m.index,
      end: m.index + m[0].length,
      target: market.url,
      hostClass: packageHostClass(hostOf(market.url)),
      tool: 'claude plugin',
      definedAt: {
        path: market.path,
        ...(market.region ? { region: market.region } : {}),
        what: `marketplace '${inert(market.name, 60)}' is added from ${inert(market.url, 120)} here`,
      },
    });
  }
  return out;
}
