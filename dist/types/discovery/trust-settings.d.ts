import type { Region } from '../findings.js';
import type { FileStore } from '../model/files.js';
import type { LaunchPoint } from '../model/launch.js';
import type { TrustSettings } from './runtimes/types.js';
/**
 * Trust settings (a runtime profile's `trustSettings`: the keys that switch its sandbox or approvals off) read
 * from every place the runtime's configuration is written: a project's file (launch.ts), the user's own file
 * as a dotfiles repository keeps it — plain, a template, or a chezmoi modify-template that sets keys in the
 * user's existing file — and each named profile, applied only when the file selects it. Every value of a
 * table key becomes a permission launch point; rules grade it with the same table.
 */
type Push = (p: LaunchPoint) => void;
type RegionAt = (path: readonly string[]) => Region | undefined;
type Base = Omit<LaunchPoint, 'kind' | 'name' | 'value' | 'region' | 'trust'>;
type Extra = {
    target?: string;
    via?: string;
    written?: {
        path: string;
        region: Region;
        home: boolean;
        optIn?: true;
    };
};
/** The table of the runtime whose configuration file `path` is (a project's `.codex/config.toml`). */
export declare function trustTableFor(path: string): {
    runtime: string;
    spec: TrustSettings;
} | undefined;
/** A permission point for every trust key `data` sets, at its top level and in each named profile. */
export declare function trustPoints(table: {
    runtime: string;
    spec: TrustSettings;
}, data: Record<string, unknown>, regionAt: RegionAt, base: Base & Extra, push: Push, startedWith?: ReadonlyMap<string, string>): void;
/** Trust settings in the user's own configuration files as a dotfiles repository writes them. */
export declare function userTrustPoints(files: FileStore, push: Push): Promise<void>;
/**
 * Trust settings in configuration a script, recipe or step of the repository writes into a runtime's file
 * (written-config.ts): TOML it appends from a string or a here-document is read line by line, as a
 * template is, so only its table headers and `key = value` lines count.
 */
export declare function writtenTrustPoints(files: FileStore, push: Push): Promise<void>;
export {};
