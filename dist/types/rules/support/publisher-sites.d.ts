import type { Endpoint } from '../../analysis/facts.js';
import type { RuleContext } from '../types.js';
/** The domain's own name: the label left of the public suffix (`cli.oomol.com` → `oomol`). */
export declare function siteName(host: string | undefined): string | undefined;
export declare function repositoryPublishers(ctx: RuleContext): Promise<string[]>;
/**
 * How a download's site is tied to its publisher: `publisher` when its domain name (or, on a source host, the
 * repository's account: `oomol-lab`) is the repository's publisher's (above), `brand` when a site's name is
 * the brand the skill's name opens with and a company word (`k7-total-security-…` and `k7computing.com`; a
 * brand of four letters or more may stand alone), `lookalike` when it is one or two letters from either,
 * undefined otherwise.
 */
export declare function publisherSiteTie(ctx: RuleContext, endpoint: Endpoint | undefined, skills: readonly string[], account: string | undefined): Promise<'publisher' | 'brand' | 'lookalike' | undefined>;
