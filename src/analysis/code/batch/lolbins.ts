import type { Value } from '../../facts.js';
import { endpointOf } from '../../hosts.js';
import { type BatchCmd, type BatchState, fileKey, proxyExec, runFileIfFetched } from './commands.js';

/**
 * Signed Windows programs that run what they are given (living off the land), beyond the `mshta URL` and
 * `regsvr32 /i:URL` shapes of `proxyExec`: `rundll32 file.dll,Entry` and `regsvr32 file.dll` on a file
 * this script fetched or decoded earlier (`certutil -urlcache` then `certutil -decode`), and
 * `rundll32 javascript:…GetObject("script:https://…")`, which fetches a scriptlet and runs it.
 */

const URL_IN_SCRIPT = /\b(?:https?|ftp):\/\/[^\s"'()<>;]{1,500}/i;
/** `javascript:` / `vbscript:` given to rundll32 (through mshtml's RunHTMLApplication). */
const SCRIPT_PROTOCOL = /^["']?(?:javascript|vbscript):/i;

function fetchedCode(tool: string, url: string): Value {
  return {
    text: `$(${tool} ${url.slice(0, 200)})`,
    literal: false,
    taints: ['download'],
    from: url.slice(0, 300),
  };
}

/** Runs a file fetched or decoded earlier in the script, when `path` names one. */
function loadsFetched(st: BatchState, cmd: BatchCmd, path: string): boolean {
  const file = st.files.get(fileKey(path.trim().replace(/^"|"$/g, '')));
  return file ? runFileIfFetched(st, cmd, file) : false;
}

export function rundll32(st: BatchState, cmd: BatchCmd): Value | undefined {
  const args = cmd.words.slice(1).map((w) => w.v.text);
  const first = args[0];
  if (first === undefined) return undefined;
  if (SCRIPT_PROTOCOL.test(first)) {
    const url = URL_IN_SCRIPT.exec(args.join(' '))?.[0];
    if (url === undefined) return undefined;
    const endpoint = endpointOf(url, st.unit.hosts);
    st.emit({ kind: 'fetch', endpoint, tool: cmd.name }, cmd.start, cmd.end);
    st.emit(
      { kind: 'execute', via: cmd.name, code: fetchedCode(cmd.name, url), endpoint },
      cmd.start,
      cmd.end,
    );
    return undefined;
  }
  // `rundll32 "C:\x\a.dll",Entry`: the library is the text before the comma.
  const comma = first.indexOf(',');
  loadsFetched(st, cmd, comma > 0 ? first.slice(0, comma) : first);
  return undefined;
}

/** `regsvr32 /s file.dll` on a fetched file, besides the remote `/i:URL` scriptlet `proxyExec` reads. */
export function regsvr32(st: BatchState, cmd: BatchCmd): Value | undefined {
  proxyExec(st, cmd);
  for (const w of cmd.words.slice(1)) if (!/^[-/]/.test(w.v.text) && loadsFetched(st, cmd, w.v.text)) break;
  return undefined;
}
