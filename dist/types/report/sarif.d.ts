import { type Finding } from '../findings.js';
import type { EntryAnalysability } from '../model/analysability.js';
import type { RuleMeta } from '../rules/types.js';
/**
 * SARIF 2.1.0 the way GitHub code scanning ingests it (docs/github.md §3): every property GitHub
 * reads is filled, repository-relative URIs under %SRCROOT%, and the upload limits are met by leaving
 * results out with a note in the run's invocation, never by producing a file GitHub rejects.
 * Output is deterministic: the same findings give byte-identical text (no timestamps, no absolute paths).
 */
/** GitHub's hard limits on one run (above them the whole upload is rejected). */
export interface SarifLimits {
    resultsPerRun: number;
    locationsPerResult: number;
    threadFlowLocationsPerResult: number;
    /** Not a GitHub limit: code flows drawn per result (one per entry point; every entry stays related). */
    codeFlowsPerResult: number;
    gzipBytes: number;
}
export declare const GITHUB_SARIF_LIMITS: SarifLimits;
export interface SarifInput {
    tool: {
        name: string;
        version: string;
        informationUri: string;
    };
    rules: readonly RuleMeta[];
    findings: readonly Finding[];
    /** Code-scanning category; becomes `automationDetails.id` (`<category>/`). Omitted when empty. */
    category?: string;
    /** `runAutomationDetails.id` as is (older callers); `category` wins when both are given. */
    automationId?: string;
    /** Notes about the run (what was left out), recorded in the run's invocation. */
    notes?: string[];
    /** Folder of the scanned root inside the repository, joined in front of every path ('' or undefined: root). */
    pathPrefix?: string;
    /** Fingerprints of the findings in the base revision (only-new): each result gets a `baselineState`. */
    baseline?: ReadonlySet<string>;
    limits?: Partial<SarifLimits>;
    /**
     * Per entry point, the share of its closure's bytes that was analysed: recorded in the run's property
     * bag (`runs[0].properties.analysability`). GitHub code scanning ignores run properties it does not
     * list (docs/github.md §3) and keeps the rest of the log; other SARIF consumers can read it.
     */
    analysability?: readonly EntryAnalysability[];
}
export declare function ruleHelpUri(id: string): string;
export declare function sarifRule(meta: RuleMeta): {
    id: string;
    name: string;
    shortDescription: {
        text: string;
    };
    fullDescription: {
        text: string;
    };
    defaultConfiguration: {
        level: "error" | "note" | "warning";
    };
    help: {
        text: string;
        markdown: string;
    };
    helpUri: string;
    properties: {
        category: "authority-claim" | "content-quality" | "credential-access" | "data-exfiltration" | "dynamic-context-exec" | "encoding-anomaly" | "file-type-mismatch" | "frontmatter" | "hardcoded-secret" | "hidden-html-comment" | "hidden-unicode" | "hook-command-exec" | "hook-misconfigured" | "invocation" | "listing-overflow" | "markdown-image-exfil" | "obfuscated-payload" | "oversized-content" | "parser-abuse" | "permissive-allowed-tools" | "persistence" | "plugin-manifest" | "portability" | "privileged-command" | "progressive-disclosure" | "prompt-injection" | "reference-broken" | "reference-depth-limit" | "remote-code-execution" | "reverse-shell" | "script-code-sink" | "sidecar-metadata" | "skill-conflict" | "split-payload" | "supply-chain-redirect" | "symlink-escape" | "unsafe-skill-name";
        tags: string[];
        precision: string;
        'security-severity': string;
    } | {
        category: "authority-claim" | "content-quality" | "credential-access" | "data-exfiltration" | "dynamic-context-exec" | "encoding-anomaly" | "file-type-mismatch" | "frontmatter" | "hardcoded-secret" | "hidden-html-comment" | "hidden-unicode" | "hook-command-exec" | "hook-misconfigured" | "invocation" | "listing-overflow" | "markdown-image-exfil" | "obfuscated-payload" | "oversized-content" | "parser-abuse" | "permissive-allowed-tools" | "persistence" | "plugin-manifest" | "portability" | "privileged-command" | "progressive-disclosure" | "prompt-injection" | "reference-broken" | "reference-depth-limit" | "remote-code-execution" | "reverse-shell" | "script-code-sink" | "sidecar-metadata" | "skill-conflict" | "split-payload" | "supply-chain-redirect" | "symlink-escape" | "unsafe-skill-name";
        tags: string[];
        precision: string;
        'problem.severity': string;
    };
};
/** Repository-relative URIs against %SRCROOT%; each path segment percent-encoded. */
export declare function sarifUri(path: string): string;
/** Joins the scanned folder (repository-relative) and a root-relative path. */
export declare function repoPath(prefix: string | undefined, path: string): string;
export declare function buildSarif(input: SarifInput): {
    $schema: string;
    version: '2.1.0';
    runs: ({
        properties?: undefined;
        tool: {
            driver: {
                name: string;
                version: string;
                semanticVersion: string;
                informationUri: string;
                rules: {
                    id: string;
                    name: string;
                    shortDescription: {
                        text: string;
                    };
                    fullDescription: {
                        text: string;
                    };
                    defaultConfiguration: {
                        level: "error" | "note" | "warning";
                    };
                    help: {
                        text: string;
                        markdown: string;
                    };
                    helpUri: string;
                    properties: {
                        category: "authority-claim" | "content-quality" | "credential-access" | "data-exfiltration" | "dynamic-context-exec" | "encoding-anomaly" | "file-type-mismatch" | "frontmatter" | "hardcoded-secret" | "hidden-html-comment" | "hidden-unicode" | "hook-command-exec" | "hook-misconfigured" | "invocation" | "listing-overflow" | "markdown-image-exfil" | "obfuscated-payload" | "oversized-content" | "parser-abuse" | "permissive-allowed-tools" | "persistence" | "plugin-manifest" | "portability" | "privileged-command" | "progressive-disclosure" | "prompt-injection" | "reference-broken" | "reference-depth-limit" | "remote-code-execution" | "reverse-shell" | "script-code-sink" | "sidecar-metadata" | "skill-conflict" | "split-payload" | "supply-chain-redirect" | "symlink-escape" | "unsafe-skill-name";
                        tags: string[];
                        precision: string;
                        'security-severity': string;
                    } | {
                        category: "authority-claim" | "content-quality" | "credential-access" | "data-exfiltration" | "dynamic-context-exec" | "encoding-anomaly" | "file-type-mismatch" | "frontmatter" | "hardcoded-secret" | "hidden-html-comment" | "hidden-unicode" | "hook-command-exec" | "hook-misconfigured" | "invocation" | "listing-overflow" | "markdown-image-exfil" | "obfuscated-payload" | "oversized-content" | "parser-abuse" | "permissive-allowed-tools" | "persistence" | "plugin-manifest" | "portability" | "privileged-command" | "progressive-disclosure" | "prompt-injection" | "reference-broken" | "reference-depth-limit" | "remote-code-execution" | "reverse-shell" | "script-code-sink" | "sidecar-metadata" | "skill-conflict" | "split-payload" | "supply-chain-redirect" | "symlink-escape" | "unsafe-skill-name";
                        tags: string[];
                        precision: string;
                        'problem.severity': string;
                    };
                }[];
            };
        };
        automationDetails?: {
            id: string;
        } | undefined;
        originalUriBaseIds: {
            '%SRCROOT%': {
                description: {
                    text: string;
                };
            };
        };
        columnKind: string;
        results: {
            ruleId: string;
            ruleIndex?: number | undefined;
            level: "error" | "note" | "warning";
            message: {
                text: string;
            };
            locations: {
                physicalLocation: {
                    artifactLocation: {
                        uri: string;
                        uriBaseId: string;
                    };
                    region: {
                        startLine: number;
                        startColumn: number;
                        endLine: number;
                        endColumn: number;
                    };
                };
            }[];
            relatedLocations?: {
                id: number;
                physicalLocation: {
                    artifactLocation: {
                        uri: string;
                        uriBaseId: string;
                    };
                    region: {
                        startLine: number;
                        startColumn: number;
                        endLine: number;
                        endColumn: number;
                    };
                };
                message?: {
                    text: string;
                } | undefined;
            }[] | undefined;
            codeFlows?: {
                message: {
                    text: string;
                };
                threadFlows: {
                    locations: {
                        location: {
                            physicalLocation: {
                                artifactLocation: {
                                    uri: string;
                                    uriBaseId: string;
                                };
                                region: {
                                    startLine: number;
                                    startColumn: number;
                                    endLine: number;
                                    endColumn: number;
                                };
                            };
                            message: {
                                text: string;
                            };
                        };
                    }[];
                }[];
            }[] | undefined;
            partialFingerprints: {
                primaryLocationLineHash: string;
                'skillscan/v1': string;
            };
            baselineState?: string | undefined;
            suppressions?: {
                kind: string;
                justification: string;
            }[] | undefined;
            properties: {
                severity: "critical" | "high" | "info" | "low" | "medium";
                confidence: "high" | "low" | "medium";
                category: "authority-claim" | "content-quality" | "credential-access" | "data-exfiltration" | "dynamic-context-exec" | "encoding-anomaly" | "file-type-mismatch" | "frontmatter" | "hardcoded-secret" | "hidden-html-comment" | "hidden-unicode" | "hook-command-exec" | "hook-misconfigured" | "invocation" | "listing-overflow" | "markdown-image-exfil" | "obfuscated-payload" | "oversized-content" | "parser-abuse" | "permissive-allowed-tools" | "persistence" | "plugin-manifest" | "portability" | "privileged-command" | "progressive-disclosure" | "prompt-injection" | "reference-broken" | "reference-depth-limit" | "remote-code-execution" | "reverse-shell" | "script-code-sink" | "sidecar-metadata" | "skill-conflict" | "split-payload" | "supply-chain-redirect" | "symlink-escape" | "unsafe-skill-name";
            };
        }[];
        invocations?: {
            executionSuccessful: boolean;
            toolExecutionNotifications: {
                level: string;
                message: {
                    text: string;
                };
            }[];
        }[] | undefined;
    } | {
        tool: {
            driver: {
                name: string;
                version: string;
                semanticVersion: string;
                informationUri: string;
                rules: {
                    id: string;
                    name: string;
                    shortDescription: {
                        text: string;
                    };
                    fullDescription: {
                        text: string;
                    };
                    defaultConfiguration: {
                        level: "error" | "note" | "warning";
                    };
                    help: {
                        text: string;
                        markdown: string;
                    };
                    helpUri: string;
                    properties: {
                        category: "authority-claim" | "content-quality" | "credential-access" | "data-exfiltration" | "dynamic-context-exec" | "encoding-anomaly" | "file-type-mismatch" | "frontmatter" | "hardcoded-secret" | "hidden-html-comment" | "hidden-unicode" | "hook-command-exec" | "hook-misconfigured" | "invocation" | "listing-overflow" | "markdown-image-exfil" | "obfuscated-payload" | "oversized-content" | "parser-abuse" | "permissive-allowed-tools" | "persistence" | "plugin-manifest" | "portability" | "privileged-command" | "progressive-disclosure" | "prompt-injection" | "reference-broken" | "reference-depth-limit" | "remote-code-execution" | "reverse-shell" | "script-code-sink" | "sidecar-metadata" | "skill-conflict" | "split-payload" | "supply-chain-redirect" | "symlink-escape" | "unsafe-skill-name";
                        tags: string[];
                        precision: string;
                        'security-severity': string;
                    } | {
                        category: "authority-claim" | "content-quality" | "credential-access" | "data-exfiltration" | "dynamic-context-exec" | "encoding-anomaly" | "file-type-mismatch" | "frontmatter" | "hardcoded-secret" | "hidden-html-comment" | "hidden-unicode" | "hook-command-exec" | "hook-misconfigured" | "invocation" | "listing-overflow" | "markdown-image-exfil" | "obfuscated-payload" | "oversized-content" | "parser-abuse" | "permissive-allowed-tools" | "persistence" | "plugin-manifest" | "portability" | "privileged-command" | "progressive-disclosure" | "prompt-injection" | "reference-broken" | "reference-depth-limit" | "remote-code-execution" | "reverse-shell" | "script-code-sink" | "sidecar-metadata" | "skill-conflict" | "split-payload" | "supply-chain-redirect" | "symlink-escape" | "unsafe-skill-name";
                        tags: string[];
                        precision: string;
                        'problem.severity': string;
                    };
                }[];
            };
        };
        automationDetails?: {
            id: string;
        } | undefined;
        originalUriBaseIds: {
            '%SRCROOT%': {
                description: {
                    text: string;
                };
            };
        };
        columnKind: string;
        results: {
            ruleId: string;
            ruleIndex?: number | undefined;
            level: "error" | "note" | "warning";
            message: {
                text: string;
            };
            locations: {
                physicalLocation: {
                    artifactLocation: {
                        uri: string;
                        uriBaseId: string;
                    };
                    region: {
                        startLine: number;
                        startColumn: number;
                        endLine: number;
                        endColumn: number;
                    };
                };
            }[];
            relatedLocations?: {
                id: number;
                physicalLocation: {
                    artifactLocation: {
                        uri: string;
                        uriBaseId: string;
                    };
                    region: {
                        startLine: number;
                        startColumn: number;
                        endLine: number;
                        endColumn: number;
                    };
                };
                message?: {
                    text: string;
                } | undefined;
            }[] | undefined;
            codeFlows?: {
                message: {
                    text: string;
                };
                threadFlows: {
                    locations: {
                        location: {
                            physicalLocation: {
                                artifactLocation: {
                                    uri: string;
                                    uriBaseId: string;
                                };
                                region: {
                                    startLine: number;
                                    startColumn: number;
                                    endLine: number;
                                    endColumn: number;
                                };
                            };
                            message: {
                                text: string;
                            };
                        };
                    }[];
                }[];
            }[] | undefined;
            partialFingerprints: {
                primaryLocationLineHash: string;
                'skillscan/v1': string;
            };
            baselineState?: string | undefined;
            suppressions?: {
                kind: string;
                justification: string;
            }[] | undefined;
            properties: {
                severity: "critical" | "high" | "info" | "low" | "medium";
                confidence: "high" | "low" | "medium";
                category: "authority-claim" | "content-quality" | "credential-access" | "data-exfiltration" | "dynamic-context-exec" | "encoding-anomaly" | "file-type-mismatch" | "frontmatter" | "hardcoded-secret" | "hidden-html-comment" | "hidden-unicode" | "hook-command-exec" | "hook-misconfigured" | "invocation" | "listing-overflow" | "markdown-image-exfil" | "obfuscated-payload" | "oversized-content" | "parser-abuse" | "permissive-allowed-tools" | "persistence" | "plugin-manifest" | "portability" | "privileged-command" | "progressive-disclosure" | "prompt-injection" | "reference-broken" | "reference-depth-limit" | "remote-code-execution" | "reverse-shell" | "script-code-sink" | "sidecar-metadata" | "skill-conflict" | "split-payload" | "supply-chain-redirect" | "symlink-escape" | "unsafe-skill-name";
            };
        }[];
        invocations?: {
            executionSuccessful: boolean;
            toolExecutionNotifications: {
                level: string;
                message: {
                    text: string;
                };
            }[];
        }[] | undefined;
        properties: {
            analysability: {
                name: string;
                kind: import("../index.js").SkillDoc['kind'] | 'launch';
                files: number;
                bytes: number;
                analysedBytes: number;
                inertBytes: number;
                unanalysedBytes: number;
                score: number;
                entry: string;
                notAnalysed: {
                    bytes: number;
                    reason: string;
                    path: string;
                }[];
            }[];
        };
    })[];
};
export declare function formatSarif(input: SarifInput): string;
