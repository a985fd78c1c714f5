import type { BehaviourOf, CodeUnit, Endpoint } from '../../analysis/facts.js';
import type { Severity } from '../../findings.js';
/**
 * A JavaScript/TypeScript module imported from a URL inside a Markdown code block that nobody asks the
 * agent to run: browser or app code shown in documentation (`await import('https://cdn.vendor.io/sdk/1.4.0/index.js')`
 * lazy-loading a vendor's SDK from its own CDN). The agent does not run a code sample it reads; the import
 * is the app's dependency, loaded in the app's users' browsers, like the registry CDNs that are not
 * reported at all (src/analysis/code/javascript/imports.ts). What stays: the agent may copy the sample
 * into the user's app, so a module from a host that is no registry is still worth a note.
 *
 * Not lowered: a block the text tells the agent to run (`instructed`), a shipped script, a hook, and
 * code nested in a shell command (`node -e "import('https://…')"`, `deno eval …`: origin `embedded`),
 * and `deno run https://…` (a shell command, not an import).
 */
/** Whether an `execute` is a module import from a URL in a Markdown code sample only shown. */
export declare function isShownAppImport(b: BehaviourOf<'execute'>, unit: CodeUnit): boolean;
/**
 * The severity of such an import: low when the URL names a versioned build, medium when it names a
 * moving file on a host that is no registry (what it serves can change under the app), nothing for a
 * local host, low for a placeholder host (as for any code only shown).
 */
export declare function shownAppImportSeverity(endpoint: Endpoint | undefined): Severity | undefined;
