import type { ScanModel } from '../model/model.js';
/** The `skillscan discover` table: every entry, where it was found, who loads it and by which name. */
export declare function discoveryRows(model: ScanModel): {
    kind: import("../model/skill.js").DocKind;
    path: string;
    real: string;
    paths: string[];
    scope: import("../model/skill.js").Scope;
    runtimes: string[];
    invocations: {
        runtime: string;
        name: string;
        scope: import("../model/skill.js").Scope;
    }[];
    plugin?: string | undefined;
    name: string | null;
}[];
export declare function formatDiscoveryJson(model: ScanModel): string;
export declare function formatDiscoveryText(model: ScanModel): string;
