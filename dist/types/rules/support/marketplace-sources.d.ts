import type { Region } from '../../findings.js';
import type { RuleContext } from '../types.js';
import type { SourceHit } from './package-sources.js';
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
export declare function insecureMarketplaces(ctx: RuleContext): InsecureMarketplace[];
export declare function reportMarketplaceSources(ctx: RuleContext): void;
/**
 * Plugin installs in a text whose marketplace the project's settings add over plain http or from a raw
 * IP: the install fetches from that address (for authority-claim, which weighs claims beside it).
 */
export declare function installsFromInsecureMarketplaces(ctx: RuleContext, text: string): SourceHit[];
