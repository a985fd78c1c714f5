/**
 * The finding contract (docs/taxonomy.md): every finding has a rule, a category, a severity,
 * a confidence, a message and exactly one primary location. Findings reached through references also
 * carry the chain from the entry point a user installs to the file holding the evidence.
 */
export declare const SEVERITIES: readonly ['critical', 'high', 'medium', 'low', 'info'];
export type Severity = (typeof SEVERITIES)[number];
export declare const CONFIDENCES: readonly ['high', 'medium', 'low'];
export type Confidence = (typeof CONFIDENCES)[number];
export declare const SECURITY_CATEGORIES: readonly ['remote-code-execution', 'dynamic-context-exec', 'obfuscated-payload', 'split-payload', 'credential-access', 'data-exfiltration', 'markdown-image-exfil', 'reverse-shell', 'persistence', 'hidden-unicode', 'hidden-html-comment', 'prompt-injection', 'authority-claim', 'supply-chain-redirect', 'hook-command-exec', 'permissive-allowed-tools', 'symlink-escape', 'hardcoded-secret', 'privileged-command', 'script-code-sink', 'unsafe-skill-name'];
export declare const ROBUSTNESS_CATEGORIES: readonly ['parser-abuse', 'oversized-content', 'file-type-mismatch', 'encoding-anomaly', 'reference-depth-limit'];
export declare const CONFORMANCE_CATEGORIES: readonly ['frontmatter', 'hook-misconfigured', 'invocation', 'listing-overflow', 'skill-conflict', 'reference-broken', 'plugin-manifest', 'sidecar-metadata', 'portability', 'content-quality', 'progressive-disclosure'];
export declare const CATEGORIES: readonly ["remote-code-execution", "dynamic-context-exec", "obfuscated-payload", "split-payload", "credential-access", "data-exfiltration", "markdown-image-exfil", "reverse-shell", "persistence", "hidden-unicode", "hidden-html-comment", "prompt-injection", "authority-claim", "supply-chain-redirect", "hook-command-exec", "permissive-allowed-tools", "symlink-escape", "hardcoded-secret", "privileged-command", "script-code-sink", "unsafe-skill-name", "parser-abuse", "oversized-content", "file-type-mismatch", "encoding-anomaly", "reference-depth-limit", "frontmatter", "hook-misconfigured", "invocation", "listing-overflow", "skill-conflict", "reference-broken", "plugin-manifest", "sidecar-metadata", "portability", "content-quality", "progressive-disclosure"];
export type Category = (typeof CATEGORIES)[number];
export declare function isSecurityCategory(c: Category): boolean;
/** SARIF `security-severity` scores from the taxonomy (info has none). */
export declare const SECURITY_SEVERITY_SCORE: Record<Severity, string | undefined>;
export declare function severityRank(s: Severity): number;
export declare function atLeast(s: Severity, gate: Severity): boolean;
/** 1-based lines and columns; `endColumn` is the column after the last character (SARIF convention). */
export interface Region {
    startLine: number;
    startColumn: number;
    endLine: number;
    endColumn: number;
}
export interface Location {
    /** Root-relative POSIX path as the runtime reaches it. */
    path: string;
    region?: Region;
    /** Short label shown beside the location (chains, related locations). */
    message?: string;
}
export interface Suppression {
    reason: string;
    location: Location;
}
export interface Finding {
    ruleId: string;
    category: Category;
    severity: Severity;
    confidence: Confidence;
    message: string;
    location: Location;
    /** Other places that matter: the entry skill for a chained finding, the other half of a conflict. */
    related: Location[];
    /** `related` is context only (see `FindingInput.relatedAreContext`); not written to reports. */
    relatedAreContext?: boolean;
    /** The primary chain (shortest, then by entry): entry point first, evidence last; empty when the
     *  evidence sits in the entry file itself. */
    chain: Location[];
    /** The primary entry point (SKILL.md, hooks.json …) a user installs, when different from `location.path`. */
    entry?: string;
    /**
     * Every entry point whose closure reaches the evidence (docs/taxonomy.md: one finding per evidence,
     * however many skills reach it), primary first. Empty when nothing but the file itself is involved.
     */
    entries: string[];
    /** One chain per entry in `entries` that reaches the evidence through references (same order). */
    chains: Location[][];
    /** Stable identity that survives line moves and rewording (rule + entry + path + normalised evidence). */
    fingerprint: string;
    suppression?: Suppression;
}
export declare const wholeFile: (path: string) => Location;
export declare function pointRegion(line: number, column: number, length?: number): Region;
/** Deterministic ordering for every output: path, line, column, rule, message. */
export declare function compareFindings(a: Finding, b: Finding): number;
export declare function cmp(a: string, b: string): number;
/** What a rule says about one problem; the builder below turns it into a complete Finding. */
export interface FindingInput {
    message: string;
    /** Required: a finding without a place to point at is not a finding. */
    location: Location;
    /** Overrides the rule's default severity for this finding (e.g. raised by corroboration). */
    severity?: Severity;
    confidence?: Confidence;
    related?: Location[];
    /**
     * The related locations are context (neighbours shown beside the finding), not part of what it is
     * about: a pull-request scan reporting the change's findings does not keep it for a related path.
     */
    relatedAreContext?: boolean;
    /** Entry point first, evidence last. */
    chain?: Location[];
    /** The entry point a user installs, when it is not the file that holds the evidence. */
    entry?: string;
    /** Every entry point that reaches the evidence with its chain, primary first (see `Finding.entries`). */
    reach?: ReadonlyArray<{
        entry: string;
        chain: Location[];
    }>;
    /**
     * What identifies the evidence across runs, besides rule, entry and path: normalised content (the
     * offending value, key, name or command), never line numbers and never the message, so that moving
     * lines or rewording a message keeps the fingerprint (only-new baselines, code-scanning alert history).
     */
    fingerprintKey: string;
}
export interface FindingOrigin {
    id: string;
    category: Category;
    severity: Severity;
    confidence: Confidence;
}
/** The one place findings are built; throws on a finding without a usable primary location. */
export declare function buildFinding(origin: FindingOrigin, input: FindingInput): Finding;
/**
 * A short, stable identity: rule, entry, file and a key that does not contain line numbers, so moving
 * unrelated lines keeps it (SARIF partialFingerprints, only-new gating).
 */
export declare function fingerprintOf(...parts: string[]): string;
