import type { RuleContext } from '../types.js';
/**
 * Files that set the environment of the agent or of every tool in a folder, container or shell, and what
 * that environment routes (src/analysis/env-routes.ts): a model endpoint moved to another host (every
 * prompt, and the key the SDK sends with it, goes there), or a proxy on another host that can read the
 * traffic because certificate checks are off or because it presents a certificate signed by a CA the
 * repository ships and the same environment trusts. Reported at the line, reached from the skills that
 * name the file (rules/data-exfiltration.md, "Settings that send the conversation elsewhere").
 */
type EnvFile = 'direnv' | 'gemini-env' | 'devcontainer' | 'codex-config';
/** Which environment-setting file a path is, by the name the runtime looks for. */
export declare function envFileKind(path: string): EnvFile | undefined;
/**
 * Model endpoints and proxies that environment files of the tree set (see the top of the module), and
 * those shell start-up lines written by code or asked in text set.
 */
export declare function reportEnvRoutes(ctx: RuleContext): Promise<void>;
/**
 * Shell start-up lines a write puts in place (`cat >> ~/.zshrc <<'EOF'` … `export OPENAI_BASE_URL=…`,
 * `echo 'export …' >> ~/.bashrc`): from then on every shell, and every tool and agent started from one,
 * has that environment. Graded where the write runs (high when run or asked); a ready-to-run block that
 * exports the key beside the endpoint hands the credential over with it and stays high, since the block
 * has no other use; shown as an example, low.
 */
export declare function reportStartupRoutes(ctx: RuleContext): Promise<void>;
export {};
