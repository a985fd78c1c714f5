import { EFFORT_VALUES, MODEL_ALIASES, SHELL_VALUES } from '../discovery/runtimes/claude-code.js';
import type { FindingInput, Severity } from '../findings.js';
import type { SkillDoc } from '../model/skill.js';
import { evidenceText } from './support/evidence.js';
import { loadersOf } from './support/runtimes.js';
import { readToolList } from './support/tool-list.js';
import { defineRule } from './types.js';

/**
 * Value types the spec and Claude Code expect, beyond what skills-ref checks: `metadata` as a string map,
 * `compatibility` 1–500 characters, `license` text, tool-list syntax, `effort`/`shell`/`model` values,
 * and keys that mean nothing where they are (`name` in a legacy command, `version` anywhere).
 */

const MAX_COMPATIBILITY = 500;

function typeName(v: unknown): string {
  if (v === null || v === undefined) return 'empty';
  if (Array.isArray(v)) return 'a list';
  if (v instanceof Date) return 'a date';
  return typeof v === 'object' ? 'a mapping' : `a ${typeof v}`;
}

/** A model value Claude Code can resolve: an alias, a full Claude id, or a provider id (Bedrock, Vertex). */
export function plausibleModel(v: string): boolean {
  const m = v.trim();
  if (MODEL_ALIASES.includes(m.toLowerCase())) return true;
  return /^(claude-|anthropic[./]|arn:|us\.|eu\.|apac\.|global\.)/i.test(m) || /claude/i.test(m);
}

export default defineRule('frontmatter-types', async (ctx) => {
  for (const doc of await ctx.model.skillsInFocus()) {
    if (doc.kind === 'agent' || doc.frontmatter.data === undefined) continue;
    const report = (
      key: string,
      message: string,
      severity?: Severity,
      region = doc.frontmatter.keys.get(key)?.valueRegion,
    ) => {
      if (!region) return;
      const f: FindingInput = {
        message,
        location: { path: doc.path, region },
        fingerprintKey: `${key}:${evidenceText(doc.file.lines, region)}`,
      };
      if (severity) f.severity = severity;
      ctx.report(f);
    };
    checkMetadata(doc, report);
    checkCompatibility(doc, report);
    checkLicense(doc, report);
    for (const key of ['allowed-tools', 'disallowed-tools']) {
      const list = readToolList(doc.frontmatter, key);
      for (const p of list?.problems ?? []) {
        const sev: Severity =
          p.kind === 'type' || p.kind === 'item-type' || p.kind === 'unbalanced' ? 'medium' : 'low';
        const effect =
          key === 'allowed-tools'
            ? 'Claude Code will not pre-approve what was meant and prompts instead'
            : 'Claude Code will not remove the tool that was meant';
        report(key, `${key}: ${p.message}; ${effect}`, sev, p.region);
      }
    }
    checkEnum(
      doc,
      'effort',
      EFFORT_VALUES,
      'Claude Code ignores the override and keeps the session effort',
      report,
    );
    checkEnum(doc, 'shell', SHELL_VALUES, 'Claude Code runs !`…` blocks with bash', report);
    const model = doc.frontmatter.keys.get('model');
    if (model) {
      if (typeof model.value !== 'string' || model.value.trim() === '') {
        report(
          'model',
          `'model' is ${typeName(model.value)}; it must be a model alias (sonnet, opus, haiku, inherit) or a full model id`,
          'medium',
        );
      } else if (!plausibleModel(model.value)) {
        report(
          'model',
          `'model: ${model.value}' is not a Claude model alias or id; Claude Code cannot switch to it for this skill`,
          'low',
        );
      }
    }
    if (doc.kind === 'command' && doc.frontmatter.keys.has('name')) {
      report(
        'name',
        `Claude Code ignores 'name' in a legacy command: it is invoked as /${doc.folderName}, after its file name`,
        'info',
        doc.frontmatter.keys.get('name')?.keyRegion,
      );
    }
    const version = doc.frontmatter.keys.get('version');
    if (version && doc.kind === 'skill') {
      // Info where only lenient runtimes load it and one of them is Claude Code; low where the spec
      // validator (which rejects unknown keys) loads it too, or nothing does.
      const loaders = loadersOf(ctx.model, doc);
      const claudeOnly =
        loaders.length > 0 &&
        loaders.every((p) => p.frontmatter.unknownKeys !== 'rejected') &&
        loaders.some((p) => p.frontmatter.claudeExtensions);
      report(
        'version',
        "'version' is not a frontmatter field: no runtime reads it, and claude.ai / Skills API uploads and the spec validator reject the skill for it; move it under metadata (metadata.version)",
        claudeOnly ? 'info' : 'low',
        version.keyRegion,
      );
    }
  }
});

type Report = (
  key: string,
  message: string,
  severity?: Severity,
  region?: FindingInput['location']['region'],
) => void;

function checkMetadata(doc: SkillDoc, report: Report) {
  const info = doc.frontmatter.keys.get('metadata');
  if (!info) return;
  const v = info.value;
  if (v === null || typeof v !== 'object' || Array.isArray(v) || v instanceof Date) {
    report(
      'metadata',
      `'metadata' is ${typeName(v)}, not a mapping of strings: Claude Code drops it and spec validators reject it`,
      'medium',
    );
    return;
  }
  for (const [k, val] of Object.entries(v as Record<string, unknown>).slice(0, 200)) {
    if (typeof val === 'string') continue;
    const region = doc.frontmatter.regionAt(['metadata', k]) ?? info.valueRegion;
    const nested = val !== null && typeof val === 'object';
    report(
      'metadata',
      nested
        ? `metadata.${k} is ${typeName(val)}: the spec requires string values; skills-ref turns it into its Python repr and stricter validators reject it`
        : `metadata.${k} is ${typeName(val)}, not a string: the spec requires string values (skills-ref coerces it, stricter validators reject it); quote it`,
      nested ? 'medium' : 'low',
      region,
    );
  }
}

function checkCompatibility(doc: SkillDoc, report: Report) {
  const info = doc.frontmatter.keys.get('compatibility');
  if (!info) return;
  const v = info.value;
  if (typeof v !== 'string') {
    report(
      'compatibility',
      `'compatibility' is ${typeName(v)}; skills-ref fails with "Field 'compatibility' must be a string"`,
      v === null ? 'low' : 'medium',
    );
  } else if (v.trim() === '') {
    report(
      'compatibility',
      "'compatibility' is empty: the spec requires 1–500 characters; drop the key if there is nothing to say",
      'low',
    );
  } else if ([...v].length > MAX_COMPATIBILITY) {
    report(
      'compatibility',
      `'compatibility' is ${[...v].length} characters, over the 500-character limit: skills-ref and claude.ai uploads reject the skill`,
      'medium',
    );
  }
}

function checkLicense(doc: SkillDoc, report: Report) {
  const info = doc.frontmatter.keys.get('license');
  if (!info || typeof info.value === 'string') return;
  report(
    'license',
    `'license' is ${typeName(info.value)}; the spec expects a short text such as 'MIT' or 'Proprietary. LICENSE.txt has complete terms'`,
    'low',
  );
}

function checkEnum(doc: SkillDoc, key: string, allowed: readonly string[], effect: string, report: Report) {
  const info = doc.frontmatter.keys.get(key);
  if (!info) return;
  const v = info.value;
  if (typeof v === 'string' && allowed.includes(v)) return;
  const shown = typeof v === 'string' ? `'${v}'` : typeName(v);
  report(key, `${key} ${shown} is not one of ${allowed.join(', ')}: ${effect}`, 'medium');
}
