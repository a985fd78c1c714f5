import { dirname, resolveRelative } from '../analysis/repo-paths.js';
import type { FileStore } from './files.js';

/**
 * The string constants a JavaScript/TypeScript MCP server imports from its own modules: tool and argument
 * descriptions kept in `docs.ts` (`export const TOOL_DOCS = { draft: { summary: \`…${STORE}…\` } }`) and
 * used as `.describe(TOOL_DOCS.draft.summary)` reach the model as that text, so the server's description
 * reading (src/analysis/tool-text/) gets them under the names it imports them by; so does the literal text
 * an imported function returns (`instructions: await loadGuide()`, as `loadGuide()`). Only named imports of
 * relative specifiers are followed, one step, and only constants the module binds once to strings,
 * templates of those and object literals of those; nothing is evaluated. Read here because the fact job
 * itself is pure text (like src/model/sourced-vars.ts).
 */

const MAX_IMPORTS = 8;
const MAX_MODULE_BYTES = 256 * 1024;
const MAX_CONSTANTS = 2_000;
const JS_PATH = /\.(?:[cm]?[jt]sx?)$/i;
/** `import { A, B as C } from "./x.js"` (type-only imports carry no text). */
const NAMED_IMPORT =
  /\bimport[ \t]{1,8}(?!type\b)\{([^}]{1,2000})\}[ \t]{0,8}from[ \t]{0,8}["'](\.{1,2}\/[^"'\n]{1,300})["']/g;

/** Imported constants by the names the server uses: their text, and the module that defines each. */
export interface ImportedConstants {
  texts: Record<string, string>;
  from: Record<string, string>;
}

/** A whole http(s) address, as a constant holds it when it names where requests go. */
const ADDRESS = /^https?:\/\/[^\s"'`<>]{1,300}$/i;

/**
 * The addresses a JavaScript/TypeScript file imports by name from its own modules (`import { API_BASE }
 * from './config.js'`, where the module binds `API_BASE` once to a URL: a literal, a template of such
 * constants, or an environment variable with a literal default — `process.env.BASE_URL ||
 * 'http://localhost:8990'`, the address the code uses unless the user sets another). A request built on
 * such a name goes to that address, as if the constant were written in the file: the same reading the
 * analyzer gives the constant in its own module. Only addresses are carried, one step, relative imports.
 */
export async function importedAddresses(
  path: string,
  text: string,
  files: Pick<FileStore, 'isFile' | 'text'>,
): Promise<Record<string, string> | undefined> {
  if (!JS_PATH.test(path) || !/\b(?:fetch|axios|request|https?)\b/.test(text)) return undefined;
  const { stringConstants } = await import('../analysis/tool-text/constants.js');
  const { tokenize } = await import('../analysis/tool-text/tokens.js');
  const out: Record<string, string> = {};
  for await (const { bindings, source } of importedModules(path, text, files)) {
    const known = stringConstants(source, tokenize(source, 'js'), 'js');
    for (const binding of bindings.split(',')) {
      const [name, alias] = binding.trim().split(/[ \t\r\n]{1,16}as[ \t\r\n]{1,16}/);
      const value = name ? known.get(name) : undefined;
      if (!value || !ADDRESS.test(value)) continue;
      out[alias && /^[A-Za-z_$][\w$]*$/.test(alias) ? alias : name!] = value;
    }
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The constants a file that may be an MCP server imports; undefined when it imports none. */
export async function importedConstants(
  path: string,
  text: string,
  files: Pick<FileStore, 'isFile' | 'text'>,
): Promise<ImportedConstants | undefined> {
  if (!JS_PATH.test(path) || (!text.includes('@modelcontextprotocol/sdk') && !text.includes('fastmcp')))
    return undefined;
  const { isMcpServer } = await import('../analysis/tool-text/index.js');
  if (!isMcpServer(text)) return undefined;
  const { stringConstants } = await import('../analysis/tool-text/constants.js');
  const { functionTexts } = await import('../analysis/tool-text/expr.js');
  const { tokenize } = await import('../analysis/tool-text/tokens.js');
  const texts: Record<string, string> = {};
  const from: Record<string, string> = {};
  let count = 0;
  for await (const { bindings, module, source } of importedModules(path, text, files)) {
    const toks = tokenize(source, 'js');
    const known = functionTexts(source, toks, 'js', stringConstants(source, toks, 'js'));
    for (const binding of bindings.split(',')) {
      const [name, alias] = binding.trim().split(/[ \t\r\n]{1,16}as[ \t\r\n]{1,16}/);
      if (!name || !/^[A-Za-z_$][\w$]*$/.test(name)) continue;
      const local = alias && /^[A-Za-z_$][\w$]*$/.test(alias) ? alias : name;
      for (const [k, v] of known) {
        if (count >= MAX_CONSTANTS) break;
        // `NAME()`: the text the imported function returns (`instructions: await loadGuide()`).
        if (k !== name && k !== `${name}()` && !k.startsWith(`${name}.`)) continue;
        texts[local + k.slice(name.length)] = v;
        from[local + k.slice(name.length)] = module;
        count++;
      }
    }
  }
  return count > 0 ? { texts, from } : undefined;
}

/**
 * The modules of the skill a JavaScript/TypeScript file imports by name (`import { A, B as C } from
 * './x.js'`): the binding list as written, the module's path and its text. Relative specifiers only, at most
 * `MAX_IMPORTS`, modules up to `MAX_MODULE_BYTES`, never the file itself.
 */
async function* importedModules(
  path: string,
  text: string,
  files: Pick<FileStore, 'isFile' | 'text'>,
): AsyncGenerator<{ bindings: string; module: string; source: string }> {
  const { jsModuleCandidates } = await import('../analysis/js-modules.js');
  let imports = 0;
  for (const m of text.matchAll(NAMED_IMPORT)) {
    if (++imports > MAX_IMPORTS) break;
    const resolved = resolveRelative(dirname(path), m[2]!);
    const module = resolved ? jsModuleCandidates(resolved).find((c) => files.isFile(c)) : undefined;
    if (!module || module === path) continue;
    const source = await files.text(module);
    if (!source || source.text.length > MAX_MODULE_BYTES) continue;
    yield { bindings: m[1]!, module, source: source.text };
  }
}
