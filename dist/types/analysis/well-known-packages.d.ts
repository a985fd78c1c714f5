/**
 * Package names agents commonly launch or install, for the look-alike check of ./package-lookalikes.ts.
 *
 * Where the list comes from (curated by hand, reviewed when it changes — not fetched at scan time):
 * - npm: the reference MCP servers published by the Model Context Protocol project
 *   (github.com/modelcontextprotocol/servers, `@modelcontextprotocol/server-*`, active and archived: the
 *   archived ones are still in countless `.mcp.json` files) and the vendor servers its README and the
 *   agent runtimes' docs show in `npx -y …` examples; then the CLIs most often run through `npx`/`bunx`/
 *   `pnpm dlx`/`yarn dlx` in skills and in setup guides (project scaffolders, formatters, linters, test
 *   runners, deploy CLIs), each among the most-downloaded packages of the registry.
 * - PyPI: the reference MCP servers run with `uvx` (`mcp-server-fetch`, `-git`, `-time`, and the archived
 *   `-sqlite`), and the CLIs the uv and pipx docs and skills run with `uvx`/`pipx run`.
 *
 * Kept to a few dozen names on purpose: each entry is compared with every package name a scan sees, and an
 * entry whose one-edit neighbours include a popular, legitimate package would be noise. Names shorter than
 * five characters (`vite`, `ruff`, `tsx`) are not listed: one edit from a short name is usually another
 * real word. `DISTINCT` lists the legitimate neighbours known to sit one edit from an entry.
 */
export type Ecosystem = 'npm' | 'pypi';
export declare const WELL_KNOWN: Readonly<Record<Ecosystem, readonly string[]>>;
/** Legitimate, popular packages one edit from an entry: never reported as its look-alike. */
export declare const DISTINCT: Readonly<Record<Ecosystem, readonly string[]>>;
