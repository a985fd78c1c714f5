import type { LibState } from './lib-values.js';
import { ScriptState, upTo } from './model.js';

/**
 * PHP's reads of the environment, for the library-call model (lib-flow.ts): `getenv()` with no name, `$_ENV` and
 * `$_SERVER` whole are every variable of the process (the whole environment, secrets included); `getenv('X')`,
 * `$_ENV['X']` and `$_SERVER['X']` one variable, a secret when its name says so. The value is what a request
 * body, a file or a log that takes it carries.
 */

const WHOLE = /\bgetenv\s*\(\s*\)|\$_(?:ENV|SERVER)\b(?!\s*\[)/g;
const ONE =
  /\bgetenv\s*\(\s*["']([A-Za-z_]\w{0,127})["']|\$_(?:ENV|SERVER)\s*\[\s*["']([A-Za-z_]\w{0,127})["']\s*\]/g;

export function phpEnvReads(st: LibState): void {
  const s = st.stmt.text;
  for (const m of upTo(s.matchAll(WHOLE), 8))
    st.addSpan(m.index, m.index + m[0].length, ScriptState.EVERY_VARIABLE);
  for (const m of upTo(s.matchAll(ONE), 16)) {
    const end = m.index + m[0].length;
    st.addSpan(m.index, end, st.readEnv((m[1] ?? m[2])!, m.index, end));
  }
}
