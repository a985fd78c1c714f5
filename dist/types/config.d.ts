import { type RuntimeId } from './discovery/runtimes/index.js';
import type { Severity } from './findings.js';
export type Gate = Severity | 'never';
export interface RuleSetting {
    enabled?: boolean;
    severity?: Severity;
    options?: Record<string, unknown>;
}
export interface Limits {
    maxFileBytes: number;
    maxEntries: number;
    maxDepth: number;
    maxReferenceDepth: number;
    maxFrontmatterBytes: number;
    maxAliasCount: number;
}
export interface Config {
    rules: Record<string, RuleSetting>;
    ignore: string[];
    runtimes: RuntimeId[];
    layout: 'auto' | 'project' | 'home';
    failOn: Gate;
    limits: Limits;
    listing: Record<string, unknown>;
}
export declare const DEFAULT_LIMITS: Limits;
export declare function defaultConfig(): Config;
export declare class ConfigError extends Error {
    constructor(message: string);
}
/** Every rule id the configuration accepts (schemas/config.schema.json, generated from rules/*.md). */
export declare const RULE_IDS: readonly string[];
/** One line naming an unknown rule id and the closest known one. */
export declare function unknownRuleMessage(id: string, where: string): string;
/** Throws a ConfigError for the first id that is not a rule (`--rule`, `scan({ only })`). */
export declare function checkRuleIds(ids: readonly string[], where: string): void;
/**
 * Checks the rule settings of a configuration built in code (`scan({ config })`) the way a file's are
 * checked: unknown rule ids and options that the rule does not declare are errors, before any rule runs.
 */
export declare function checkRuleSettings(rules: Readonly<Record<string, RuleSetting>>, origin: string): void;
/** Names tried, in order, at the scanned root when no `--config` is given. */
export declare const CONFIG_FILE_NAMES: string[];
/** `parseConfig` with the YAML parser loaded first: what the CLI, the Action and `scan` call. */
export declare function parseConfigText(text: string, origin: string): Promise<Config>;
/**
 * Parses and validates a configuration file's text; `origin` names it in error messages. Needs the YAML
 * parser loaded (`parseConfigText` does that; importing the library does too).
 */
export declare function parseConfig(text: string, origin: string): Config;
/**
 * Host classification is computed once per file and shared by every rule, so `trustedInstallers` is one
 * list for the scan: the union of what the rules that declare the option were given (in rule-id order).
 */
export declare function trustedInstallersOf(config: Config): string[] | undefined;
