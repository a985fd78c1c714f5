import { createHash } from 'node:crypto';

/**
 * The finding contract (docs/taxonomy.md): every finding has a rule, a category, a severity,
 * a confidence, a message and exactly one primary location. Findings reached through references also
 * carry the chain from the entry point a user installs to the file holding the evidence.
 */

export const SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'] as const;
export type Severity = (typeof SEVERITIES)[number];
export const CONFIDENCES = ['high', 'medium', 'low'] as const;
export type Confidence = (typeof CONFIDENCES)[number];

export const SECURITY_CATEGORIES = [
  'remote-code-execution',
  'dynamic-context-exec',
  'obfuscated-payload',
  'split-payload',
  'credential-access',
  'data-exfiltration',
  'markdown-image-exfil',
  'reverse-shell',
  'persistence',
  'hidden-unicode',
  'hidden-html-comment',
  'prompt-injection',
  'authority-claim',
  'supply-chain-redirect',
  'hook-command-exec',
  'permissive-allowed-tools',
  'symlink-escape',
  'hardcoded-secret',
  'privileged-command',
  'script-code-sink',
  'unsafe-skill-name',
] as const;
export const ROBUSTNESS_CATEGORIES = [
  'parser-abuse',
  'oversized-content',
  'file-type-mismatch',
  'encoding-anomaly',
  'reference-depth-limit',
] as const;
export const CONFORMANCE_CATEGORIES = [
  'frontmatter',
  'hook-misconfigured',
  'invocation',
  'listing-overflow',
  'skill-conflict',
  'reference-broken',
  'plugin-manifest',
  'sidecar-metadata',
  'portability',
  'content-quality',
  'progressive-disclosure',
] as const;
export const CATEGORIES = [
  ...SECURITY_CATEGORIES,
  ...ROBUSTNESS_CATEGORIES,
  ...CONFORMANCE_CATEGORIES,
] as const;
export type Category = (typeof CATEGORIES)[number];

export function isSecurityCategory(c: Category): boolean {
  return (SECURITY_CATEGORIES as readonly string[]).includes(c);
}

/** SARIF `security-severity` scores from the taxonomy (info has none). */
export const SECURITY_SEVERITY_SCORE: Record<Severity, string | undefined> = {
  critical: '9.5',
  high: '8.0',
  medium: '5.5',
  low: '3.0',
  info: undefined,
};

export function severityRank(s: Severity): number {
  return SEVERITIES.length - SEVERITIES.indexOf(s); // critical=5 … info=1
}

export function atLeast(s: Severity, gate: Severity): boolean {
  return severityRank(s) >= severityRank(gate);
}

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

export const wholeFile = (path: string): Location => ({ path });

export function pointRegion(line: number, column: number, length = 1): Region {
  return { startLine: line, startColumn: column, endLine: line, endColumn: column + Math.max(1, length) };
}

/** Deterministic ordering for every output: path, line, column, rule, message. */
export function compareFindings(a: Finding, b: Finding): number {
  return (
    cmp(a.location.path, b.location.path) ||
    (a.location.region?.startLine ?? 0) - (b.location.region?.startLine ?? 0) ||
    (a.location.region?.startColumn ?? 0) - (b.location.region?.startColumn ?? 0) ||
    cmp(a.ruleId, b.ruleId) ||
    cmp(a.message, b.message) ||
    cmp(a.entry ?? '', b.entry ?? '')
  );
}

export function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

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
  reach?: ReadonlyArray<{ entry: string; chain: Location[] }>;
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
export function buildFinding(origin: FindingOrigin, input: FindingInput): Finding {
  const loc = input.location;
  if (!loc || typeof loc.path !== 'string') {
    throw new Error(`rule ${origin.id} reported a finding without a primary location`);
  }
  if (loc.region && (loc.region.startLine < 1 || loc.region.startColumn < 1)) {
    throw new Error(`rule ${origin.id} reported a 0-based region at ${loc.path}`);
  }
  const finding: Finding = {
    ruleId: origin.id,
    category: origin.category,
    severity: input.severity ?? origin.severity,
    confidence: input.confidence ?? origin.confidence,
    message: input.message,
    location: loc,
    related: input.related ?? [],
    ...(input.relatedAreContext ? { relatedAreContext: true } : {}),
    chain: input.chain ?? input.reach?.[0]?.chain ?? [],
    entries: input.reach ? input.reach.map((r) => r.entry) : input.entry !== undefined ? [input.entry] : [],
    chains: input.reach
      ? input.reach.filter((r) => r.chain.length > 1).map((r) => r.chain)
      : input.chain && input.chain.length > 1
        ? [input.chain]
        : [],
    // The evidence identifies a finding, not the set of entries that reach it: a new skill that
    // references the same file must not turn an old finding into a new one.
    fingerprint: fingerprintOf(
      origin.id,
      input.reach ? loc.path : (input.entry ?? loc.path),
      loc.path,
      input.fingerprintKey,
    ),
  };
  const entry = input.entry ?? input.reach?.[0]?.entry;
  if (entry !== undefined && entry !== loc.path) finding.entry = entry;
  return finding;
}

/**
 * A short, stable identity: rule, entry, file and a key that does not contain line numbers, so moving
 * unrelated lines keeps it (SARIF partialFingerprints, only-new gating).
 */
export function fingerprintOf(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\u0000').replace(/\s+/g, ' ')).digest('hex').slice(0, 32);
}
