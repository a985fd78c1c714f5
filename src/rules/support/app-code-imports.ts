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
export function isShownAppImport(b: BehaviourOf<'execute'>, unit: CodeUnit): boolean {
  return (
    b.via === 'import' &&
    (unit.lang === 'javascript' || unit.lang === 'typescript') &&
    (unit.origin === 'fence' || unit.origin === 'inline') &&
    (unit.placement === 'runnable' || unit.placement === 'example')
  );
}

/**
 * A version in the URL's path names a published build (`/cesdk-js/1.42.0/index.js`, `/sdk@2.3/`, or the
 * docs' version placeholder `$SDK_VERSION$`, `{{version}}`, `${VERSION}`): how a vendor serves its
 * package, the same shape as a registry CDN's `pkg@1.2.3`.
 */
const VERSIONED_PATH =
  /[/@]v?\d{1,6}(?:\.\d{1,6}){1,3}(?:[-+][\w.]{1,40})?(?=[/?#]|$)|[/@](?:\$[A-Z_]{1,40}\$|\$\{[A-Za-z_]{1,40}\}|\{\{[ \t]{0,4}[\w.]{1,40}[ \t]{0,4}\}\}|%[A-Z_]{1,40}%)(?=[/?#]|$)/;

/**
 * The severity of such an import: low when the URL names a versioned build, medium when it names a
 * moving file on a host that is no registry (what it serves can change under the app), nothing for a
 * local host, low for a placeholder host (as for any code only shown).
 */
export function shownAppImportSeverity(endpoint: Endpoint | undefined): Severity | undefined {
  if (endpoint?.cls === 'local') return undefined;
  if (endpoint?.cls === 'placeholder') return 'low';
  const url = endpoint?.url ?? '';
  const path = url.replace(/^[a-z]{1,10}:\/\/[^/]{0,255}/i, '');
  return VERSIONED_PATH.test(path) ? 'low' : 'medium';
}
