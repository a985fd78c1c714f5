import type { Edge } from './graph.js';
import type { ScanModel } from './model.js';
/**
 * The documents of the tree a launch point's program installs into a file the agent loads in later
 * sessions (src/analysis/installed-files.ts): `cp "$root/assets/style.md" .claude/output-styles/`, a notes
 * file appended to `CLAUDE.local.md`, a template rendered into `.github/copilot-instructions.md`. What the
 * document says is read there as instructions, whatever its own folder is called, so it joins the launch
 * point's closure as a document the agent reads (context-feeds.ts, edge kind `installed`, at the write).
 */
type ModelInput = Omit<ScanModel, 'graph'>;
export declare function installedBy(model: ModelInput, program: string): Promise<Edge[]>;
export {};
