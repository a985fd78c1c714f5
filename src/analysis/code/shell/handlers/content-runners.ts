import type { Value } from '../../../facts.js';
import type { Cmd, Handler } from '../cmd.js';
import type { FileInfo, ShellState } from '../state.js';
import { runCode } from './exec.js';

/**
 * Tools whose options turn the files they are handed from data into code, as one table: what matters is
 * the origin of those files. Handed a download (a file fetched here, or any file under a folder a
 * download filled: `curl … | tar -xz -C "$PACK"`), the tool runs downloaded code, as `bash "$PACK/x.sh"`
 * would; handed the skill's own files or the vendor's default set, it runs what is reviewed here.
 * Checked against each tool's documentation (the search tool):
 * - nuclei `-code`: code-protocol templates run their `source` with a local interpreter on the host
 *   (docs.projectdiscovery.io "Code Protocol"); without `-code` they are skipped, so only `-code` counts.
 * - ansible-playbook: a playbook's tasks (`shell`, `command`, `script` …) run where its hosts say,
 *   `localhost` included.
 * - pytest: collects and imports every `conftest.py` and `test_*.py` of the folders it is given.
 * Not here, because they do not run what they are handed: semgrep (`--autofix` rewrites matched text from
 * the rule's `fix`; rules are patterns), jq and yq (filters), nuclei without `-code`.
 */

/** The option values and operands of `cmd` that name the files the tool loads, when its options make them code. */
type Loaded = (args: readonly Value[]) => Value[] | undefined;

/** Values of the options named (`-t DIR`, `-t=DIR`, `--templates DIR`). */
function optionValues(args: readonly Value[], names: ReadonlySet<string>): Value[] {
  const out: Value[] = [];
  for (let i = 0; i < args.length && i < 64; i++) {
    const t = args[i]!.text;
    const eq = t.indexOf('=');
    if (eq > 0 && names.has(t.slice(0, eq))) out.push({ ...args[i]!, text: t.slice(eq + 1) });
    else if (names.has(t) && args[i + 1]) out.push(args[++i]!);
  }
  return out;
}

/** Operands: words that are not options (an option's value is skipped only for the options listed). */
function operands(args: readonly Value[], valued: ReadonlySet<string>): Value[] {
  const out: Value[] = [];
  for (let i = 0; i < args.length && i < 64; i++) {
    const t = args[i]!.text;
    if (valued.has(t)) i++;
    else if (!t.startsWith('-')) out.push(args[i]!);
  }
  return out;
}

const NUCLEI_TEMPLATES = new Set(['-t', '-templates', '--templates', '-w', '-workflows', '--workflows']);
const NUCLEI_CODE = /^--?code(?:=true)?$/;
const ANSIBLE_VALUED = new Set([
  '-i',
  '--inventory',
  '-e',
  '--extra-vars',
  '-l',
  '--limit',
  '-u',
  '--user',
  '-t',
  '--tags',
]);
const PYTEST_VALUED = new Set(['-k', '-m', '-p', '-c', '-o', '--rootdir', '--basetemp', '-n']);

const TABLE: ReadonlyArray<[string, string, Loaded]> = [
  [
    'nuclei',
    'nuclei -code (code-protocol templates run on the host)',
    (args) => (args.some((a) => NUCLEI_CODE.test(a.text)) ? optionValues(args, NUCLEI_TEMPLATES) : undefined),
  ],
  [
    'ansible-playbook',
    'ansible-playbook (a playbook runs its tasks)',
    (args) => operands(args, ANSIBLE_VALUED),
  ],
  [
    'pytest',
    'pytest (imports conftest.py and the tests it collects)',
    (args) => operands(args, PYTEST_VALUED),
  ],
];

/** The download a path holds: a file fetched here, or a file or folder under a folder a download filled. */
function fetchedAt(st: ShellState, path: string): FileInfo | undefined {
  const info = st.fileAt(path) ?? st.fetchedDirOf(path);
  return info?.content.taints.includes('download') ? info : undefined;
}

function contentRunner(via: string, loaded: Loaded): Handler {
  return (st: ShellState, cmd: Cmd) => {
    const paths = loaded(cmd.argv.slice(1).map((w) => w.v)) ?? [];
    for (const p of paths.slice(0, 8)) {
      const info = fetchedAt(st, p.text);
      if (!info) continue;
      runCode(
        st,
        undefined,
        via,
        info.content,
        { start: cmd.start, end: cmd.end },
        { always: true, ...(info.endpoint ? { endpoint: info.endpoint } : {}) },
      );
      break;
    }
    return undefined;
  };
}

export const CONTENT_RUNNER_HANDLERS: Array<[string, Handler]> = TABLE.map(([name, via, loaded]) => [
  name,
  contentRunner(via, loaded),
]);
