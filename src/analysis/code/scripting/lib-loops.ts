import { splitTop } from './expr.js';
import type { LibLang } from './lib-lang.js';
import type { LibState } from './lib-values.js';

/**
 * Lists and loops of the library-call model (lib-flow.ts): list literals whose items a loop variable walks
 * (a read of each path), and, in the JVM family, a loop over a collection whose item carries what it holds.
 */

/**
 * A list literal's items: PHP `[a, b]`/`array(…)`, Lua `{a, b}`, Go `[]string{…}`, Rust `[…]`/`vec![…]`, Kotlin
 * and Java `listOf(…)`/`List.of(…)`.
 */
export function listItems(rhs: string, lang: LibLang): string[] | undefined {
  const m =
    lang === 'lua'
      ? /^\{([\s\S]*)\}$/.exec(rhs.trim())
      : lang === 'jvm'
        ? /^(?:listOf|setOf|arrayOf|mutableListOf|mutableSetOf|List\.of|Set\.of|Arrays\.asList)\s*(?:<[^>]{0,60}>)?\s*\(([\s\S]*)\)$/.exec(
            rhs.trim(),
          )
        : /^(?:\[\]\w{1,20}\{([\s\S]*)\}|&?(?:vec!)?\[([\s\S]*)\]|array\(([\s\S]*)\))$/.exec(rhs.trim());
  if (!m) return undefined;
  const items = splitTop(m[1] ?? m[2] ?? m[3] ?? '').filter(Boolean);
  if (items.length === 0 || items.some((i) => /=>|^\w+\s*[:=]/.test(i))) return undefined;
  return items.slice(0, 16);
}

/** Loop variables over a list: `foreach ($xs as $x)`, `for _, x := range xs`, `for _, x in ipairs(xs)`. */
export function loops(st: LibState, s: string): void {
  const m =
    /^foreach\s*\(\s*\$(\w{1,64})\s+as\s+(?:\$\w{1,64}\s*=>\s*)?\$(\w{1,64})/.exec(s) ??
    /^for\s+(?:\w{1,64}\s*,\s*)?(\w{1,64})\s*:?=\s*range\s+(\w{1,64})/.exec(s) ??
    /^for\s+(?:\w{1,64}\s*,\s*)?(\w{1,64})\s+in\s+i?pairs\s*\(\s*(\w{1,64})/.exec(s) ??
    /^for\s+(\w{1,64})\s+in\s+&?(\w{1,64})(?:\.iter\(\))?\s*$/.exec(s);
  if (!m) {
    if (!inlineLoop(st, s)) jvmLoop(st, s);
    return;
  }
  const [list, item] = s.startsWith('foreach') ? [m[1]!, m[2]!] : [m[2]!, m[1]!];
  if (!list || !item) return;
  if (st.lists.has(list) && st.loops.size < 64) st.loops.set(item, list);
}

/**
 * C# `foreach (var x in xs)`, Kotlin and Swift `for (x in xs)` / `for x in xs`, Java `for (T x : xs)`: the
 * item carries what the collection holds (each element is one of them).
 */
function jvmLoop(st: LibState, s: string): void {
  if (st.libLang !== 'jvm') return;
  const m =
    /^foreach\s*\(\s*(?:var|[\w<>[\],.?]{1,60})\s+([A-Za-z_]\w{0,63})\s+in\s+([A-Za-z_]\w{0,63})\s*\)$/.exec(
      s,
    ) ??
    /^for\s*\(?\s*(?:(?:val|let|var)\s+)?([A-Za-z_]\w{0,63})\s+in\s+([A-Za-z_]\w{0,63})\s*\)?$/.exec(s) ??
    /^for\s*\(\s*(?:final\s+)?[\w<>[\],.?]{1,60}\s+([A-Za-z_]\w{0,63})\s*:\s*([A-Za-z_]\w{0,63})\s*\)$/.exec(
      s,
    );
  const v = m ? st.env.get(m[2]!) : undefined;
  if (m && v && !v.literal && st.env.size < 1024) st.env.set(m[1]!, v);
}

/**
 * A loop over a list written in place — PHP `foreach (['a.json', 'b.json'] as $n)`, Lua `for _, n in
 * ipairs({…})`, Go `for _, n := range []string{…}`, Rust `for n in [...]` — walks those items like a named list.
 */
const INLINE: ReadonlyArray<{ re: RegExp; list: number; item: number }> = [
  {
    re: /^foreach\s*\(\s*(\[[^\]\n]{1,300}\]|array\([^()\n]{1,300}\))\s+as\s+(?:\$\w{1,64}\s*=>\s*)?\$(\w{1,64})/,
    list: 1,
    item: 2,
  },
  {
    re: /^for\s+(?:\w{1,64}\s*,\s*)?(\w{1,64})\s+in\s+i?pairs\s*\(\s*(\{[^{}\n]{1,300}\})\s*\)/,
    list: 2,
    item: 1,
  },
  {
    re: /^for\s+(?:\w{1,64}\s*,\s*)?(\w{1,64})\s*:?=\s*range\s+(\[\]\w{1,20}\{[^{}\n]{1,300}\})/,
    list: 2,
    item: 1,
  },
  { re: /^for\s+(\w{1,64})\s+in\s+(&?\[[^\]\n]{1,300}\])(?:\.iter\(\))?\s*\{?\s*$/, list: 2, item: 1 },
];

function inlineLoop(st: LibState, s: string): boolean {
  for (const { re, list, item } of INLINE) {
    const m = re.exec(s);
    if (!m) continue;
    const items = listItems(m[list]!, st.libLang);
    // A name no source spelling can take: the list lives only in this loop.
    const key = `(loop ${m[item]!})`;
    if (items && st.lists.size < 64 && st.loops.size < 64) {
      st.lists.set(key, items);
      st.loops.set(m[item]!, key);
    }
    return true;
  }
  return false;
}
