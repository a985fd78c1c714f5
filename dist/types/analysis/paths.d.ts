import type { SecretClass, WriteClass } from './facts.js';
/**
 * Path classes shared by every language analyzer (docs/facts.md): which paths hold secrets, and which
 * writes outlive the session. Analyzers reconstruct a path (`os.path.join(Path.home(), ".ssh", "id_rsa")`,
 * `"$HOME/.ssh/id_rsa"`, `$env:USERPROFILE\.ssh`) and pass the text here after `normalizeHome`.
 */
/** Rewrites the ways code names the home folder to `~`, and backslashes to slashes. Bounded input. */
export declare function normalizeHome(path: string): string;
/** The secret store a path names, if any. */
export declare function secretOf(path: string): {
    cls: SecretClass;
    label: string;
} | undefined;
/**
 * Environment variable names that hold secrets. A name with a web framework's public prefix is not one,
 * whatever follows: the framework inlines such variables into the code it sends to every browser
 * (Next.js `NEXT_PUBLIC_`, Vite `VITE_`, Create React App `REACT_APP_`, Expo `EXPO_PUBLIC_`, Nuxt
 * `NUXT_PUBLIC_`, SvelteKit and Astro `PUBLIC_`, Gatsby `GATSBY_`), so `NEXT_PUBLIC_SUPABASE_ANON_KEY` is a
 * key its service publishes on purpose. The user's framework decides the prefix, not the skill's author.
 * "AUTH" is a word of the name, not the start of another (`AUTHOR_CONTEXT`, `GIT_AUTHOR_EMAIL` name a person),
 * and "TOKEN" not the start of "tokenizer" (`TOKENIZERS_PARALLELISM` is a Hugging Face switch).
 */
export declare const SECRET_ENV_NAME: RegExp;
/** Longest appended text analysed as code (the analysers embed it as a unit of its own). */
export declare const MAX_APPENDED_CODE: number;
/**
 * The code an append to one of `paths` plants, for the analysers to embed (shell `>>`, Python
 * `open(p, "a")`, Node `appendFile`): the text when some path is a shell script and the text is code-sized,
 * else undefined.
 */
export declare function appendedShellCode(paths: readonly string[], text: string): string | undefined;
/** What a write to this path changes, if anything beyond an ordinary file. */
export declare function writeClassOf(path: string): {
    cls: WriteClass;
    label: string;
} | undefined;
/** The same for a path that text asks the agent to write (prose): skill documents by name alone excepted. */
export declare function askedWriteClassOf(path: string): {
    cls: WriteClass;
    label: string;
} | undefined;
/** Human wording for messages (src/analysis/secret-labels.ts). */
export { SECRET_LABEL } from './secret-labels.js';
