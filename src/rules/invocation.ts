import picomatch from 'picomatch';
import { editDistance } from '../analysis/similar.js';
import type { Region } from '../findings.js';
import type { KeyInfo } from '../model/frontmatter.js';
import { bodyOf, type SkillDoc } from '../model/skill.js';
import { nestedPrefix } from './support/runtimes.js';
import { defineRule, type RuleContext } from './types.js';

/**
 * Invocation flags and fork settings that make a skill unreachable, or behave unlike what its text says
 * (docs/skills.md §2.2, §2.5). "The model cannot invoke it" (disable-model-invocation) and "hidden from the
 * user's / menu" (user-invocable: false) are different things and every message keeps them apart.
 */

const MODEL_BLOCKED = 'the model cannot invoke it (its description is removed from the model’s context)';
const USER_HIDDEN = 'it is hidden from the / menu and /name does not run it';
const BUILTIN_AGENTS = ['Explore', 'Plan', 'general-purpose'];
const TRUE_WORDS = new Set(['true', 'yes', 'on', '1']);
const FALSE_WORDS = new Set(['false', 'no', 'off', '0']);
const FLAGS = ['disable-model-invocation', 'user-invocable', 'background'] as const;
const MAX_GLOBS = 100;
const MAX_BODY_SCAN = 1_000_000;

/** How Claude Code ≥ v2.1.218 reads a boolean flag; `portable` when every runtime reads it the same way. */
function readFlag(v: unknown): { value: boolean | undefined; portable: boolean } {
  if (typeof v === 'boolean') return { value: v, portable: true };
  const s = String(v).trim().toLowerCase();
  if (TRUE_WORDS.has(s)) return { value: true, portable: false };
  if (FALSE_WORDS.has(s)) return { value: false, portable: false };
  return { value: undefined, portable: false };
}

function shown(v: unknown): string {
  return typeof v === 'string' ? JSON.stringify(v) : String(v);
}

function checkFlagValues(ctx: RuleContext, doc: SkillDoc): void {
  for (const flag of FLAGS) {
    const info = doc.frontmatter.keys.get(flag);
    if (!info || info.value === null || info.value === undefined) continue;
    const { value, portable } = readFlag(info.value);
    if (portable) continue;
    const message =
      value === undefined
        ? `${flag}: ${shown(info.value)} is not a boolean any runtime reads; it is treated as unset (use true or false)`
        : `${flag}: ${shown(info.value)} is read as ${value} only by Claude Code v2.1.218 and later; older versions, the spec validator and other runtimes expect true or false — write ${value}`;
    ctx.report({
      message,
      location: { path: doc.path, region: info.valueRegion },
      fingerprintKey: `flag:${flag}`,
    });
  }
}

function checkReachability(ctx: RuleContext, doc: SkillDoc): void {
  const fm = doc.frontmatter;
  const dmi = fm.keys.get('disable-model-invocation');
  const ui = fm.keys.get('user-invocable');
  const modelBlocked = dmi !== undefined && readFlag(dmi.value).value === true;
  const userHidden = ui !== undefined && readFlag(ui.value).value === false;
  if (modelBlocked && userHidden) {
    ctx.report({
      message: `disable-model-invocation: true means ${MODEL_BLOCKED}, and user-invocable: false means ${USER_HIDDEN} — no one can run this skill`,
      location: { path: doc.path, region: dmi!.keyRegion },
      related: [{ path: doc.path, region: ui!.keyRegion, message: 'user-invocable: false' }],
      fingerprintKey: 'unreachable',
    });
  }
  const wtu = fm.keys.get('when_to_use');
  if (modelBlocked && wtu && typeof wtu.value === 'string' && wtu.value.trim() !== '') {
    ctx.report({
      message: `when_to_use is trigger text for the model, but disable-model-invocation: true means ${MODEL_BLOCKED}; this text is never read`,
      location: { path: doc.path, region: wtu.keyRegion },
      severity: 'low',
      fingerprintKey: 'when_to_use-unread',
    });
  }
}

function agentNames(ctx: RuleContext): Set<string> {
  const names = new Set(BUILTIN_AGENTS);
  for (const d of ctx.model.skills) {
    if (d.kind !== 'agent') continue;
    names.add(d.folderName);
    const n = d.frontmatter.get('name');
    if (typeof n === 'string') names.add(n.trim());
    for (const i of d.invocations) names.add(i.name);
  }
  return names;
}

function checkFork(ctx: RuleContext, doc: SkillDoc, agents: () => Set<string>): void {
  const fm = doc.frontmatter;
  const context = fm.keys.get('context');
  const fork = context?.value === 'fork';
  if (context && !fork && context.value !== null) {
    ctx.report({
      message: `context: ${shown(context.value)} is not a value Claude Code knows (only fork); it is ignored and the skill runs inline in the conversation`,
      location: { path: doc.path, region: context.valueRegion },
      fingerprintKey: 'context-value',
    });
  }
  for (const key of ['agent', 'background']) {
    const info = fm.keys.get(key);
    if (!info || fork) continue;
    ctx.report({
      message: `${key} applies only with context: fork; without it the setting is ignored and the skill runs inline in the conversation`,
      location: { path: doc.path, region: info.keyRegion },
      fingerprintKey: `${key}-without-fork`,
    });
  }
  const agent = fm.keys.get('agent');
  if (fork && agent && typeof agent.value === 'string' && agent.value.trim() !== '') {
    const name = agent.value.trim();
    const known = agents();
    const short = name.includes(':') ? name.slice(name.lastIndexOf(':') + 1) : name;
    if (!known.has(name) && !known.has(short)) {
      ctx.report({
        message: `agent '${name}' is not a built-in subagent (${BUILTIN_AGENTS.join(', ')}) and no subagent by that name exists in this repository (.claude/agents/ or plugin agents/); the fork only works where the user has it installed`,
        location: { path: doc.path, region: agent.valueRegion },
        confidence: 'medium',
        fingerprintKey: `agent-missing:${name}`,
      });
    }
  }
}

/** The `paths` globs with the region of each (list items, or the whole comma-separated string). */
function globsOf(doc: SkillDoc, info: KeyInfo): Array<{ glob: string; region: Region }> {
  if (typeof info.value === 'string') {
    return info.value
      .split(',')
      .map((g) => g.trim())
      .filter(Boolean)
      .map((glob) => ({ glob, region: info.valueRegion }));
  }
  if (!Array.isArray(info.value)) return [];
  return info.value.flatMap((g, i) =>
    typeof g === 'string' && g.trim()
      ? [{ glob: g.trim(), region: doc.frontmatter.regionAt(['paths', i]) ?? info.valueRegion }]
      : [],
  );
}

/**
 * `paths` decides auto-activation in the project the skill is installed in. Only skills installed in this
 * repository (`.claude/skills` at the root or nested) can be checked against its files; a collection's
 * skills target other people's projects.
 */
function checkPaths(ctx: RuleContext, doc: SkillDoc): void {
  const info = doc.frontmatter.keys.get('paths');
  if (!info) return;
  if (doc.kind === 'command') {
    ctx.report({
      message:
        'paths is ignored in command files (.claude/commands): the command never auto-activates for these files — move it to .claude/skills/<name>/SKILL.md',
      location: { path: doc.path, region: info.keyRegion },
      severity: 'low',
      fingerprintKey: 'paths-in-command',
    });
    return;
  }
  if (doc.kind !== 'skill') return;
  // `paths` is a Claude Code extension: only runtimes that act on those extensions activate by it.
  const activating = ctx.model.profiles.filter((p) => p.frontmatter.claudeExtensions);
  const installed = doc.invocations.filter(
    (i) => activating.some((p) => p.id === i.runtime) && (i.scope === 'project' || i.scope === 'nested'),
  );
  if (installed.length === 0) return;
  const prefixes = installed.map((i) =>
    i.scope === 'nested' ? `${nestedPrefix(ctx.model, i.runtime, i.via)}/` : '',
  );
  const files = ctx.model.files.index.files.map((f) => f.path);
  for (const { glob, region } of globsOf(doc, info).slice(0, MAX_GLOBS)) {
    let match: (p: string) => boolean;
    try {
      match = picomatch(glob.replace(/^\.\//, ''), { dot: true });
    } catch {
      continue; // picomatch accepts nearly anything; a glob it cannot build matches nothing either
    }
    const hit = files.some((f) => prefixes.some((pre) => f.startsWith(pre) && match(f.slice(pre.length))));
    if (hit) continue;
    ctx.report({
      message: `paths glob '${glob}' matches no file in this repository: Claude Code never auto-activates the skill for it`,
      location: { path: doc.path, region },
      severity: 'low',
      confidence: 'medium',
      fingerprintKey: `paths:${glob}`,
    });
  }
}

function declaredArguments(info: KeyInfo | undefined): string[] {
  if (!info) return [];
  const raw =
    typeof info.value === 'string' ? info.value.split(/[\s,]+/) : Array.isArray(info.value) ? info.value : [];
  return raw.filter((a): a is string => typeof a === 'string' && /^[A-Za-z_][A-Za-z0-9_]*$/.test(a));
}

const SUBSTITUTION = /(?<!\\)\$(?:\{([A-Za-z_][A-Za-z0-9_]*)\}|([A-Za-z_][A-Za-z0-9_]*))/g;

/**
 * `$name` substitutions. Bodies are full of shell variables, so an undeclared `$word` is reported only
 * when it is clearly meant as an argument: a near-miss of a declared name, or a name the
 * `argument-hint` announces while `arguments` is missing.
 */
function checkArguments(ctx: RuleContext, doc: SkillDoc): void {
  if (doc.kind !== 'skill' && doc.kind !== 'command') return;
  const fm = doc.frontmatter;
  const argsInfo = fm.keys.get('arguments');
  const declared = declaredArguments(argsInfo);
  const hint = fm.get('argument-hint');
  const hinted =
    typeof hint === 'string'
      ? [...hint.matchAll(/[<[]([A-Za-z_][A-Za-z0-9_]*)[\]>]/g)].map((m) => m[1]!)
      : [];
  const body = bodyOf(doc).slice(0, MAX_BODY_SCAN);
  const used = new Map<string, number>(); // name → first offset in body
  SUBSTITUTION.lastIndex = 0;
  for (let m = SUBSTITUTION.exec(body); m; m = SUBSTITUTION.exec(body)) {
    const name = (m[1] ?? m[2])!;
    if (!used.has(name)) used.set(name, m.index);
  }
  for (const name of declared) {
    if (used.has(name)) continue;
    const region = Array.isArray(argsInfo!.value)
      ? (fm.regionAt(['arguments', (argsInfo!.value as unknown[]).indexOf(name)]) ?? argsInfo!.valueRegion)
      : argsInfo!.valueRegion;
    ctx.report({
      message: `argument '${name}' is declared in arguments but $${name} never appears in the body; the value the user passes is not substituted anywhere`,
      location: { path: doc.path, region },
      severity: 'low',
      fingerprintKey: `arg-unused:${name}`,
    });
  }
  const lines = doc.file.lines;
  for (const [name, offset] of [...used].sort((a, b) => a[1] - b[1])) {
    if (declared.includes(name) || /^[A-Z0-9_]+$/.test(name)) continue; // shell and built-in variables
    const near = declared.find((d) => {
      const max = d.length > 4 ? 2 : 1;
      return (
        d.length <= 64 && name.length <= 64 && editDistance(d.toLowerCase(), name.toLowerCase(), max) <= max
      );
    });
    const announced = !argsInfo && hinted.includes(name);
    if (!near && !announced) continue;
    const start = doc.bodyStart + offset;
    const why = near
      ? `is not declared in arguments (did you mean $${near}?)`
      : `is announced in argument-hint but arguments does not declare it`;
    ctx.report({
      message: `$${name} ${why}: Claude Code leaves it in the text as is, not the value the user passed`,
      location: { path: doc.path, region: lines.region(start, start + name.length + 1) },
      severity: 'low',
      fingerprintKey: `arg-undeclared:${name}`,
    });
  }
}

// Every finding sits in the skill's own document (the agents a fork names are looked up, not located):
// a pull-request scan checks only the skills the change reaches.
export default defineRule('invocation', async (ctx) => {
  let agents: Set<string> | undefined;
  const lazyAgents = () => {
    agents ??= agentNames(ctx);
    return agents;
  };
  for (const doc of await ctx.model.skillsInFocus()) {
    if (doc.kind === 'agent' || !doc.frontmatter.data) continue;
    checkFlagValues(ctx, doc);
    checkReachability(ctx, doc);
    checkFork(ctx, doc, lazyAgents);
    checkPaths(ctx, doc);
    checkArguments(ctx, doc);
  }
});
