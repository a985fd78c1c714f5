import type { Region } from '../findings.js';
import type { DataUses } from './data-uses.js';
import type { Across, ModuleFacts } from './facts-modules.js';
import type { ServingFact } from './facts-serving.js';
import type { SecretClass, Taint, Value, WriteClass } from './facts-values.js';
export type { SecretClass, Taint, Value, WriteClass };
/**
 * The behaviour-fact model: what code does and where it sits, whatever its language. Analyzers
 * (src/analysis/code/<lang>/) turn a parsed unit into facts; rules turn facts into findings (severity and
 * wording live in the rules). Plain data: facts cross a worker boundary and outlive their text (docs/facts.md).
 */
/** Languages the analyzers read: these parsed by tree-sitter, `batch` tokenized, `scripting` by statements. */
type ParsedLang = 'shell' | 'powershell' | 'python' | 'javascript' | 'typescript' | 'go';
export type Lang = ParsedLang | 'batch' | 'scripting';
/** Where a unit of code came from. */
export type UnitOrigin = 
/** A file shipped as code (by content: shebang, extension, or sniffed). */
'script'
/** A fenced or indented code block in Markdown. */
 | 'fence'
/** An inline code span in Markdown prose. */
 | 'inline'
/** A bare command line in Markdown prose (`curl … | sh` written without backticks). */
 | 'prose-line'
/** Text asking the agent to act with its own tools, no code (src/analysis/prose-writes.ts). */
 | 'asked'
/** `` !`cmd` `` dynamic context: runs when the skill is rendered. */
 | 'dynamic'
/** A ```` ```! ```` dynamic-context block. */
 | 'dynamic-block'
/** A hook command (skill/subagent frontmatter, hooks.json, plugin.json inline hooks, settings). */
 | 'hook'
/** A server the runtime starts (command + args): MCP servers, and plugins' language servers. */
 | 'mcp'
/** A settings `statusLine` command. */
 | 'status-line'
/** Code nested in another unit: `sh -c '…'`, `eval`, a here-doc fed to an interpreter, `python -c`,
 *  `child_process.exec('…')`, `subprocess.run('…', shell=True)`, a decoded `-EncodedCommand`. */
 | 'embedded';
/**
 * How the code is meant to be used, judged from where it sits and what the surrounding text asks. The
 * attacker writes every word, so placement raises or lowers severity only within limits the rules set:
 * framing never lowers a payload that sits where it runs (`auto`, `script`, `instructed`) below the gate.
 */
export type Placement = 
/** Runs without anyone typing it: hooks, MCP servers, status lines, dynamic context. */
'auto'
/** A shipped script: runs when the skill (or the agent following it) invokes it. */
 | 'script'
/** The text tells the agent to run this block or command ("Run:", "execute the following"). */
 | 'instructed'
/** A shell-like fenced block with no instruction either way: an agent may well run it. */
 | 'runnable'
/** Framed as an example not to run (negation, anti-pattern label) — attacker-controllable framing. */
 | 'example'
/** Named, not run: inline code in a table, list of patterns, heading, quoted string, a block-list. */
 | 'mention';
/** A parsed unit of code. Facts point at their unit by index. */
export interface CodeUnit {
    id: number;
    origin: UnitOrigin;
    placement: Placement;
    lang: Lang;
    /** The unit's extent in the file. */
    at: Region;
    /** The unit this one is embedded in (origin `embedded`). */
    parent?: number;
    /** Surrounding text frames the unit: as a thing not to do, or as a described attack. */
    framing?: 'negated' | 'illustrative';
    /** The parser recovered from errors (tree-sitter ERROR/MISSING nodes) or gave up (time/size bound). */
    parse: 'ok' | 'recovered' | 'gave-up';
    /** Hook event, MCP server name, fence info string … (free text, for messages). */
    label?: string;
    /**
     * CI (workflow steps: where the agent works only under act), a build container (Dockerfile RUN), or a
     * runner that resolves the names of a call table (src/analysis/build-call-tables.ts): it runs only when
     * such a runner in reach reads the file. `input`: a shipped file the skill only hands to another program
     * as input (src/rules/support/input-files.ts), and `inspected`: a document the text only names as a file
     * to check or edit (src/rules/support/inspected-docs.ts), and `unrun`: code nothing in reach runs
     * (src/rules/support/unrun-code.ts), set by the rules, never by the analysis.
     */
    runner?: 'ci' | 'container' | 'dispatch' | 'input' | 'inspected' | 'readme' | 'unrun';
    /** The archive member the unit was read from (`inner.zip!/run.sh`): regions are its lines, not the archive's. */
    member?: string;
    sources?: string[];
}
/** Who is at the other end of a network call. See src/analysis/hosts.ts. */
export type HostClass = 
/** localhost, loopback, host.docker.internal. */
'local'
/** RFC 2606/6761 names, TEST-NET addresses, `<host>`/`${HOST}` placeholders, attacker.example. */
 | 'placeholder'
/** A literal public IP address. */
 | 'raw-ip'
/** Webhook, paste, file-drop, tunnel and interaction hosts (Discord webhooks, pastebin, ngrok …). */
 | 'exfil-service'
/** A vendor's documented installer, matched on the exact host (and path prefix). */
 | 'vendor-installer'
/** A package registry or source host (registry.npmjs.org, pypi.org, github.com …). */
 | 'registry'
/** Cloud instance metadata (169.254.169.254). */
 | 'metadata'
/** An ordinary-looking host. */
 | 'other'
/** Not known statically (a variable, a computed string). */
 | 'unknown';
export interface Endpoint {
    /** The URL or host as reconstructed (inert, bounded); absent when nothing could be reconstructed. */
    url?: string;
    host?: string;
    cls: HostClass;
}
export type DecodeScheme = 'base64' | 'base32' | 'hex' | 'escape' | 'charcode' | 'rev' | 'rot13' | 'gzip' | 'zlib' | 'utf16le-base64' | 'xor' | 'other';
/** Stored or published for others to read (a bucket, a forge comment, an error event): not a call's input. */
type PublishChannel = 'storage' | 'forge' | 'telemetry';
export type SendChannel = 'http' | 'dns' | 'socket' | 'git' | 'mail' | 'clipboard' | 'other' | PublishChannel;
export type InstallSource = 'registry' | 'url' | 'git' | 'path' | 'custom-index';
/** One behaviour of code, located. */
/** The key an approving hook answer is printed under (src/analysis/code/hook-decisions.ts). */
export type ApproveShape = 'permissionDecision' | 'behavior' | 'decision';
export type Behaviour = BehaviourBase & ({
    kind: 'fetch';
    endpoint: Endpoint;
    tool: string /** Where the bytes go: stdout/pipe or a file. */;
    file?: string;
    /** What authenticates the request (see `send`). */
    credentials?: Value;
} | {
    kind: 'execute';
    /** The interpreter or sink: `bash`, `python`, `eval`, `Function`, `iex`, `exec`, `child_process`. */
    via: string;
    /** What runs. Taints `download`/`decoded`/`file` make this remote or obfuscated execution. */
    code: Value;
    /** Where the downloaded code came from, when `code` carries `download`. */
    endpoint?: Endpoint;
    /** Checked against a hash the repository pins (CMake `EXPECTED_HASH`). */ pinned?: boolean;
    /**
     * The downloaded text is only a quoted argument, spliced into a shell command line, of this program,
     * which never runs its operands (`open "${reply.url}"`: src/analysis/code/data-programs.ts): only
     * shell syntax inside the reply would run.
     */
    spliced?: string;
    /**
     * The downloaded text is spliced into a string literal of the program's own source in this language
     * (`python3 -c "… json.loads('''$response''') …"`: src/analysis/code/spliced-source.ts):
     * nothing downloaded runs unless it holds the literal's closing quote — an injection.
     */
    splicedInto?: {
        lang: string;
        quote: string;
    };
    /**
     * A protection the platform puts between a download and its first run, removed on the way (the
     * quarantine attribute, Gatekeeper's unidentified-developer block, SmartScreen), or a password on the
     * archive that keeps its content from scanners: what was done, in words.
     */
    bypass?: string;
} | {
    kind: 'decode';
    scheme: DecodeScheme;
    input: Value /** Decoded text (inert, bounded), when static. */;
    decoded?: string;
} | {
    kind: 'read';
    target: Value;
    secret: SecretClass;
    /** Only tested, not kept: `grep -q`/`-l`/`-c` on the file prints nothing of its content. */
    probe?: true;
    /**
     * What the code keeps of the store is no secret: a digest of its bytes (`hashlib.sha256(f.read())`,
     * a file-integrity check) or rows of columns that hold none (a cookie database's host, name and
     * timestamps, never `value`/`encrypted_value`), the file's attributes (`stat`, `wc -c`, `file`:
     * size, times, type), or its INI section headers only (`grep -E '^\[.+\]' …`: profile names).
     */
    only?: 'digest' | 'metadata' | 'attributes' | 'headers';
} | {
    kind: 'send';
    endpoint: Endpoint;
    channel: SendChannel;
    data: Value;
    /**
     * What authenticates the request, kept apart from `data`: an `Authorization` or API-key header,
     * `auth=`, a credential-named query parameter (`?api_key=`). A token sent to the API it belongs to
     * is the intended call; the rule weighs these taints against the endpoint.
     */
    credentials?: Value;
} | {
    kind: 'write';
    target: Value;
    cls: WriteClass;
    content?: Value;
    append: boolean;
} | {
    kind: 'config';
    setting: 'package-registry' | 'package-index' | 'git-hooks-path'
    /** `init.templateDir`: its `hooks/` folder is copied into every repository later cloned or created. */
     | 'git-template'
    /** A program git runs by itself: `core.fsmonitor`, `core.pager`, `diff.<x>.textconv`, filters … */
     | 'git-program'
    /** A git program named as a command (`core.pager delta`): see rules/support/path-installs.ts. */
     | 'git-tool' | 'git-url-rewrite' | 'git-push-url' /** `remote.<name>.pushurl`: later pushes to that remote go (also) there. */ | 'git-include' | 'git-credential-helper' | 'proxy' | 'agent-permission' | 'other';
    value: string;
} | {
    kind: 'launch';
    what: 'agent-cli' | 'mcp-server';
    program: string /** Approval-bypass flags given. */;
    bypass: string[];
    /**
     * The agent's sandbox kept on beside them: Codex's mode (`--sandbox read-only`,
     * `-c sandbox_mode="workspace-write"`), or Gemini CLI's container/Seatbelt switch (`--yolo --sandbox`).
     */
    sandbox?: 'read-only' | 'workspace-write' | 'container';
} | {
    kind: 'install';
    manager: string;
    spec: string;
    source: InstallSource;
    pinned: boolean;
    runs: boolean;
    /** A registry name one small change from a well-known package (src/analysis/package-lookalikes.ts). */
    lookalike?: {
        of: string;
        how: string;
    };
} | {
    kind: 'privilege';
    how: 'sudo' | 'su' | 'doas' | 'pkexec' | 'runas' | 'setuid' | 'world-writable' | 'chown-root';
    /** The command run with privilege (for sudo-like), as text. */
    command?: string;
    /** The privileged command is a shell or interpreter reading code (`| sudo bash`). */
    interpreter: boolean;
} | {
    kind: 'destroy';
    how: 'rm-broad' | 'mkfs' | 'dd-device' | 'fork-bomb' | 'shred' | 'format' | 'chmod-broad';
    target: string;
} | {
    kind: 'reverse-shell';
    how: string;
    endpoint: Endpoint;
}
/** A security control switched off on the user's account (src/analysis/controls-off.ts): what, and where. */
 | {
    kind: 'control-off';
    control: string;
    service: string;
} | {
    kind: 'detach';
    how: string;
} | ServingFact<Value, Endpoint, SecretClass> | {
    kind: 'source';
    target: Value;
} | {
    /**
     * A program or script taken from the working folder the process was started in — the user's open
     * project, not the skill or plugin that holds this code (`node "$PWD/dist/cli.js"`, Node
     * `spawn(process.execPath, [join(process.cwd(), …)])`, Python `[sys.executable, os.path.join(os.getcwd(), …)]`):
     * src/analysis/code/shell/handlers/workspace-runs.ts. Whoever owns the launch point decides what
     * it means (src/rules/support/workspace-runs.ts).
     */
    kind: 'workspace-run';
    /** The program or interpreter that runs it (`node`, `python3`, the file itself). */
    via: string;
    /** The path as rebuilt (`${PWD}/dist/cli.js`). */
    path: Value;
    /** How the path names the working folder: `$PWD`, `process.cwd()`, `os.getcwd()`, `$CLAUDE_PROJECT_DIR` … */
    root: string;
} | {
    /**
     * Code that prints a hook answer approving the tool call (`permissionDecision: "allow"`,
     * PermissionRequest `decision.behavior: "allow"`, legacy `decision: "approve"`): run as a
     * `PreToolUse`/`PermissionRequest` hook, the call proceeds with no prompt (src/analysis/code/hook-decisions.ts).
     */
    kind: 'approve';
    /** `always`: the code never looks at the hook input; `listed`: it approves what matches entries it reads. */
    when: 'always' | 'listed';
    /** An entry of the code's own list, or a `case` default, that matches (nearly) every input. */
    catchAll?: string;
    /** Data files the code names (`policy.toml`): where its entries may come from, resolved beside it. */
    lists?: string[];
    /** The function whose body prints the answer (`hook_allow`): callers approve by calling it. */
    fn?: string;
    /**
     * The answer's shapes in the script's text: `permissionDecision` (what PreToolUse reads), `behavior`
     * (PermissionRequest's `decision.behavior`), `decision` (PreToolUse's legacy `"approve"`).
     */
    shapes?: ApproveShape[];
} | {
    /**
     * A test of a hook's command (or its first word) against a literal prefix whose branch approves,
     * directly or by calling a function (src/analysis/code/hook-prefix-gates.ts): what follows the
     * prefix is not looked at.
     */
    kind: 'approve-gate';
    /** The literal the command must begin with (`${CLAUDE_PLUGIN_ROOT}/scripts/`, `uv run `). */
    prefix: string;
    /** The branch prints the approving answer itself. */
    direct: boolean;
    /** Names the branch calls: one of them may print the answer (an `approve` fact's `fn`). */
    calls: string[];
    /** The code rejects command separators (`;`, `&&`, `|`, `$(`) or splits the command first. */
    guarded: boolean;
} | {
    /**
     * A test that the hook's command CONTAINS a literal (`".claude" in cmd.lower()`, `cmd.includes(…)`,
     * `[[ $cmd == *".claude"* ]]`, an unanchored regex) whose branch approves, directly or by calling a
     * function (src/analysis/code/hook-substring-gates.ts): any command holding the literal anywhere —
     * a comment, an argument — passes, so the approval is as wide as the hook's matcher.
     */
    kind: 'approve-contains';
    /** The literal the command must contain. */
    needle: string;
    /** The branch prints the approving answer itself. */
    direct: boolean;
    /** Names the branch calls: one of them may print the answer (an `approve` fact's `fn`). */
    calls: string[];
} | {
    /**
     * A function whose body calls the named functions: when one of them prints the approving answer,
     * calling this one approves too (`allow()` → `hook_allow()`: src/analysis/code/hook-relays.ts).
     */
    kind: 'approve-relay';
    fn: string;
    calls: string[];
}
/** Code that splits a shell command into its simple commands (`shfmt --tojson`, bashlex) before deciding. */
 | {
    kind: 'command-split';
});
export interface BehaviourBase {
    /** The unit the behaviour sits in (index into the file's units). */
    unit: number;
    at: Region;
    /** The code that shows it, as written (bounded, inert — see src/report/sanitize.ts before output). */
    evidence: string;
    /** Identity that survives line moves: kind + normalised content. */
    key: string;
    across?: Across[];
}
/** A top-level assignment a script exports to scripts that `source` it (cross-file resolution). */
export interface Assignment {
    name: string;
    value: Value;
    at: Region;
}
/** What one code analyzer returns for one unit (embedded units included). */
export interface CodeFacts {
    units: CodeUnit[];
    behaviours: Behaviour[];
    assignments: Assignment[];
    modules?: ModuleFacts;
    dataUses?: DataUses;
}
export type BehaviourKind = Behaviour['kind'];
export type BehaviourOf<K extends BehaviourKind> = Extract<Behaviour, {
    kind: K;
}>;
export declare function isKind<K extends BehaviourKind>(b: Behaviour, kind: K): b is BehaviourOf<K>;
export type { TextContainer } from './text-container.js';
export type { IntentClass, SpanRole, TextIntent } from './text-intents.js';
