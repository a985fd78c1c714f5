import type { Value, WriteClass } from '../../facts.js';
import { secretOf } from '../../paths.js';
import type { PyNode as Node } from './ast.js';
import type { Call, Ctx, Handler } from './context.js';
import { type PV } from './pv.js';
/** The whole environment as a value (no behaviour by itself: copying it for a child process is normal). */
export declare const ENV_ALL: Value;
/**
 * `os.environ[name]`, `os.getenv(name)`: home-like variables read as paths, secret-named variables
 * are a `read` of `env-secret`, other variables carry the `env` taint. No name: the whole environment.
 */
export declare function envValue(ctx: Ctx, name: PV | undefined, at?: Node): PV;
/** Serialising a value (`json.dumps`, `str`, `'…'.join`): the whole environment serialised is a read. */
export declare function serialised(ctx: Ctx, call: Call, value: PV): PV;
/** Emits a read for each secret store the path may name; returns the first class. */
export declare function readSecret(ctx: Ctx, at: Node, path: PV): {
    cls: import("../../facts-values.js").SecretClass;
    label: string;
} | undefined;
/** Emits a write for each write class the path may name; returns the behaviours (to fill `content`). */
export declare function writeTo(ctx: Ctx, at: Node, path: PV, content: PV | undefined, append: boolean): ((Omit<import("../../facts.js").BehaviourBase & import("../../facts-serving.js").ServeFact<Value, import("../../facts-values.js").SecretClass>, keyof import("../../facts.js").BehaviourBase> & {
    key?: string;
    evidence?: string;
}) | (Omit<import("../../facts.js").BehaviourBase & import("../../facts-serving.js").TunnelFact<import("../../facts.js").Endpoint>, keyof import("../../facts.js").BehaviourBase> & {
    key?: string;
    evidence?: string;
}) | (Omit<import("../../facts.js").BehaviourBase & {
    kind: 'fetch';
    endpoint: import("../../facts.js").Endpoint;
    tool: string;
    file?: string;
    credentials?: Value;
}, keyof import("../../facts.js").BehaviourBase> & {
    key?: string;
    evidence?: string;
}) | (Omit<import("../../facts.js").BehaviourBase & {
    kind: 'execute';
    via: string;
    code: Value;
    endpoint?: import("../../facts.js").Endpoint;
    pinned?: boolean;
    spliced?: string;
    splicedInto?: {
        lang: string;
        quote: string;
    };
    bypass?: string;
}, keyof import("../../facts.js").BehaviourBase> & {
    key?: string;
    evidence?: string;
}) | (Omit<import("../../facts.js").BehaviourBase & {
    kind: 'decode';
    scheme: import("../../facts.js").DecodeScheme;
    input: Value;
    decoded?: string;
}, keyof import("../../facts.js").BehaviourBase> & {
    key?: string;
    evidence?: string;
}) | (Omit<import("../../facts.js").BehaviourBase & {
    kind: 'read';
    target: Value;
    secret: import("../../facts-values.js").SecretClass;
    probe?: true;
    only?: 'digest' | 'metadata' | 'attributes' | 'headers';
}, keyof import("../../facts.js").BehaviourBase> & {
    key?: string;
    evidence?: string;
}) | (Omit<import("../../facts.js").BehaviourBase & {
    kind: 'send';
    endpoint: import("../../facts.js").Endpoint;
    channel: import("../../facts.js").SendChannel;
    data: Value;
    credentials?: Value;
}, keyof import("../../facts.js").BehaviourBase> & {
    key?: string;
    evidence?: string;
}) | (Omit<import("../../facts.js").BehaviourBase & {
    kind: 'write';
    target: Value;
    cls: WriteClass;
    content?: Value;
    append: boolean;
}, keyof import("../../facts.js").BehaviourBase> & {
    key?: string;
    evidence?: string;
}) | (Omit<import("../../facts.js").BehaviourBase & {
    kind: 'config';
    setting: 'package-registry' | 'package-index' | 'git-hooks-path' | 'git-template' | 'git-program' | 'git-tool' | 'git-url-rewrite' | 'git-push-url' | 'git-include' | 'git-credential-helper' | 'proxy' | 'agent-permission' | 'other';
    value: string;
}, keyof import("../../facts.js").BehaviourBase> & {
    key?: string;
    evidence?: string;
}) | (Omit<import("../../facts.js").BehaviourBase & {
    kind: 'launch';
    what: 'agent-cli' | 'mcp-server';
    program: string;
    bypass: string[];
    sandbox?: 'read-only' | 'workspace-write' | 'container';
}, keyof import("../../facts.js").BehaviourBase> & {
    key?: string;
    evidence?: string;
}) | (Omit<import("../../facts.js").BehaviourBase & {
    kind: 'install';
    manager: string;
    spec: string;
    source: import("../../facts.js").InstallSource;
    pinned: boolean;
    runs: boolean;
    lookalike?: {
        of: string;
        how: string;
    };
}, keyof import("../../facts.js").BehaviourBase> & {
    key?: string;
    evidence?: string;
}) | (Omit<import("../../facts.js").BehaviourBase & {
    kind: 'privilege';
    how: 'sudo' | 'su' | 'doas' | 'pkexec' | 'runas' | 'setuid' | 'world-writable' | 'chown-root';
    command?: string;
    interpreter: boolean;
}, keyof import("../../facts.js").BehaviourBase> & {
    key?: string;
    evidence?: string;
}) | (Omit<import("../../facts.js").BehaviourBase & {
    kind: 'destroy';
    how: 'rm-broad' | 'mkfs' | 'dd-device' | 'fork-bomb' | 'shred' | 'format' | 'chmod-broad';
    target: string;
}, keyof import("../../facts.js").BehaviourBase> & {
    key?: string;
    evidence?: string;
}) | (Omit<import("../../facts.js").BehaviourBase & {
    kind: 'reverse-shell';
    how: string;
    endpoint: import("../../facts.js").Endpoint;
}, keyof import("../../facts.js").BehaviourBase> & {
    key?: string;
    evidence?: string;
}) | (Omit<import("../../facts.js").BehaviourBase & {
    kind: 'control-off';
    control: string;
    service: string;
}, keyof import("../../facts.js").BehaviourBase> & {
    key?: string;
    evidence?: string;
}) | (Omit<import("../../facts.js").BehaviourBase & {
    kind: 'detach';
    how: string;
}, keyof import("../../facts.js").BehaviourBase> & {
    key?: string;
    evidence?: string;
}) | (Omit<import("../../facts.js").BehaviourBase & {
    kind: 'source';
    target: Value;
}, keyof import("../../facts.js").BehaviourBase> & {
    key?: string;
    evidence?: string;
}) | (Omit<import("../../facts.js").BehaviourBase & {
    kind: 'workspace-run';
    via: string;
    path: Value;
    root: string;
}, keyof import("../../facts.js").BehaviourBase> & {
    key?: string;
    evidence?: string;
}) | (Omit<import("../../facts.js").BehaviourBase & {
    kind: 'approve';
    when: 'always' | 'listed';
    catchAll?: string;
    lists?: string[];
    fn?: string;
    shapes?: import("../../facts.js").ApproveShape[];
}, keyof import("../../facts.js").BehaviourBase> & {
    key?: string;
    evidence?: string;
}) | (Omit<import("../../facts.js").BehaviourBase & {
    kind: 'approve-gate';
    prefix: string;
    direct: boolean;
    calls: string[];
    guarded: boolean;
}, keyof import("../../facts.js").BehaviourBase> & {
    key?: string;
    evidence?: string;
}) | (Omit<import("../../facts.js").BehaviourBase & {
    kind: 'approve-contains';
    needle: string;
    direct: boolean;
    calls: string[];
}, keyof import("../../facts.js").BehaviourBase> & {
    key?: string;
    evidence?: string;
}) | (Omit<import("../../facts.js").BehaviourBase & {
    kind: 'approve-relay';
    fn: string;
    calls: string[];
}, keyof import("../../facts.js").BehaviourBase> & {
    key?: string;
    evidence?: string;
}) | (Omit<import("../../facts.js").BehaviourBase & {
    kind: 'command-split';
}, keyof import("../../facts.js").BehaviourBase> & {
    key?: string;
    evidence?: string;
}))[];
/**
 * The URL the bytes at `text` came from: the file received a download, or it lies in a folder an
 * archive of one was extracted into (`extractall(CACHE)` then `CACHE/autofix/x.py`): every file there is
 * the download, whichever function of the script extracted it and whichever reads it.
 */
export declare function downloadedAt(ctx: Ctx, text: string): string | undefined;
/** What reading a file yields: its contents, tainted `file` (and `secret`/`download` when known). */
export declare function contentsOf(ctx: Ctx, path: PV, secret?: ReturnType<typeof secretOf>): PV;
export declare const FILE_HANDLERS: Array<[string, Handler]>;
