import type { CliIO } from '../cli-args.js';
import type { RepoScan } from './scan.js';
/**
 * `--upload`: each scanned repository's SARIF log goes to that repository's code scanning, for its default
 * branch at the commit scanned. The token needs `security-events: write` on every repository (a GitHub App
 * installation token with that permission); a refusal is recorded per repository and does not stop the
 * others. Processing is not awaited (code scanning processes uploads on its own).
 */
export declare function uploadAll(scans: RepoScan[], io: CliIO, log: (message: string) => void): Promise<void>;
