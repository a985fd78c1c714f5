import type { Region, Severity } from '../../findings.js';
import type { JsonDoc } from '../../model/positions.js';
import type { MarketplaceInfo } from '../../model/skill.js';
import type { RuleContext } from '../types.js';
/**
 * Marketplace files (docs/skills.md §2.7), for the plugin-manifest rule: what `claude plugin validate`
 * rejects and what fails at install time.
 */
export declare const KEBAB: RegExp;
export declare const MAX_ENTRIES = 1000;
/** Reports one problem in a file: a stable id for it (the fingerprint's), the message, where, how bad. */
export type Rep = (path: string, problem: string, message: string, region: Region | undefined, severity: Severity) => void;
export declare function isObj(v: unknown): v is Record<string, unknown>;
/** How a manifest file that is not a JSON object is reported: stable ids and the messages. */
export interface NotAnObject {
    notJson: {
        id: string;
        message: (error: string) => string;
    };
    notObject: {
        id: string;
        message: string;
    };
}
/** The JSON object a manifest or marketplace file holds; undefined after reporting why there is none. */
export declare function objectOf(doc: JsonDoc, path: string, report: Rep, said: NotAnObject): Record<string, unknown> | undefined;
/** A marketplace file: JSON, the required fields, its name and owner, then each plugin entry. */
export declare function checkMarketplace(ctx: RuleContext, m: MarketplaceInfo, report: Rep): void;
