/**
 * fish scripts (fishshell.com/docs/current/language.html) read as the POSIX shell they mean, so the shell
 * analyzer can walk them: `(cmd)` is `$(cmd)`, `set [-lgx] NAME v…` an array assignment (every fish
 * variable is a list; `$NAME` expands to all of it, `$NAME[1]` to the first), blocks close with `end`
 * (`if c` … `end` is `if c; then` … `fi`, `function f` … `end` is `f() {` … `}`), `not`/`and`/`or` are
 * `!`/`&&`/`||`, `string join SEP a b` prints the words joined, `source` with no file (`curl … | source`)
 * runs its standard input, and `$__fish_config_dir` is fish's configuration folder.
 *
 * The translation keeps every line break where it was, so line N of the result is line N of the script
 * (`UnitSpec.lineAligned`): a finding lands on the fish line that holds it. One pass, bounded by the text.
 */

const CONFIG_DIR = '$HOME/.config/fish';
const CLOSERS: Record<string, string> = { if: 'fi', for: 'done', while: 'done', function: '}', begin: '}' };

/** Whether a script's first line names fish as its interpreter. */
export function hasFishShebang(text: string): boolean {
  return /^#!\s*\S*(?:\/|env\s+(?:-\S+\s+)*)fish\b/.test(text);
}

/** The POSIX-shell reading of a fish script, line for line. */
export function fishToPosix(text: string): string {
  const lists = new Set<string>();
  for (const m of text.matchAll(
    /(?:^|[;(|]|\b(?:and|or|not|begin))[ \t]{0,8}set[ \t]{1,8}(?:-{1,2}[A-Za-z-]{1,16}[ \t]{1,8}){0,4}([A-Za-z_]\w{0,63})/gm,
  ))
    lists.add(m[1]!);
  return new FishReader(text, lists).read();
}

class FishReader {
  private out = '';
  private at = 0;
  private blocks: string[] = [];
  /** Appended when the current statement ends (`; then` after an `if` condition). */
  private suffix = '';
  private commandStart = true;
  /** The suffixes of the statements a `(…)` substitution interrupted. */
  private outer: string[] = [];

  constructor(
    private readonly text: string,
    private readonly lists: ReadonlySet<string>,
  ) {}

  read(): string {
    const t = this.text;
    while (this.at < t.length) {
      const c = t[this.at]!;
      if (c === ' ' || c === '\t') {
        this.out += c;
        this.at++;
      } else if (c === '\n' || c === ';') this.endStatement(c);
      else if (c === '\\' && t[this.at + 1] === '\n') {
        this.out += '\\\n';
        this.at += 2;
      } else if (this.commandStart && c === '#') this.copyComment();
      else if (this.commandStart && this.keyword()) continue;
      else this.word();
    }
    if (this.suffix) this.out += this.suffix;
    return this.out;
  }

  private endStatement(c: string): void {
    this.out += this.suffix + c;
    this.suffix = '';
    this.at++;
    this.commandStart = true;
  }

  private copyComment(): void {
    const end = this.text.indexOf('\n', this.at);
    const stop = end < 0 ? this.text.length : end;
    this.out += this.text.slice(this.at, stop);
    this.at = stop;
  }

  /** The command word: a keyword or builtin fish spells differently. False when it is an ordinary word. */
  private keyword(): boolean {
    const m = /^([A-Za-z_][\w-]{0,40})(?=[ \t;\n)]|$)/.exec(this.text.slice(this.at, this.at + 42));
    if (!m) return false;
    const w = m[1]!;
    const after = this.at + w.length;
    const rest = this.text.slice(after, after + 8);
    const emit = (s: string, keepStart = true) => {
      this.out += s;
      this.at = after;
      this.commandStart = keepStart;
      return true;
    };
    switch (w) {
      case 'if':
      case 'while':
      case 'for':
        this.blocks.push(CLOSERS[w]!);
        this.suffix = w === 'if' ? '; then' : '; do';
        return emit(w, w !== 'for');
      case 'else':
        if (/^[ \t]{1,8}if\b/.test(rest)) {
          this.at = after + /^[ \t]{1,8}if/.exec(rest)![0].length;
          this.suffix = '; then';
          this.out += 'elif';
          return true;
        }
        return emit('else');
      case 'begin':
        this.blocks.push('}');
        return emit('{ :', false);
      case 'switch':
        this.blocks.push('}');
        return emit('{ :', false);
      case 'case':
        return emit(':', false);
      case 'end':
        return emit(this.blocks.pop() ?? ':', false);
      case 'not':
        return emit('!');
      case 'and':
      case 'or':
        return this.chain(w === 'and' ? '&&' : '||', after);
      case 'function':
        return this.functionHeader(after);
      case 'set':
        return this.setStatement(after);
      case 'string':
        return this.stringJoin(after) || emit(w, false);
      case 'source':
      case '.':
        // No file, or `-`: fish reads the script from standard input, as `sh` does.
        if (!/^[ \t]*(?:-[ \t]*)?(?:[;|\n)]|$)/.test(this.text.slice(after, after + 4)))
          return emit(w, false);
        emit('source /dev/stdin', false);
        return this.skipDash();
      default:
        return false;
    }
  }

  private skipDash(): boolean {
    const m = /^[ \t]*-(?=[ \t;|\n)]|$)/.exec(this.text.slice(this.at, this.at + 4));
    if (m) this.at += m[0].length;
    return true;
  }

  /** `a; or b` is `a || b`; a line that starts with `and`/`or` runs on the last status: kept as a command. */
  private chain(op: string, after: number): boolean {
    const prior = this.out.trimEnd();
    if (prior.endsWith(';')) this.out = `${prior.slice(0, -1)} ${op}`;
    this.at = after;
    this.commandStart = true;
    return true;
  }

  /** `function NAME [--options …]` opens `NAME() {`; its arguments (`$argv`) are the shell's `$@`. */
  private functionHeader(after: number): boolean {
    const m = /^[ \t]{1,8}([A-Za-z_][\w-]{0,63})[^\n;]{0,400}/.exec(this.text.slice(after, after + 480));
    if (!m) return false;
    this.blocks.push('}');
    this.out += `${m[1]}() {`;
    this.at = after + m[0].length;
    this.commandStart = true;
    return true;
  }

  /** `set [options] NAME values…`: an array assignment; `-e` unsets, `-q` tests, `-a`/`-p` add. */
  private setStatement(after: number): boolean {
    const m = /^((?:[ \t]{1,8}-{1,2}[A-Za-z-]{1,16}){0,4})[ \t]{1,8}([A-Za-z_]\w{0,63})(?=[ \t;\n]|$)/.exec(
      this.text.slice(after, after + 200),
    );
    if (!m) return false;
    const flags = m[1]!;
    const name = m[2]!;
    this.at = after + m[0].length;
    this.commandStart = false;
    if (/-(?:[a-zA-Z]{0,4}e\b|-erase)/.test(flags)) this.out += `unset ${name}`;
    else if (/-(?:[a-zA-Z]{0,4}q\b|-query)/.test(flags)) this.out += `: ${name}`;
    else {
      const op = /-(?:[a-zA-Z]{0,4}a\b|-append)/.test(flags) ? '+=' : '=';
      this.out += `${name}${op}(`;
      this.suffix = `)${this.suffix}`;
    }
    return true;
  }

  /** `string join SEP a b c` as `printf %s a SEP b SEP c` (the same output) when its words are plain. */
  private stringJoin(after: number): boolean {
    const m = /^[ \t]{1,8}join[ \t]{1,8}([^\n;|()$]{0,400})/.exec(this.text.slice(after, after + 420));
    if (!m) return false;
    const words = m[1]!.trim().match(/'[^'\n]*'|"[^"\n]*"|[^\s'"]+/g) ?? [];
    if (words.length < 2 || words[0]!.startsWith('-')) return false;
    const [sep, ...parts] = words;
    this.out += `printf %s ${parts.join(` ${sep} `)}`;
    this.at = after + m[0].length;
    this.commandStart = false;
    return true;
  }

  /** One word (or operator) outside the command position: quotes, substitutions, variables. */
  private word(): void {
    const t = this.text;
    const c = t[this.at]!;
    this.commandStart = false;
    if (c === "'") {
      this.singleQuoted();
      return;
    }
    if (c === '"') {
      this.doubleQuoted();
      return;
    }
    if (c === '(') {
      this.out += '$(';
      this.outer.push(this.suffix);
      this.suffix = '';
      this.at++;
      this.commandStart = true;
      return;
    }
    if (c === ')' && this.outer.length > 0) {
      this.out += `${this.suffix})`;
      this.suffix = this.outer.pop()!;
      this.at++;
      return;
    }
    if (c === '$') {
      this.variable();
      return;
    }
    if (c === '|' || c === '&') {
      this.out += c;
      this.at++;
      this.commandStart = true;
      return;
    }
    if (c === '\\' && this.at + 1 < t.length) {
      this.out += t.slice(this.at, this.at + 2);
      this.at += 2;
      return;
    }
    this.out += c;
    this.at++;
  }

  /** fish's `'…'` allows `\'` and `\\` inside; POSIX single quotes do not. */
  private singleQuoted(): void {
    const t = this.text;
    let i = this.at + 1;
    let body = '';
    while (i < t.length && t[i] !== "'") {
      if (t[i] === '\\' && (t[i + 1] === "'" || t[i + 1] === '\\')) {
        body += t[i + 1] === "'" ? `'\\''` : '\\';
        i += 2;
      } else body += t[i++];
    }
    this.out += `'${body}'`;
    this.at = Math.min(i + 1, t.length);
  }

  /** `"…"`: variables expand (a list joined by spaces), `$(cmd)` substitutes; `(` alone is literal. */
  private doubleQuoted(): void {
    const t = this.text;
    this.out += '"';
    this.at++;
    while (this.at < t.length && t[this.at] !== '"') {
      if (t[this.at] === '\\' && this.at + 1 < t.length) {
        this.out += t.slice(this.at, this.at + 2);
        this.at += 2;
      } else if (t[this.at] === '$' && t[this.at + 1] !== '(') this.variable();
      else this.out += t[this.at++];
    }
    if (this.at < t.length) {
      this.out += '"';
      this.at++;
    }
  }

  /** `$NAME`, `$NAME[i]`, `$argv`, `$status`, `$__fish_config_dir`. */
  private variable(): void {
    const m = /^\$([A-Za-z_]\w{0,63})(?:\[(-?\d{1,4})\])?/.exec(this.text.slice(this.at, this.at + 72));
    if (!m) {
      this.out += '$';
      this.at++;
      return;
    }
    const [whole, name, index] = m as unknown as [string, string, string | undefined];
    this.at += whole.length;
    if (name === '__fish_config_dir') this.out += CONFIG_DIR;
    else if (name === 'status') this.out += '$?';
    else if (name === 'argv') this.out += index ? `\${${Math.max(1, Number(index))}}` : '$@';
    else if (index !== undefined) this.out += `\${${name}[${Number(index) > 0 ? Number(index) - 1 : index}]}`;
    else this.out += this.lists.has(name) ? `\${${name}[*]}` : `$${name}`;
  }
}
