import type { Behaviour, BehaviourOf, CodeUnit, TextIntent, Value, WriteClass } from '../analysis/facts.js';
import { inAgentWorkspace } from '../analysis/instruction-files.js';
import { importedSecret } from '../analysis/memory-imports.js';
import { inert } from '../analysis/payloads.js';
import { addsAgentCommands } from '../analysis/settings-content.js';
import { atLeast, type Location, type Severity } from '../findings.js';
import { lowerApproved } from './support/approved-writes.js';
import {
  grade,
  HIGH_WHERE_IT_RUNS,
  type Located,
  reachedBehaviours,
  reportBehaviour,
  runsWhereItSits,
  shown,
  whereItRuns,
} from './support/behaviour.js';
import { judgeCredentialHelper } from './support/credential-helpers.js';
import { launchedUnitOf } from './support/dotfiles-launch.js';
import { CONFIG_WORDS, judgeConfig } from './support/git-config-grades.js';
import { isAsked, quoteIntent } from './support/intents.js';
import { type LoadShapes, loadShapes } from './support/load-shapes.js';
import { lowerOptedIn, optInGrade } from './support/opt-in-flags.js';
import { pathInstalls, settingProgram } from './support/path-installs.js';
import { askedWithoutContent } from './support/persist-asks.js';
import { labelOf, remoteInstructions } from './support/persistence-labels.js';
import { everydayProfile, everydayRc, withoutToolInit } from './support/profile-lines.js';
import { programConfigWrite } from './support/program-config-writes.js';
import { importedModuleRuns, onlyFolders, runsPython } from './support/python-startup.js';
import { renderedTemplate } from './support/rendered-templates.js';
import { ownDoing } from './support/self-installs.js';
import { selfUpdates } from './support/self-updates.js';
import { routesConversation } from './support/settings-traffic-sends.js';
import { copiedIntents, copiedRisk, sourcedCode } from './support/sourced-files.js';
import { lowerSeverity } from './support/text-context.js';
import { alternativesInBlock, unfilledNames } from './support/unfilled-hosts.js';
import { asksNothingRisky, RISKY_ASKS, whatWriteAdds } from './support/write-adds.js';
import {
  hookSends,
  loadedText,
  ownHook,
  payloadHosts,
  placeholderPayload,
  projectHook,
  runsCode,
} from './support/written-code.js';
import { writtenGrant } from './support/written-grants.js';
import { defineRule, type RuleContext } from './types.js';

/**
 * Changes that outlive the session: autostart entries (cron, launchd, systemd, login items, registry Run
 * keys), shell start-up files, git hooks and global git settings that run code (`core.hooksPath`,
 * `url.*.insteadOf`, `credential.helper`), SSH authorized_keys, sudoers, and the agent's own settings,
 * hooks, memory and skills. Graded by what is created and what it contains: a PATH line in `.bashrc` is
 * low, a download in it critical; agent settings that loosen permissions or add hooks are high, a
 * document that shows how project settings look is low. Restarting an existing service is not
 * persistence (rules/persistence.md).
 */

/** Severity of a write that runs where it sits, by class; `runnable` code is one step lower. */
const BY_CLASS: Partial<Record<WriteClass, Severity>> = {
  autostart: 'high',
  'ssh-authorized-keys': 'high',
  'ssh-config': 'medium',
  sudoers: 'high',
  'path-shadow': 'high',
  'git-hooks': 'high',
  'git-config': 'medium',
  'agent-hooks': 'high',
  'agent-memory': 'high',
  'agent-skill': 'high',
  // What runs as the agent from the next session on: a wrapper in its place sees every prompt and key.
  'agent-program': 'high',
  'agent-settings': 'medium',
  'shell-rc': 'medium',
  'editor-startup': 'medium',
  'tool-startup': 'medium',
  // A macro the skill's conversion runs (`soffice … macro:///…`): low unless it runs code (it lasts).
  'office-macros': 'low',
  'python-startup': 'high',
  'build-startup': 'high',
  'site-packages': 'medium',
};

/** A write to a place this rule grades (an entry of a block that lists persistence methods). */
const persists = (x: Behaviour): boolean => x.kind === 'write' && BY_CLASS[x.cls] !== undefined;
/** Places whose files run by themselves (a shell start-up file, an autostart entry, a git hook). */
const RUNS_WHERE_WRITTEN: ReadonlySet<WriteClass> = new Set([
  'shell-rc',
  'editor-startup',
  'tool-startup',
  'build-startup',
  'autostart',
  'git-hooks',
  'agent-hooks',
  'agent-program',
]);

/** Settings content that widens what runs without asking (commands it adds are `addsCommands`). */
const loosens = (v: Value | undefined): boolean => !!v && writtenGrant(v.text) !== undefined;

/** Settings content that adds commands run on agent events: graded by what they run (runsCode), else medium. */
const addsCommands = (v: Value | undefined): boolean => !!v && addsAgentCommands(v.text);

function lower(s: Severity, unit: CodeUnit): Severity | undefined {
  // Dotfiles set up their owner's home: what they write there is two steps down (dotfiles-launch.ts).
  const two = lowerSeverity(s, 2);
  const run = launchedUnitOf(unit) ? two : s;
  return grade(
    { auto: s, script: run, instructed: s, runnable: lowerSeverity(s), example: two, mention: undefined },
    unit,
  );
}

/** The agents' own folders for skills, commands and subagents (src/analysis/paths.ts). */
const AGENT_FOLDER =
  /(?:^|\/)\.(?:claude|agents|codex|cursor|gemini|github|opencode|goose|copilot)\/(?:commands|agents|skills)\//;

/** `~/.claude/…` changes every project of the user; `./.claude/…` only this one. */
function inHome(v: Value): boolean {
  return /^(?:~|\$\{?HOME\}?|\/home\/|\/Users\/|\/root\/|%USERPROFILE%|\$env:USERPROFILE)/i.test(
    v.text.trim(),
  );
}

interface Judged {
  severity: Severity;
  why: string;
  /** Only set-up lines in a shell start-up file (what they source is looked at). */
  everyday?: boolean;
  related?: Location[];
}

function judgeWrite(
  loc: Located<BehaviourOf<'write'>>,
  projectNotes: boolean,
  unfilled: ReadonlySet<string>,
  shapes: LoadShapes,
): Judged | undefined {
  const { cls, content } = loc.b;
  let base = BY_CLASS[cls];
  if (!base) return undefined;
  // A file of a shape the runtime does not read there (a `.yaml` "subagent", a folder with no SKILL.md).
  const idle = shapes.unloaded(loc);
  if (idle) return ownLines(loc, ` (${idle})`);
  // An agent skill or command written into this project extends it; written into the user's home it
  // extends every project they open.
  if (cls === 'agent-skill' && !inHome(loc.b.target)) base = 'medium';
  // A SKILL.md written outside the agents' folders (a skill creator filling in its template) is new content
  // for a skill the user is making: only what it would run is worth a finding.
  if (
    cls === 'agent-skill' &&
    !AGENT_FOLDER.test(loc.b.target.text) &&
    !runsCode(content && { ...content, taints: [] })
  )
    return undefined;
  let why = '';
  let everyday = false;
  if (projectNotes) {
    base = 'medium';
    why = inAgentWorkspace(loc.b.target.text)
      ? " (the agent's workspace profile, and the text added asks nothing risky)"
      : " (this project's instruction file, and the text added asks nothing risky)";
  }
  const imported = cls === 'agent-memory' ? importedSecret(content) : undefined;
  if (imported)
    why = ` and its text imports ${imported.label} (\`@${inert(imported.path, 80)}\`) into the context of every later session`;
  // Contributor set-up: this clone's hook linked or copied from the repository's own script runs the project's
  // versioned code, as `core.hooksPath .githooks` does (low there too); so does a project's fixed lint hook.
  if (cls === 'git-hooks' && (ownHook(loc.b) || projectHook(loc.b))) {
    base = 'low';
    why = ownHook(loc.b)
      ? " (this clone's hook, linked or copied from the repository's own script)"
      : " (a project folder's hook with fixed content that runs nothing downloaded: it lasts in that project only)";
  }
  // A hook command that only posts what each event hands it: the session leaves, nothing fetched runs.
  const sends = cls === 'agent-settings' || cls === 'agent-hooks' ? hookSends(content) : undefined;
  // Before runsCode: `ProxyCommand nc -X connect …` is how ssh goes through a proxy, not a shell backdoor.
  const programConfig = programConfigWrite(cls, loc.b.target.text, content);
  if (programConfig) ({ base, why } = programConfig);
  // A skill folder copied in is read when the skill is used, not run each time the agent loads: a
  // downloaded one installed for every project stays at the skill grade, unless the text it writes itself
  // asks to download and run code ("Run `curl … | sh` first").
  // A profile's tool-init line (`oh-my-posh init pwsh | iex`) runs what an installed program prints.
  // Settings run code only through commands they add (or a download decides): `Bash(curl:*)` runs nothing.
  else if (
    (cls !== 'agent-settings' || addsCommands(content) || !!content?.taints.includes('download')) &&
    // A hook that posts to a collector on this machine sends nothing off it: the place's own grade.
    !(sends && !sends.host) &&
    runsCode(cls === 'agent-skill' ? loadedText(cls, content) : withoutToolInit(loadedText(cls, content)))
  ) {
    // A reverse shell to `ATTACKER` in a cheat-sheet's crontab line: the place's own grade.
    const shown = placeholderPayload(content, unfilled);
    // One of several methods a shown block lists (cron, a unit, a key) for the reader's own target: one lower.
    const listed =
      shown && !runsWhereItSits(loc.unit) && alternativesInBlock(loc.facts, loc.b, persists) >= 2;
    base = shown ? (listed ? lowerSeverity(base) : base) : sends?.host ? 'high' : 'critical';
    why = shown
      ? ` and what it writes connects only to a placeholder host (the reader fills in their own)${listed ? ', one of several persistence methods the block lists' : ''}`
      : sends?.host
        ? ` and the command it adds sends what each event hands it (tool calls, their results, prompts) to ${inert(sends.host, 80)} every time it runs`
        : (remoteInstructions(cls, content) ??
          ' and what it writes downloads or runs code every time it loads');
  } else if (cls === 'python-startup' && runsPython(content)) {
    base = 'critical';
    why = ' and what it writes downloads or runs code in every Python interpreter that starts';
  } else if (cls === 'python-startup' && onlyFolders(loc.b.target, content)) {
    base = 'low';
    why = ' (only folders added to the import path, no `import` line)';
  } else if (cls === 'shell-rc' && (everydayRc(content) || everydayProfile(content))) {
    base = 'low';
    why = ' (PATH, alias or tool set-up lines)';
    everyday = true;
  } else if (cls === 'agent-settings' && loosens(content)) {
    // permissive-allowed-tools reports this write as the grant it is (one evidence, one finding):
    // persistence adds nothing a grant does not already say, unless the same write also adds hooks or
    // commands that run on agent events.
    if (HIGH_WHERE_IT_RUNS[loc.unit.placement] && !addsCommands(content)) return undefined;
    base = 'high';
    why = ': the content loosens permissions';
  } else if (cls === 'agent-settings' && addsCommands(content)) {
    base = 'medium';
    why = ': the content adds hooks or commands that run on agent events';
  } else if (cls === 'agent-settings' && content && routesConversation(content.text)) {
    base = 'medium';
    why = ': the content sends the conversation to another server (data-exfiltration says where)';
  } else if (cls === 'agent-settings' && (!runsWhereItSits(loc.unit) || loc.unit.origin === 'asked')) {
    // Asked in text with nothing that loosens, runs or sends: preferences, a model, local env (rules/persistence.md).
    base = 'low';
  }
  const severity = lower(base, loc.unit);
  return severity ? { severity, why, everyday } : undefined;
}

/** An instruction file rewritten from its own lines through steps not known here, beside text that asks nothing. */
function ownLines(
  loc: Located<BehaviourOf<'write'>>,
  why = ": it keeps the file's own lines (a rotation or trim) and adds only text that asks nothing",
): Judged | undefined {
  const severity = lower('low', loc.unit);
  return severity ? { severity, why } : undefined;
}

/** A start-up `import` line whose module (installed by the skill) downloads or decodes code and runs it. */
async function importRuns(ctx: RuleContext, loc: Located<BehaviourOf<'write'>>, j: Judged): Promise<void> {
  const run = await importedModuleRuns(ctx, loc.path, loc.b);
  const severity = run ? lower('critical', loc.unit) : undefined;
  if (!run || !severity) return;
  j.severity = severity;
  j.why = ` and the module its import line loads (${inert(run.module, 60)}, ${run.path}) downloads or decodes code and runs it, in every Python interpreter that starts`;
  j.related = [{ path: run.path, region: run.at, message: 'the imported module runs code here' }];
}

/**
 * A snippet the text asks to add to the project's CLAUDE.md / AGENTS.md ("Add this to your project's
 * `CLAUDE.md`:" + a block of conventions) is how skills document project set-up, and a script that
 * generates a project's instruction file (a docs initialiser) is how tools maintain it: medium. Read as
 * the instructions it becomes (src/analysis/prose/), content that asks for something risky keeps it
 * high — also a template of the skill's own copied there (`cp "$here/templates/AGENTS.md" "$root/AGENTS.md"`),
 * whose asks every later session reads as standing instructions; the files in the home folder, read by
 * every project, stay high.
 */
async function projectNotes(
  ctx: RuleContext,
  loc: Located<BehaviourOf<'write'>>,
): Promise<{ notes: boolean; copied?: { from: string; ask: TextIntent } }> {
  const { cls, content, target } = loc.b;
  if (cls !== 'agent-memory' || (inHome(target) && !inAgentWorkspace(target.text))) return { notes: false };
  const copy = await copiedIntents(ctx, loc.path, content, loc.b);
  if (copy) {
    const ask = copy.intents.find((i) => RISKY_ASKS.has(i.cls) && isAsked(i));
    return ask ? { notes: false, copied: { from: copy.copiedFrom, ask } } : { notes: true };
  }
  // Generated at run time (`write_text(generate_claude_md())`): nothing to read, the place decides.
  if (!content || (!content.literal && loc.unit.origin !== 'asked')) return { notes: true };
  if (importedSecret(content)) return { notes: false };
  return { notes: await asksNothingRisky(content.text) };
}

export default defineRule('persistence', async (ctx) => {
  const writes = new Set<string>();
  const reached = await reachedBehaviours(ctx, ['write', 'config', 'detach']);
  const written = reached.filter((l): l is Located<BehaviourOf<'write'>> => l.b.kind === 'write');
  const installed = pathInstalls(written);
  const shapes = loadShapes(ctx.model.registry, written, ctx.model.skills);
  for (const loc of reached) {
    if (loc.b.kind === 'write') writes.add(`${loc.path}:${loc.b.at.startLine}`);
    const b = loc.b;
    if (b.kind === 'write') {
      const w = loc as Located<BehaviourOf<'write'>>;
      // A file rewritten from its own text (filtered, rotated) gains nothing that runs or instructs.
      const adds = await whatWriteAdds(b);
      if (adds === 'nothing') continue;
      const notes = adds === 'own-lines' ? undefined : await projectNotes(ctx, w);
      const unfilled = await unfilledNames(ctx, loc.path, payloadHosts(b.content));
      const j = notes ? judgeWrite(w, notes.notes, unfilled, shapes) : ownLines(w);
      if (!j) continue;
      if (notes?.copied) {
        j.why = ` (a copy of ${notes.copied.from}, whose text asks '${quoteIntent(notes.copied.ask, 80)}' of every later session)`;
        j.related = [
          { path: notes.copied.from, region: notes.copied.ask.at, message: 'the copied text asks this' },
        ];
      }
      const sourced = j.everyday ? await sourcedCode(ctx, loc.path, b.content) : undefined;
      if (sourced) {
        const severity = lower('critical', loc.unit);
        if (severity) {
          j.severity = severity;
          j.why = sourced.copiedFrom
            ? ` and the file its line sources (${inert(sourced.target, 80)}, a copy of ${sourced.copiedFrom} written in ${sourced.path}) ${sourced.does} every time a shell starts`
            : ` and the file its line sources (${inert(sourced.target, 80)}, written in ${sourced.path}) downloads or runs code every time it loads`;
          j.related = [
            { path: sourced.path, region: sourced.at, message: 'the sourced file is written here' },
            ...(sourced.copiedFrom
              ? [{ path: sourced.copiedFrom, message: 'the file copied there, which the start-up file runs' }]
              : []),
          ];
        }
      }
      // The written file runs by itself and is a copy of one of the skill's files that does harm.
      const copy =
        !sourced && RUNS_WHERE_WRITTEN.has(b.cls)
          ? await copiedRisk(ctx, loc.path, b.content, b.target)
          : undefined;
      const copySeverity = copy ? lower(copy.severity, loc.unit) : undefined;
      if (copy && copySeverity && atLeast(copySeverity, j.severity)) {
        j.severity = copySeverity;
        j.why = `, a copy of ${copy.copiedFrom}, which ${copy.does} each time it runs`;
        j.related = [{ path: copy.copiedFrom, message: 'the file copied there, which then runs by itself' }];
      }
      const tmpl = await renderedTemplate(ctx, loc.path, b, j.severity);
      if (tmpl) Object.assign(j, tmpl);
      if (b.cls === 'python-startup' && j.severity !== 'critical') await importRuns(ctx, w, j);
      const own = ownDoing(ctx, w);
      if (own) [j.severity, j.why] = [lower('low', loc.unit) ?? 'info', own];
      else if (notes) await lowerApproved(ctx, w, j, notes.notes ? 'medium' : BY_CLASS[b.cls]);
      if (!own) await lowerOptedIn(ctx, loc, j);
      const target = inert(b.target.text, 80);
      const text = b.append ? 'appends to' : 'writes';
      await reportBehaviour(ctx, loc, {
        severity: j.severity,
        ...(j.related ? { related: j.related } : {}),
        message: `${shown(b)} ${text} ${target} (${labelOf(b.cls)}) ${whereItRuns(loc.unit)}${j.why}: the change outlives this session`,
      });
    } else if (b.kind === 'config' && b.setting === 'git-tool') {
      await installedTool(ctx, loc as Located<BehaviourOf<'config'>>, installed);
    } else if (b.kind === 'config' && b.setting === 'git-credential-helper') {
      // Graded by what git runs with the passwords: its own helper by name, or the skill's (support module).
      const judged = judgeCredentialHelper(b, installed);
      const severity = judged && lower(judged.base, loc.unit);
      if (!judged || !severity) continue;
      await reportBehaviour(ctx, loc, {
        severity,
        ...(judged.related ? { related: judged.related } : {}),
        message: `${shown(b)} ${judged.words} ${whereItRuns(loc.unit)}${judged.why ?? ''}`,
      });
    } else if (b.kind === 'config' && CONFIG_WORDS[b.setting]) {
      const judged = judgeConfig(b);
      const opt = await optInGrade(ctx, loc, judged.base);
      const severity = lower(opt.base, loc.unit);
      if (!severity) continue;
      await reportBehaviour(ctx, loc, {
        severity,
        message: `${shown(b)} ${judged.words} ${whereItRuns(loc.unit)}${opt.why}`,
      });
    } else if (b.kind === 'detach') {
      const severity = lower('low', loc.unit);
      if (!severity || severity === 'info') continue;
      await reportBehaviour(ctx, loc, {
        severity,
        message: `${shown(b)} starts a detached process (${b.how}) that keeps running after the session ${whereItRuns(loc.unit)}`,
      });
    }
  }
  await askedWithoutContent(ctx, writes);
  await selfUpdates(ctx);
});

/**
 * A git program set to a command by name that the skill itself puts on PATH (src/rules/support/path-installs.ts):
 * judged as a setting to that script, with the install as related evidence.
 */
async function installedTool(
  ctx: RuleContext,
  loc: Located<BehaviourOf<'config'>>,
  installed: ReadonlyMap<string, Located<BehaviourOf<'write'>>>,
): Promise<void> {
  const name = settingProgram(loc.b.value);
  const install = name === undefined ? undefined : installed.get(name);
  if (!install) return;
  const judged = judgeConfig({ ...loc.b, setting: 'git-program' });
  const base = runsCode(install.b.content) ? 'critical' : judged.base;
  const severity = lower(base, loc.unit);
  if (!severity) return;
  await reportBehaviour(ctx, loc, {
    severity,
    related: [{ path: install.path, region: install.b.at, message: `${name} is put on PATH here` }],
    message: `${shown(loc.b)} ${judged.words} ${whereItRuns(loc.unit)}: ${inert(name!, 64)} is the file this skill puts on PATH (${inert(install.b.target.text, 80)}, ${install.path} line ${install.b.at.startLine}), so git runs the skill's script`,
  });
}
