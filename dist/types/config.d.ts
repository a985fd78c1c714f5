import type { Severity } from './findings.js';
import { type RuntimeId } from './model/skill.js';
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
/** Names tried, in order, at the scanned root when no `--config` is given. */
export declare const CONFIG_FILE_NAMES: string[];
/** Parses and validates a configuration file's text; `origin` names it in error messages. */
export declare function parseConfig(text: string, origin: string): Config;
