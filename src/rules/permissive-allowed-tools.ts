import { secretOf, writeClassOf } from '../analysis/paths.js';
import { settingsLoosening } from '../analysis/settings-content.js';
import type { Region } from '../findings.js';
import type { SkillDoc } from '../model/skill.js';
import { reportApprovingHooks } from './support/approving-hooks.js';
import {
  HIGH_WHERE_IT_RUNS,
  reachedBehaviours,
  reportBehaviour,
  shown,
  whereItRuns,
} from './support/behaviour.js';
import { isWrapper, type Judged, judgeRunner, judgeWrapper } from './support/command-runners.js';
import { lowerSeverity } from './support/text-context.js';
import { readToolList } from './support/tool-list.js';
import { defineRule, type RuleContext } from './types.js';

/**
 * `allowed-tools` pre-approves tools: they run without a permission prompt while the skill is active,
 * and Claude Code applies a project skill's grant even in `claude -p` in a never-trusted folder.
 * Settings `permissions.allow` and `defaultMode` do the same for a whole project. Unrestricted shells,
 * interpreters, network tools and bypass modes turn one prompt injection into code execution.
 */

const SHELLS_AND_INTERPRETERS = new Set([
  'sh',
  'bash',
  'zsh',
  'dash',
  'fish',
  'ksh',
  'pwsh',
  'powershell',
  'cmd',
  'python',
  'python3',
  'python2',
  'node',
  'deno',
  'bun',
  'ruby',
  'perl',
  'php',
  'lua',
  'osascript',
  'eval',
  'exec',
  'source',
  'xargs',
  'env',
  'sudo',
  'doas',
  'su',
  'nohup',
  'timeout',
  'watch',
  'time',
  'npx',
  'bunx',
  'pnpx',
  'uvx',
  'pipx',
]);
const NETWORK = new Set([
  'curl',
  'wget',
  'nc',
  'ncat',
  'netcat',
  'socat',
  'ssh',
  'scp',
  'sftp',
  'rsync',
  'ftp',
  'telnet',
  'http',
  'xh',
]);

/** Judges one permission rule (`Bash`, `Bash(curl *)`, `Write(~/.bashrc)`, `WebFetch`). */
export function judgeToolRule(rule: string): Judged | undefined {
  const m = /^([A-Za-z_][\w.-]*)(?:\(([\s\S]*)\))?$/.exec(rule.trim());
  if (!m) return rule.trim() === '*' ? { severity: 'high', what: 'every tool' } : undefined;
  const tool = m[1]!;
  const spec = m[2]?.trim();
  const unscoped = spec === undefined || spec === '' || spec === '*' || spec === ':*' || spec === '**';
  if (tool === 'Bash' || tool === 'PowerShell' || tool === 'shell') {
    if (unscoped)
      return { severity: 'high', what: 'an unrestricted shell: any command runs without a prompt' };
    const first = spec!
      .replace(/^\s*(?:\$\{[^}]*\}\/?|\.\/)?/, '')
      .split(/[\s:]/)[0]!
      .toLowerCase();
    const program = first.split('/').pop()!;
    if (first.startsWith('*'))
      return { severity: 'high', what: `a wildcard program name ('${spec}'): effectively any command` };
    // `find -exec sh -c '…' \;` runs anything: open arguments to find are open arguments to a shell.
    if (program === 'find' && /\*\s*$/.test(spec!))
      return {
        severity: 'high',
        what: `'find' with open arguments: -exec and -execdir run any command on what it finds, -delete removes files`,
      };
    // `nice -n 10 <cmd>`, `timeout 600 <cmd>`: open when the command is, else judged as that command.
    const rest = spec!.slice(spec!.indexOf(first) + first.length);
    const wrapped = judgeWrapper(program, rest, (command) => judgeToolRule(`Bash(${command})`));
    if (wrapped || isWrapper(program)) return wrapped;
    if (SHELLS_AND_INTERPRETERS.has(program)) return judgeInterpreter(program, rest);
    const runner = judgeRunner(program, rest);
    if (runner) return runner;
    if (PACKAGE_MANAGERS.has(program)) return judgePackageManager(program, rest);
    if (NETWORK.has(program)) {
      const hostPinned = /https?:\/\/[^*\s]+\//.test(spec!);
      if (hostPinned)
        return {
          severity: 'medium',
          what: `network tool '${program}' (limited to one host, but any path and data)`,
        };
      const sshHosts = program === 'ssh' ? sshHostPattern(spec!) : undefined;
      return sshHosts
        ? {
            severity: 'medium',
            what: `'ssh' limited to hosts matching '${sshHosts}', but any command runs on them`,
          }
        : {
            severity: 'high',
            what: `network tool '${program}' to any host: downloads and uploads run without a prompt`,
          };
    }
    return undefined; // narrowly scoped commands (`git status:*`, `npm run lint`) are what allowed-tools is for
  }
  if (tool === 'WebFetch' && unscoped)
    return {
      severity: 'medium',
      what: 'fetching any URL: fetched pages can carry instructions, and URLs can carry data out',
    };
  if ((tool === 'Write' || tool === 'Edit' || tool === 'MultiEdit' || tool === 'NotebookEdit') && unscoped)
    return {
      severity: 'medium',
      what: `${tool} on any path, including agent settings, hooks and shell start-up files`,
    };
  if ((tool === 'Write' || tool === 'Edit' || tool === 'MultiEdit') && spec && !isPlainDataFile(spec)) {
    if (
      /(?:^|\/)(?:\.bashrc|\.zshrc|\.profile|\.bash_profile|\.ssh|\.claude|settings(?:\.local)?\.json|hooks\.json|\.git\/hooks)|^~\/?\*|^\/\*\*?$|^~\/\*\*$/.test(
        spec,
      )
    )
      return {
        severity: 'high',
        what: `${tool} on '${spec}': agent settings, hooks or start-up files that persist`,
      };
  }
  return undefined;
}

/**
 * One named text file directly in a `.claude` folder that no runtime loads (a plugin's own
 * `~/.claude/<plugin>.local.md` settings, which its scripts read as data): not settings, memory, hooks or a
 * start-up file. A glob, a script or a path the write-target classes know (CLAUDE.md, settings.json …) is
 * not one.
 */
function isPlainDataFile(spec: string): boolean {
  if (/[*?[{]/.test(spec) || writeClassOf(spec) || secretOf(spec)) return false;
  return /(?:^|\/)\.claude\/[\w][\w.-]{0,100}\.(?:md|txt|log|csv)$/.test(spec);
}

/** Package managers whose open arguments include `exec`/`dlx` (run any package) and installs (run its scripts). */
const PACKAGE_MANAGERS = new Set(['npm', 'pnpm', 'yarn']);

function judgePackageManager(program: string, rest: string): Judged | undefined {
  const args = rest.replace(/:\*$/, ' *').replace(/^:/, ' ').trim();
  const [sub, pkg] = args.split(/\s+/) as [string, string | undefined];
  if (args === '' || args === '*')
    return {
      severity: 'high',
      what: `'${program}' with open arguments: \`${program} exec\`/\`dlx\` runs any package from the registry`,
    };
  if (/^(?:exec|x|dlx)$/.test(sub) && (pkg === undefined || pkg === '*'))
    return {
      severity: 'high',
      what:
        sub === 'exec'
          ? `'${program} exec' with open arguments: it runs any command, with the project's package binaries on PATH`
          : `'${program} ${sub}' with the package left open: it fetches and runs any registry package`,
    };
  if (/^(?:install|i|add)$/.test(sub) && (pkg === undefined || pkg === '*'))
    return {
      severity: 'medium',
      what: `'${program} ${sub}' with the package left open: any package's install scripts run`,
    };
  return undefined; // `npm run lint`, `npm test`, `pnpm install --frozen-lockfile` are what grants are for
}

/** An interpreter rule is open when its arguments are; a fixed script or package after it is narrow. */
function judgeInterpreter(program: string, rest: string): Judged | undefined {
  const args = rest.replace(/^:/, ' ').trim();
  if (args === '' || args === '*' || args === ':*')
    return { severity: 'high', what: `'${program}' with open arguments: it runs any code it is given` };
  // `-m:*` and `-m mypy:*` (legacy prefix syntax): the `:*` is a wildcard word of its own.
  const [firstArg, second] = args.replace(/:\*$/, ' *').trim().split(/\s+/) as [string, string | undefined];
  // `-m mypy` runs one named module; `-m` with the module left open runs any installed one.
  if (firstArg === '-m' && second !== undefined && /^[A-Za-z_][\w.]*$/.test(second)) return undefined;
  if (/^-(?:c|e|p|m|-eval|-command|Command)$/.test(firstArg) || /^-[a-z]*[ce]$/.test(firstArg))
    return {
      severity: 'high',
      what:
        firstArg === '-m'
          ? `'${program} -m' with the module left open runs any installed module (pip, http.server …)`
          : `'${program} ${firstArg}' runs inline code given in the command`,
    };
  if (firstArg.startsWith('*') || firstArg.startsWith('-'))
    return {
      severity: 'medium',
      what: `'${program}' followed by a wildcard or flags: other arguments (such as -e code) can be slipped in before the intended script`,
    };
  if (/^\/tmp\//.test(firstArg))
    return { severity: 'medium', what: `'${program}' running from /tmp, which any local user can write` };
  return undefined;
}

/**
 * The host an `ssh` grant is pinned to: its first operand (after options and their values) when it
 * starts with a literal name (`stg-*`, `deploy@bastion.internal`), not a wildcard.
 */
function sshHostPattern(spec: string): string | undefined {
  const words = spec.replace(/:\*$/, ' *').trim().split(/\s+/).slice(1, 24);
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w.startsWith('-')) {
      // Options that take a value (`-F file`, `-i key`, `-p port`, `-J jump`, `-o opt`).
      if (/^-[FiIpJoOlLRDWbcEmQS]$/.test(w)) i++;
      continue;
    }
    // The host after any `user@`: a wildcard there (`deploy@*`) pins nothing.
    return /^[\w.-]{2,}/.test(w.replace(/^[^@\s]{1,64}@/, '')) ? w : undefined;
  }
  return undefined;
}

const MODES: Record<string, Judged> = {
  bypassPermissions: { severity: 'high', what: 'every tool call runs without any permission prompt' },
  dontAsk: { severity: 'medium', what: 'the agent never asks: only the pre-approved rules decide what runs' },
  acceptEdits: { severity: 'low', what: 'file edits are accepted without asking' },
};

/** Codex's project `.codex/config.toml` grants (read by Codex once the project is trusted). */
const CODEX_GRANTS: Record<string, Record<string, Judged>> = {
  sandbox_mode: {
    'danger-full-access': {
      severity: 'high',
      what: 'commands run outside any sandbox, with full disk and network access',
    },
  },
  approval_policy: {
    never: { severity: 'medium', what: 'Codex never asks before running a command' },
  },
};

function reportCodexConfig(ctx: RuleContext): void {
  for (const p of ctx.model.launchPoints) {
    if (p.kind !== 'permission' || p.origin !== 'mcp-config' || !p.name || !p.value) continue;
    const j = CODEX_GRANTS[p.name]?.[p.value];
    if (!j) continue;
    ctx.report({
      message: `Codex project configuration ${p.name} = "${p.value}": ${j.what}, for everyone who trusts this project`,
      location: { path: p.path, ...(p.region ? { region: p.region } : {}) },
      severity: j.severity,
      fingerprintKey: `codex|${p.name}|${p.value}`,
    });
  }
}

function reportDoc(ctx: RuleContext, doc: SkillDoc): void {
  const list = readToolList(doc.frontmatter, 'allowed-tools');
  // Only the user can start it: the grant lasts for runs someone chose, never one the model starts
  // after reading a file that asks for it.
  const userOnly = doc.frontmatter.get('disable-model-invocation') === true;
  for (const e of list?.entries ?? []) {
    const j = judgeToolRule(e.text);
    if (!j) continue;
    const when = userOnly
      ? `during each run of this ${doc.kind} the user starts (disable-model-invocation: the model cannot start it)`
      : `while the ${doc.kind} runs`;
    ctx.report({
      message: `allowed-tools pre-approves '${e.text}' — ${j.what}; Claude Code grants it ${when}, without a trust prompt even in \`claude -p\``,
      location: { path: doc.path, region: e.region },
      severity: userOnly ? lowerSeverity(j.severity) : j.severity,
      fingerprintKey: `allowed-tools|${e.text}`,
    });
  }
  // Claude Code ignores permissionMode in a plugin's subagents (subagent-frontmatter says so): no grant.
  if (doc.kind === 'agent' && doc.scope === 'plugin') return;
  const mode = doc.frontmatter.get('permissionMode');
  const info = doc.frontmatter.keys.get('permissionMode');
  if (typeof mode === 'string' && MODES[mode] && info) {
    ctx.report({
      message: `permissionMode '${mode}': ${MODES[mode]!.what} while this ${doc.kind} works`,
      location: { path: doc.path, region: info.valueRegion },
      severity: MODES[mode]!.severity,
      fingerprintKey: `permissionMode|${mode}`,
    });
  }
}

export default defineRule('permissive-allowed-tools', async (ctx) => {
  for (const doc of await ctx.model.skillsInFocus()) reportDoc(ctx, doc);
  await reportGrantsInCode(ctx);
  await reportApprovingHooks(ctx, judgeToolRule);
  reportCodexConfig(ctx);
  for (const p of ctx.model.launchPoints) {
    if (p.kind !== 'permission' || p.name !== 'enableAllProjectMcpServers') continue;
    ctx.report({
      message:
        'settings enableAllProjectMcpServers: every MCP server in the project .mcp.json starts without asking, including servers a later change adds',
      location: { path: p.path, ...(p.region ? { region: p.region } : {}) },
      severity: 'medium',
      fingerprintKey: 'enableAllProjectMcpServers',
    });
  }
  for (const f of ctx.model.hooksFiles) {
    if (f.kind !== 'settings' || f.doc.error) continue;
    const data = f.doc.data as { permissions?: { allow?: unknown; defaultMode?: unknown } } | null;
    const perms = data && typeof data === 'object' ? data.permissions : undefined;
    if (!perms || typeof perms !== 'object') continue;
    const allow = Array.isArray(perms.allow) ? perms.allow.slice(0, 500) : [];
    allow.forEach((rule, i) => {
      if (typeof rule !== 'string') return;
      const j = judgeToolRule(rule);
      if (!j) return;
      const region: Region | undefined = f.doc.regionAt(['permissions', 'allow', i]);
      ctx.report({
        message: `settings permissions.allow pre-approves '${rule}' — ${j.what}; it applies to everyone who opens this project, including \`-p\`/SDK runs`,
        location: { path: f.path, ...(region ? { region } : {}) },
        severity: j.severity,
        fingerprintKey: `allow|${rule}`,
      });
    });
    const mode = perms.defaultMode;
    if (typeof mode === 'string' && MODES[mode]) {
      const region = f.doc.regionAt(['permissions', 'defaultMode']);
      ctx.report({
        message: `settings permissions.defaultMode '${mode}': ${MODES[mode]!.what} for everyone who opens this project`,
        location: { path: f.path, ...(region ? { region } : {}) },
        severity: MODES[mode]!.severity,
        fingerprintKey: `defaultMode|${mode}`,
      });
    }
  }
});

/**
 * Grants made by code rather than declared: an agent CLI started with its approval checks off
 * (`claude --dangerously-skip-permissions`, `codex --full-auto`), or agent settings written with
 * `Bash(*)` or `bypassPermissions` in them.
 */
/** Flags that approve commands automatically but keep the agent's own sandbox on. */
const SANDBOXED_AUTO = new Set(['--full-auto']);

async function reportGrantsInCode(ctx: RuleContext): Promise<void> {
  const launchSites = new Set<string>();
  for (const loc of await reachedBehaviours(ctx, ['launch', 'write'])) {
    const b = loc.b;
    const severity = HIGH_WHERE_IT_RUNS[loc.unit.placement];
    if (!severity) continue;
    if (b.kind === 'launch' && b.bypass.length > 0) {
      // One call site reached with other arguments (a function called twice) is one launch.
      const site = `${loc.path}|${b.at.startLine}:${b.at.startColumn}|${b.program}|${b.bypass.join(' ')}`;
      if (launchSites.has(site)) continue;
      launchSites.add(site);
      // Codex's `--full-auto` runs commands without asking inside its workspace-write sandbox (no writes
      // outside the project, no network by default): a step below turning the sandbox or approvals off.
      const sandboxed = b.bypass.every((f) => SANDBOXED_AUTO.has(f));
      await reportBehaviour(ctx, loc, {
        severity: sandboxed ? lowerSeverity(severity) : severity,
        message: sandboxed
          ? `${shown(b)} starts ${b.program} with ${b.bypass.join(', ')} ${whereItRuns(loc.unit)}: its commands run without a prompt, inside Codex's workspace sandbox`
          : `${shown(b)} starts ${b.program} with ${b.bypass.join(', ')} ${whereItRuns(loc.unit)}: every tool call of that agent runs without a prompt`,
      });
    } else if (
      b.kind === 'write' &&
      (b.cls === 'agent-settings' || b.cls === 'agent-hooks') &&
      b.content &&
      settingsLoosening(b.content.text)
    ) {
      await reportBehaviour(ctx, loc, {
        severity,
        key: `grant-write:${b.key}`,
        message: `${shown(b)} writes a permission grant (${settingsLoosening(b.content.text)}) into agent settings ${whereItRuns(loc.unit)}: later sessions run tools without asking`,
      });
    }
  }
}
