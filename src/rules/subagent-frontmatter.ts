import { closestKey } from '../analysis/similar.js';
import {
  AGENT_COLORS,
  AGENT_KEYS,
  CLAUDE_TOOLS,
  EFFORT_VALUES,
  ISOLATION_VALUES,
  LEGACY_CLAUDE_TOOLS,
  MCP_TOOL_RE,
  MEMORY_SCOPES,
  PERMISSION_MODES,
} from '../discovery/runtimes/claude-code.js';
import type { Region, Severity } from '../findings.js';
import type { SkillDoc } from '../model/skill.js';
import { plausibleModel } from './frontmatter-types.js';
import { evidenceText } from './support/evidence.js';
import { strictAgentFormatOf } from './support/runtimes.js';
import { checkStrictAgent, checkStrictKeys } from './support/strict-agent-frontmatter.js';
import { readToolList } from './support/tool-list.js';
import { defineRule } from './types.js';

/**
 * Subagent frontmatter (docs/skills.md §2.6): Claude Code skips an agent whose name starts with `-` or holds `:`
 * without a word, ignores values outside each field's enum, and drops `mcpServers` / `permissionMode` from
 * plugin agents "for security reasons". Missing name/description is required-fields' job; hooks are
 * hook-misconfigured's.
 */

type Report = (message: string, region: Region | undefined, severity: Severity, key: string) => void;

function shown(v: unknown): string {
  if (v === null || v === undefined) return 'empty';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'a mapping';
  return typeof v === 'string' ? `'${v}'` : `${typeof v} ${String(v)}`;
}

export default defineRule('subagent-frontmatter', (ctx) => {
  for (const doc of ctx.model.skills) {
    if (doc.kind !== 'agent' || doc.frontmatter.data === undefined) continue;
    const report: Report = (message, region, severity, key) => {
      if (!region) return;
      ctx.report({
        message,
        location: { path: doc.path, region },
        severity,
        fingerprintKey: `${key}:${evidenceText(doc.file.lines, region)}`,
      });
    };
    // Gemini CLI's agents: its own keys, names and tools, and a file that fails validation does not load.
    const strict = strictAgentFormatOf(ctx.model, doc);
    if (strict) {
      checkStrictAgent(doc, strict.format, strict.runtime, report);
      checkStrictKeys(doc, strict.keys, strict.runtime, report);
      continue;
    }
    checkName(doc, report);
    checkTools(doc, report);
    checkValues(doc, report);
    checkKeys(doc, report);
  }
});

function checkName(doc: SkillDoc, report: Report) {
  const info = doc.frontmatter.keys.get('name');
  if (!info || typeof info.value !== 'string' || info.value.trim() === '') return;
  const n = info.value.trim();
  if (n.startsWith('-') || n.includes(':')) {
    report(
      `subagent name '${n}' ${n.startsWith('-') ? "starts with '-'" : "contains ':'"}: Claude Code skips this agent silently, so it is never delegated to`,
      info.valueRegion,
      'high',
      'name',
    );
  } else if (!/^[a-z0-9-]+$/.test(n)) {
    report(
      `subagent name '${n}' is not lowercase letters and hyphens: the documented format; the name is what the model and /agents use to pick it, and other characters are not guaranteed to load`,
      info.valueRegion,
      'low',
      'name',
    );
  }
}

function checkTools(doc: SkillDoc, report: Report) {
  const lists = new Map<string, Set<string>>();
  for (const key of ['tools', 'disallowedTools']) {
    const list = readToolList(doc.frontmatter, key);
    if (!list) continue;
    for (const p of list.problems) {
      report(
        `${key}: ${p.message}; Claude Code ${key === 'tools' ? 'does not grant the tool that was meant' : 'does not remove the tool that was meant'}`,
        p.region,
        p.kind === 'empty-entry' || p.kind === 'bad-form' ? 'low' : 'medium',
        key,
      );
    }
    const names = new Set<string>();
    for (const e of list.entries) {
      names.add(e.text);
      if (CLAUDE_TOOLS.includes(e.name) || MCP_TOOL_RE.test(e.name) || e.name === 'Task') continue;
      if (LEGACY_CLAUDE_TOOLS[e.name] !== undefined) {
        report(
          `'${e.name}' is a legacy tool name current Claude Code versions do not have (use ${LEGACY_CLAUDE_TOOLS[e.name]})`,
          e.region,
          'info',
          key,
        );
        continue;
      }
      const guess = closestKey(e.name, CLAUDE_TOOLS);
      report(
        guess
          ? `'${e.name}' is not a Claude Code tool — did you mean '${guess}'? Names match exactly, so the agent ${key === 'tools' ? 'does not get it' : 'keeps it'}`
          : `'${e.name}' is not a Claude Code tool name; the agent ${key === 'tools' ? 'does not get it' : 'keeps it'}`,
        e.region,
        guess ? 'medium' : 'low',
        key,
      );
    }
    lists.set(key, names);
  }
  const both = [...(lists.get('tools') ?? [])].filter((t) => lists.get('disallowedTools')?.has(t)).sort();
  if (both.length > 0) {
    report(
      `${both.join(', ')} ${both.length === 1 ? 'is' : 'are'} in both tools and disallowedTools: the denial wins, so listing it in tools does nothing`,
      doc.frontmatter.keys.get('disallowedTools')?.keyRegion,
      'low',
      'tools-both',
    );
  }
}

function checkValues(doc: SkillDoc, report: Report) {
  const fm = doc.frontmatter;
  const enumCheck = (key: string, allowed: readonly string[], effect: string) => {
    const info = fm.keys.get(key);
    if (!info) return;
    if (typeof info.value === 'string' && allowed.includes(info.value)) return;
    report(
      `${key} ${shown(info.value)} is not one of ${allowed.join(', ')}: ${effect}`,
      info.valueRegion,
      'medium',
      key,
    );
  };
  enumCheck('permissionMode', PERMISSION_MODES, 'Claude Code falls back to the default permission mode');
  enumCheck('memory', MEMORY_SCOPES, 'the agent gets no persistent memory');
  enumCheck('isolation', ISOLATION_VALUES, 'the agent runs in the main checkout, not a worktree');
  enumCheck('effort', EFFORT_VALUES, 'the session effort is used');
  const color = fm.keys.get('color');
  if (color && !(typeof color.value === 'string' && AGENT_COLORS.includes(color.value))) {
    report(
      `color ${shown(color.value)} is not one of ${AGENT_COLORS.join(', ')}; Claude Code shows the agent without it`,
      color.valueRegion,
      'low',
      'color',
    );
  }
  const model = fm.keys.get('model');
  if (model) {
    if (typeof model.value !== 'string' || model.value.trim() === '') {
      report(
        `model is ${shown(model.value)}; it must be sonnet, opus, haiku, inherit or a full model id`,
        model.valueRegion,
        'medium',
        'model',
      );
    } else if (!plausibleModel(model.value)) {
      report(
        `model '${model.value}' is not a Claude model alias or id; the agent cannot run on it`,
        model.valueRegion,
        'medium',
        'model',
      );
    }
  }
  const turns = fm.keys.get('maxTurns');
  if (turns && !(typeof turns.value === 'number' && Number.isInteger(turns.value) && turns.value > 0)) {
    report(
      `maxTurns is ${shown(turns.value)}, not a positive whole number: the limit is not applied`,
      turns.valueRegion,
      'medium',
      'maxTurns',
    );
  }
  const bg = fm.keys.get('background');
  if (bg && typeof bg.value !== 'boolean') {
    const text = typeof bg.value === 'string' && /^(true|false|yes|no|on|off)$/i.test(bg.value);
    report(
      text
        ? `background is the string ${shown(bg.value)}, not a boolean: versions before v2.1.218 read only true/false; write it unquoted`
        : `background is ${shown(bg.value)}, not true or false`,
      bg.valueRegion,
      text ? 'low' : 'medium',
      'background',
    );
  }
  if (doc.plugin !== undefined) {
    for (const key of ['mcpServers', 'permissionMode']) {
      const info = fm.keys.get(key);
      if (!info) continue;
      report(
        `'${key}' in a plugin agent is ignored by Claude Code "for security reasons": it has no effect`,
        info.keyRegion,
        'medium',
        `plugin:${key}`,
      );
    }
  }
}

function checkKeys(doc: SkillDoc, report: Report) {
  const seen = new Set<string>();
  for (const info of doc.frontmatter.keyOrder) {
    if (AGENT_KEYS.includes(info.key) || seen.has(info.key)) continue;
    seen.add(info.key);
    const guess = info.key === 'allowed-tools' ? 'tools' : closestKey(info.key, AGENT_KEYS);
    report(
      guess
        ? `unknown subagent key '${info.key}' — did you mean '${guess}'? Claude Code ignores '${info.key}', so '${guess}' is left unset`
        : `subagent key '${info.key}' is not one Claude Code reads; it is ignored`,
      info.keyRegion,
      guess ? 'medium' : 'low',
      `key:${info.key}`,
    );
  }
}
