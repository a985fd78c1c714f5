import type { Endpoint } from '../../analysis/facts.js';
import type { RuleContext } from '../types.js';
/** The site a host belongs to: its registrable domain, one label more under a shared hosting suffix. */
export declare function siteOf(host: string | undefined): string | undefined;
/** The name of a host's site (`pi` for `pi.dev`, `esbuild` for `esbuild.github.io`). */
export declare function siteLabel(host: string | undefined): string | undefined;
/** A link the skill gives: the site it points to and, for a Markdown link, its text. */
export interface SiteLink {
    site: string;
    url: string;
    text?: string;
}
/** Prose of a Markdown text: fenced blocks dropped, inline code spans blanked (links stay). */
export declare function proseOf(text: string): string;
/** The links of a prose text (see the header), installer-shaped addresses left out. */
export declare function linksIn(prose: string): SiteLink[];
/**
 * The links the skill holding `path` gives (its SKILL.md, the file itself when it is Markdown), with the
 * repository's own package and the plugin's manifest `homepage`/`repository`. Read once per file.
 */
export declare function skillLinks(ctx: RuleContext, path: string): Promise<SiteLink[]>;
/**
 * How the skill ties a download's site: `linked` when it links the site elsewhere (see the header), `named`
 * when one of those links' own text names the site (`[iii-engine](https://iii.dev)`: the skill introduces
 * that site as the tool's), undefined when it gives no link to it.
 */
export declare function siteLinkTie(ctx: RuleContext, path: string, endpoint: Endpoint | undefined): Promise<'linked' | 'named' | undefined>;
