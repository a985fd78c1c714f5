/**
 * Whether what a program reads reaches its standard output, read from the program's text without running
 * it: the value read on one line is followed through the names it is assigned to (`snap[name] = …` taints
 * `snap`), the functions that return it (`return snap` inside `def snapshot` taints `snapshot`, so
 * `json.dumps(snapshot())` is tainted too) and the lines that build from it, to a line that prints one of
 * them (`print`, `console.log`, `process.stdout.write`, `echo`, `fmt.Print`, `Write-Output` …). A shell
 * command that prints the file itself (`cat ~/.x` in a `{ … } | gzip | base64` group) is its own output
 * unless it is captured or sent into a file. Encoding and compressing keep the value (a courier decodes
 * it); a digest does not, so a chain through a hash function is not printed output.
 *
 * This is a bounded line-level approximation (names, not scopes): it is used only where a program already
 * reads a secret store whole and a document asks the agent to send what the program prints
 * (src/rules/support/courier-sends.ts).
 */

const MAX_LINES = 3000;
const MAX_ROUNDS = 8;
const MAX_NAMES = 64;

/** `name = …`, `const name = …`, `$name = …`, `name, err := …`, `snap[k] = …`, `self.x = …` (first base name kept). */
const ASSIGN =
  /^\s*(?:(?:const|let|var|local|my|export|readonly|declare)\s+)?\$?([A-Za-z_]\w{0,60})(?:\s{0,4},\s{0,4}[A-Za-z_]\w{0,60}){0,4}(?:\[[^\]\n]{0,80}\]|\.\w{1,40}){0,3}\s*(?::[^=\n]{1,60})?(?::=|\+=|=)(?!=)/;
/** A function definition: Python, JS, Go, shell, PowerShell. */
const DEF =
  /^\s*(?:(?:async\s+)?def\s+([A-Za-z_]\w{0,60})|(?:export\s+)?(?:async\s+)?function\s+([A-Za-z_$][\w$]{0,60})|func\s+(?:\([^)\n]{0,80}\)\s*)?([A-Za-z_]\w{0,60})|(?:const|let|var)\s+([A-Za-z_$][\w$]{0,60})\s*=\s*(?:async\s*)?(?:\([^)\n]{0,200}\)|[A-Za-z_$][\w$]{0,60})\s*=>|([A-Za-z_][\w-]{0,60})\s*\(\)\s*\{?\s*$)/;
const RETURN = /^\s*return\b/;
/** Writes to standard output. */
const PRINT =
  /\bprint\s{0,4}\(|\bsys\.stdout\.write\b|\bconsole\.(?:log|info)\s{0,4}\(|\bprocess\.stdout\.write\b|\bfmt\.(?:Print|Fprint)\w{0,4}\s{0,4}\(|\bos\.Stdout\.Write|\bWrite-(?:Output|Host)\b|\[Console\]::Write|^\s*(?:echo|printf)\b|\bputs\b/;
/** A digest keeps nothing of the value it is given. */
const DIGEST =
  /\b(?:hashlib|sha(?:1|224|256|384|512)\w{0,8}|md5\w{0,6}|createHash|shasum|blake2\w?|Get-FileHash|crc32)\b/i;
/** Shell commands that print a file they read. */
const SHELL_PRINTER = /^\s*(?:\{\s*)?(?:cat|head|tail|base64|xxd|od|gzip\s+-c|jq|gh\s+auth\s+token)\b/;

export interface SecretOutput {
  /** 1-based line that puts the secret into the program's output. */
  line: number;
}

/**
 * The line with its string literals reduced to what they interpolate (`f"token: {status}"` keeps
 * `status`, `"$host|$creds"` keeps `$host` and `$creds`): a word inside a message is not a name.
 */
function code(line: string): string {
  return line.replace(
    /"(?:[^"\\\n]|\\.){0,400}"|'(?:[^'\\\n]|\\.){0,400}'|`(?:[^`\\\n]|\\.){0,400}`/g,
    (lit) => {
      const kept: string[] = [];
      for (const m of lit.matchAll(/\$\{?([A-Za-z_]\w{0,60})|\{([^{}\n]{1,120})\}/g))
        kept.push(m[1] ?? m[2]!);
      return ` ${kept.join(' ')} `;
    },
  );
}

function wordIn(text: string, names: ReadonlySet<string>): boolean {
  const line = code(text);
  for (const m of line.matchAll(/[A-Za-z_][\w-]{0,60}/g))
    if (names.has(m[0]) || names.has(m[0].replace(/-/g, '_'))) return true;
  return false;
}

/** The name of the function whose body holds line `i` (the nearest definition above, by indentation). */
function enclosing(lines: readonly string[], i: number): string | undefined {
  const indent = /^\s*/.exec(lines[i]!)![0].length;
  for (let j = i - 1; j >= 0 && j >= i - 400; j--) {
    const m = DEF.exec(lines[j]!);
    if (m) {
      const own = /^\s*/.exec(lines[j]!)![0].length;
      return own < indent || lines[j]!.trimEnd().endsWith('{')
        ? (m.slice(1).find(Boolean) ?? undefined)
        : undefined;
    }
  }
  return undefined;
}

/** A shell read whose command prints the file, not captured in `$(…)` nor sent into a file. */
function shellPrinted(lines: readonly string[], i: number): boolean {
  const line = lines[i]!;
  if (!SHELL_PRINTER.test(line) || /\$\(|`|^\s*\w+=/.test(line)) return false;
  if (/(?:^|[^>&0-9])>{1,2}\s{0,4}(?!&|\/dev\/std)[^\s|&]/.test(line)) return false;
  // The group or loop the line sits in may be captured (`x=$(` above) or redirected where it closes.
  for (let j = i - 1; j >= 0 && j >= i - 12; j--) if (/\$\(\s*$|=\s*\$\(\s*\{/.test(lines[j]!)) return false;
  for (let j = i + 1; j < lines.length && j <= i + 12; j++) {
    const l = lines[j]!;
    if (/^\s*(?:\}|\)|done\b|fi\b)/.test(l)) return !/>{1,2}\s{0,4}(?!&|\/dev\/std)[^\s|&]/.test(l);
  }
  return true;
}

/**
 * Where the value read at `readLine` (1-based) is printed, or undefined. `shell` says the program is a
 * shell script, whose reading commands print by themselves.
 */
export function secretOutputLine(text: string, readLine: number, shell: boolean): SecretOutput | undefined {
  const lines = text.split('\n', MAX_LINES);
  const i = readLine - 1;
  const read = lines[i];
  if (read === undefined) return undefined;
  if (shell && shellPrinted(lines, i)) return { line: readLine };
  const names = new Set<string>();
  const chain: string[] = [read];
  const take = (line: string, at: number): boolean => {
    const before = names.size;
    const a = ASSIGN.exec(line);
    if (a && !RETURN.test(line)) names.add(a[1]!);
    if (RETURN.test(line) || (shell && SHELL_PRINTER.test(line))) {
      const f = enclosing(lines, at);
      if (f) names.add(f);
    }
    return names.size > before;
  };
  take(read, i);
  if (PRINT.test(read) && !DIGEST.test(read)) return { line: readLine };
  for (let round = 0; round < MAX_ROUNDS && names.size > 0 && names.size < MAX_NAMES; round++) {
    let grew = false;
    for (let j = 0; j < lines.length; j++) {
      const line = lines[j]!;
      if (j === i || !wordIn(line, names) || DEF.test(line)) continue;
      if (DIGEST.test(line)) continue;
      if (PRINT.test(line) && !chain.some((c) => DIGEST.test(c))) return { line: j + 1 };
      if (take(line, j)) {
        chain.push(line);
        grew = true;
      }
    }
    if (!grew) break;
  }
  return undefined;
}
