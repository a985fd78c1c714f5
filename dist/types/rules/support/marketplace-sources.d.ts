import type { RuleContext } from '../types.js';
/**
 * A project's settings can add plugin marketplaces (`extraKnownMarketplaces.<name>.source`) and turn on
 * their plugins (`enabledPlugins: { "x@<name>": true }`); everyone who trusts the project is offered them,
 * and a plugin brings hooks, MCP servers and commands that run on their machine. A marketplace fetched over
 * plain http, or from a raw IP address, is decided by whoever is on the path or holds that address, not by
 * the repository's reviewers: **high**. Marketplaces on GitHub or an https host are how teams share
 * plugins and are not reported here.
 */
export declare function reportMarketplaceSources(ctx: RuleContext): void;
