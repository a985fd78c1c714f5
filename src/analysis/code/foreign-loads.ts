/**
 * Code a script in a language without a parser here fetches from a URL and loads as code: in one call
 * (R's `source("https://…")`, `devtools::source_url(…)`, Julia's `include(download(…))`, Gradle's
 * `apply from: "https://…"`, Groovy's `evaluate(new URL(…).text)`), or in two statements of the same file
 * (`download.file(u, "x.R")` then `source("x.R")`; CMake's `file(DOWNLOAD ${U} ${F})` then `include(${F})`).
 * Values come from literals and simple assignments of literals only (`u <- "…"`, `set(U "…")`); a URL that
 * is not a literal is reported without a host. Pure, linear and bounded (256 KiB, 64 loads).
 */

export interface ForeignLoad {
  start: number;
  end: number;
  /** The call that runs the code (`source`, `include`, `apply from`). */
  via: string;
  /** The URL, or `$URL` when the code names it through something that is not a literal. */
  url: string;
  /** The download is checked against a hash written in the script (`EXPECTED_HASH SHA256=…`). */
  pinned?: boolean;
}

const MAX_TEXT = 256 * 1024;
const MAX_LOADS = 64;
const URL = `https?://[^\\s"'\`)]{1,300}`;

/** One call that fetches and runs: the sink's name, and the pattern with the URL as group 1. */
const ONE_CALL: ReadonlyArray<{ via: string; re: RegExp }> = [
  { via: 'source', re: new RegExp(`\\bsource\\s*\\(\\s*(?:url\\s*\\(\\s*)?["'](${URL})["']`, 'g') },
  { via: 'source_url', re: new RegExp(`\\bsource_(?:url|gist)\\s*\\(\\s*["'](${URL})["']`, 'g') },
  {
    via: 'eval(parse())',
    re: new RegExp(
      `\\beval\\s*\\(\\s*parse\\s*\\([^)\\n]{0,80}(?:readLines|url|getURL|GET)\\s*\\(\\s*["'](${URL})["']`,
      'g',
    ),
  },
  { via: 'include', re: new RegExp(`\\binclude\\s*\\(\\s*download\\s*\\(\\s*["'](${URL})["']`, 'g') },
  {
    via: 'apply from',
    re: new RegExp(`\\bapply\\s*\\(?\\s*from\\s*[:=]\\s*(?:uri\\s*\\(\\s*)?["'](${URL})["']`, 'g'),
  },
  { via: 'evaluate', re: new RegExp(`\\bevaluate\\s*\\(\\s*new\\s+URL\\s*\\(\\s*["'](${URL})["']`, 'g') },
];

const SINK_OF_VARIABLE = /\b(source|source_url|sys\.source)\s*\(\s*([A-Za-z_][\w.]{0,63})\s*[,)]/g;

/** Downloads to a file: the URL expression (group 1) and the destination expression (group 2). */
const DOWNLOADS: readonly RegExp[] = [
  // R `download.file(url, destfile = "x")`, Julia `download(url, "x")`.
  /\b(?:download\.file|download)\s*\(([^,()\n]{1,300}),([^,()\n]{1,300})[,)]/g,
  // CMake `file(DOWNLOAD <url> <file> …)`.
  /\bfile\s*\(\s*DOWNLOAD\s+("[^"\n]{1,300}"|[^\s)]{1,300})\s+("[^"\n]{1,300}"|[^\s)]{1,300})/g,
];
/** Loads of a file as code, the path expression as group 1. */
const LOADS = /\b(?:source|sys\.source|include|dofile|loadfile|require|evalfile)\s*\(([^,()\n]{1,300})[,)]/g;

/** Simple assignments of a literal: `x <- "…"`, `x = "…"`, `x := "…"`, CMake `set(X "…")`. */
const ASSIGN =
  /^[ \t]{0,32}(?:(?:local|val|var|const|let)[ \t]+)?([A-Za-z_][\w.]{0,63})[ \t]*(?:<-|:?=)[ \t]*["']([^"'\n]{1,300})["']/gm;
const CMAKE_SET = /\bset\s*\(\s*([A-Za-z_]\w{0,63})\s+(?:"([^"\n]{1,300})"|([^")\s]{1,300}))/g;

/** Variables assigned a literal once the file is read (the last assignment wins). */
export function assignments(text: string): Map<string, string> {
  const src = text.slice(0, MAX_TEXT);
  const vars = new Map<string, string>();
  for (const re of [ASSIGN, CMAKE_SET])
    for (const m of src.matchAll(re)) {
      if (vars.size >= 256) break;
      vars.set(m[1]!, m[2] ?? m[3]!);
    }
  return vars;
}

/** The text an expression stands for: a literal, a known variable, `${VAR}` pieces; else undefined. */
function literalValue(expr: string, vars: ReadonlyMap<string, string>): string | undefined {
  // A named argument (`destfile = "x"`, `file = "x"`) stands for its value.
  const e = expr.trim().replace(/^[a-z_]{1,16}[ \t]{0,4}=[ \t]{0,4}/i, '');
  const lit = /^["']([^"']{0,300})["']$/.exec(e);
  if (!lit && /^\$\{[\w.]{1,64}\}$/.test(e)) return literalValue(e.slice(2, -1), vars);
  // An unquoted word with a URL or `${…}` in it is a literal where it stands (CMake's unquoted arguments).
  const raw = lit ? lit[1]! : (vars.get(e) ?? (/:\/\/|\$\{/.test(e) ? e : undefined));
  if (raw === undefined) return undefined;
  return raw.replace(/\$\{([A-Za-z_]\w{0,63})\}/g, (whole, name: string) => vars.get(name) ?? whole);
}

/** Every fetch-and-load in a script of a language without a parser (`vars`: its literal assignments). */
export function foreignLoads(
  text: string,
  vars: ReadonlyMap<string, string> = assignments(text),
): ForeignLoad[] {
  const src = text.slice(0, MAX_TEXT);
  const out: ForeignLoad[] = [];
  for (const { via, re } of ONE_CALL)
    for (const m of src.matchAll(re)) {
      if (out.length >= MAX_LOADS) return out;
      out.push({ start: m.index, end: m.index + m[0].length, via, url: m[1]! });
    }
  // The same sinks given a variable that the file assigns a URL: `site <- "https://…"; source(site)`.
  for (const m of src.matchAll(SINK_OF_VARIABLE)) {
    if (out.length >= MAX_LOADS) return out;
    const url = vars.get(m[2]!);
    if (url !== undefined && /^https?:\/\//.test(url))
      out.push({ start: m.index, end: m.index + m[0].length, via: m[1]!, url });
  }
  const downloaded = new Map<string, { url: string; pinned: boolean }>();
  for (const re of DOWNLOADS)
    for (const m of src.matchAll(re)) {
      if (downloaded.size >= 64) break;
      const dest = literalValue(m[2]!, vars) ?? m[2]!.trim();
      const url = literalValue(m[1]!, vars);
      // The rest of the call: CMake checks the file against EXPECTED_HASH/EXPECTED_MD5 when given.
      const call = src.slice(m.index, src.indexOf(')', m.index + m[0].length) + 1 || m.index + 600);
      downloaded.set(dest, {
        url: url !== undefined && /^https?:\/\//.test(url) ? url : '$URL',
        pinned: /\bEXPECTED_(?:HASH|MD5)\b/.test(call),
      });
    }
  if (downloaded.size === 0) return out;
  for (const m of src.matchAll(LOADS)) {
    if (out.length >= MAX_LOADS) break;
    const got = downloaded.get(literalValue(m[1]!, vars) ?? m[1]!.trim());
    if (got === undefined) continue;
    const via = /^\w[\w.]*/.exec(m[0])![0];
    out.push({
      start: m.index,
      end: m.index + m[0].length,
      via,
      url: got.url,
      ...(got.pinned ? { pinned: true } : {}),
    });
  }
  return out;
}

/**
 * Sibling files a script in one of these languages loads as code, as the graph should follow them (the
 * behaviour may be split across files): CMake `include(x.cmake)` and `add_subdirectory(d)`, R
 * `source("x.R")`, Julia `include("x.jl")`, Gradle `apply from: "x.gradle"`, Starlark `load("//pkg:x.bzl")`
 * and Tilt's `load`/`include` of a relative Tiltfile, Tcl `source x.tcl`, Lua `dofile`, Elixir
 * `Code.require_file`, PHP `require`/`include`. `./` means the script's own folder; a bare path resolves like any bare reference.
 */
const SOURCES: ReadonlyArray<{ re: RegExp; target: (m: RegExpMatchArray) => string }> = [
  {
    re: /\binclude\s*\(\s*"?(?:\$\{CMAKE_CURRENT_(?:LIST|SOURCE)_DIR\}\/)?([\w./-]{1,200}\.cmake)"?\s*\)/g,
    target: (m) => `./${m[1]}`,
  },
  { re: /\badd_subdirectory\s*\(\s*"?([\w./-]{1,200})"?[\s)]/g, target: (m) => `./${m[1]}/CMakeLists.txt` },
  { re: /\b(?:sys\.)?source\s*\(\s*(?:file\s*=\s*)?["']([\w./-]{1,200}\.[Rr])["']/g, target: (m) => m[1]! },
  { re: /\binclude\s*\(\s*["']([\w./-]{1,200}\.jl)["']/g, target: (m) => `./${m[1]}` },
  {
    re: /\bapply\s*\(?\s*from\s*[:=]\s*(?:file\s*\(\s*)?["']([\w./-]{1,200}\.gradle(?:\.kts)?)["']/g,
    target: (m) => m[1]!,
  },
  {
    re: /\bload\s*\(\s*["'](?:@[\w.-]{0,64})?\/\/([\w./-]{0,200}):([\w./-]{1,200}\.bzl)["']/g,
    target: (m) => (m[1] ? `${m[1]}/${m[2]}` : m[2]!),
  },
  { re: /\bload\s*\(\s*["']:([\w./-]{1,200}\.bzl)["']/g, target: (m) => `./${m[1]}` },
  { re: /\b(?:load|include)\s*\(\s*["'](\.{1,2}\/[\w./-]{1,200})["']/g, target: (m) => m[1]! },
  { re: /^[ \t]{0,32}source[ \t]+([\w./-]{1,200}\.tcl)\b/gm, target: (m) => `./${m[1]}` },
  { re: /\bdofile\s*\(\s*["']([\w./-]{1,200}\.lua)["']/g, target: (m) => m[1]! },
  {
    re: /\bCode\.(?:require|eval|compile)_file\s*\(\s*["']([\w./-]{1,200}\.exs?)["']/g,
    target: (m) => m[1]!,
  },
  // PHP `require __DIR__ . '/x.php'` (and `dirname(__FILE__)`): the script's own folder; `dirname(__DIR__)`
  // its parent; a bare `require 'lib/x.php'` resolves like any bare reference.
  {
    re: /\b(?:require|include)(?:_once)?[ \t]{0,8}\(?[ \t]{0,8}(__DIR__|dirname[ \t]{0,4}\([ \t]{0,4}__(?:FILE|DIR)__[ \t]{0,4}\))[ \t]{0,8}\.[ \t]{0,8}["']\/?([\w./-]{1,200}\.php)["']/g,
    target: (m) => `${m[1]!.includes('__DIR__') && m[1]!.startsWith('dirname') ? '../' : './'}${m[2]}`,
  },
  {
    re: /\b(?:require|include)(?:_once)?[ \t]{0,8}\(?[ \t]{0,8}["']([\w./-]{1,200}\.php)["']/g,
    target: (m) => m[1]!,
  },
];

export function loadedSiblings(text: string): Array<{ target: string; start: number; end: number }> {
  const src = text.slice(0, MAX_TEXT);
  const out: Array<{ target: string; start: number; end: number }> = [];
  for (const { re, target } of SOURCES)
    for (const m of src.matchAll(re)) {
      if (out.length >= MAX_LOADS) return out;
      out.push({ target: target(m), start: m.index, end: m.index + m[0].length });
    }
  return out;
}
