import { proseOnly } from '../analysis/instructions.js';
import type { Region } from '../findings.js';
import { bodyOf, declaredName, type SkillDoc } from '../model/skill.js';
import { explicitOnlyAnywhere } from './support/runtimes.js';
import { defineRule, type RuleContext } from './types.js';

/**
 * Authoring advice that decides whether a skill fires and is followed: descriptions that never say when
 * to use the skill, names too vague to route on, and template leftovers. Advice, never a gate (low/info).
 * Hedging and contradictory instructions are not checked: no heuristic we tried separated them from
 * legitimate nuance ("usually", "unless") reliably enough.
 */

const VAGUE_NAMES = new Set([
  'helper',
  'helpers',
  'util',
  'utils',
  'utility',
  'utilities',
  'misc',
  'miscellaneous',
  'skill',
  'skills',
  'my-skill',
  'new-skill',
  'example',
  'example-skill',
  'test',
  'tools',
  'tool',
  'general',
  'common',
  'stuff',
  'untitled',
  'template',
  'default',
]);

/**
 * Trigger wording: "use when/for/to/if …", "when the user …", "whenever", "trigger", "invoke", "if the user",
 * "asks for", "for tasks involving" … Any of them means the description tells the model when to pick it.
 */
const TRIGGER =
  /\b(?:use[sd]?\b|using\b|when(?:ever)?\b|trigger|invoke|activate|if (?:the )?(?:user|you|a|an|asked)\b|asks?\b|asked\b|request(?:s|ed)?\b|need(?:s|ed)?\b|want(?:s|ed)?\b|for (?:any|all|tasks?|questions?|requests?|work(?:ing)?|projects?)\b|appl(?:y|ies) (?:to|when)|relevant (?:to|when|for)|before\b|after\b|during\b)/i;

/** Placeholders that are never meant literally, in a description or in a body. */
const PLACEHOLDER_ANY =
  /\blorem ipsum\b|\[(?:description|todo|tbd|insert[^\]\n]{0,40}|placeholder[^\]\n]{0,20}|skill[ -]name|add [^\]\n]{1,40} here)\]/i;
/**
 * In a description only: fill-in slots (`[your …]`, `<skill-name>`, `{{var}}`) and a leading or labelled
 * TODO. In a body the same slots are often meant for the model to fill ("ask: is it <your best guess>?").
 */
const PLACEHOLDER_DESCRIPTION =
  /^\s*(?:TODO|TBD|FIXME|XXX)\b|\b(?:TODO|TBD|FIXME):|^\s*(?:description|placeholder)\s*\.?\s*$|\[your [^\]\n]{1,40}\]|<(?:description|skill-name|your[- ][^>\n]{1,30})>|\{\{\s*[A-Za-z_][\w.-]{0,40}\s*\}\}/;
/** In a body: a prose line that starts with TODO/TBD/FIXME, or a template slot alone on its line. */
const PLACEHOLDER_BODY_LINE =
  /^[ \t]*(?:[-*+][ \t]+)?(?:TODO|TBD|FIXME)\b[:!]?|^[ \t]*\{\{\s*[A-Za-z_][\w.-]{0,40}\s*\}\}[ \t]*$/gm;
const MAX_BODY_FINDINGS = 5;

function descriptionInfo(doc: SkillDoc): { text: string; region: Region } | undefined {
  const info = doc.frontmatter.keys.get('description');
  if (!info || typeof info.value !== 'string') return undefined;
  return { text: info.value, region: info.valueRegion };
}

function modelInvocable(doc: SkillDoc): boolean {
  return doc.frontmatter.get('disable-model-invocation') !== true;
}

function checkTrigger(ctx: RuleContext, doc: SkillDoc, explicitOnly: ReadonlySet<SkillDoc>): void {
  const d = descriptionInfo(doc);
  // User-only skills are not routed by the model: Claude Code's flag, or Codex's agents/openai.yaml policy.
  if (!d || d.text.trim() === '' || !modelInvocable(doc) || explicitOnly.has(doc)) return;
  const wtu = doc.frontmatter.get('when_to_use');
  if (typeof wtu === 'string' && wtu.trim() !== '') return;
  if (TRIGGER.test(d.text)) return;
  ctx.report({
    message:
      'description says what the skill does but not when to use it: the model picks skills by matching the request against this text — add "Use when …"',
    location: { path: doc.path, region: d.region },
    fingerprintKey: 'no-trigger',
  });
}

function checkName(ctx: RuleContext, doc: SkillDoc): void {
  const name = declaredName(doc)?.trim().toLowerCase() ?? doc.folderName.toLowerCase();
  if (!VAGUE_NAMES.has(name)) return;
  const info = doc.frontmatter.keys.get('name');
  ctx.report({
    message: `skill name '${name}' says nothing about the job: users cannot guess it and it gives the model nothing to route on — name the task (e.g. format-sql, triage-issues)`,
    location: { path: doc.path, region: info?.valueRegion ?? doc.frontmatter.blockRegion() },
    severity: 'low',
    fingerprintKey: `vague-name:${name}`,
  });
}

function checkPlaceholders(ctx: RuleContext, doc: SkillDoc): void {
  const d = descriptionInfo(doc);
  if (d && (PLACEHOLDER_ANY.test(d.text) || PLACEHOLDER_DESCRIPTION.test(d.text))) {
    ctx.report({
      message: `description contains template or placeholder text ('${d.text.trim().slice(0, 60)}'): the model routes on it as written`,
      location: { path: doc.path, region: d.region },
      severity: 'low',
      fingerprintKey: 'placeholder-description',
    });
  }
  const body = bodyOf(doc);
  const prose = proseOnly(body);
  const hits: Array<{ offset: number; text: string }> = [];
  PLACEHOLDER_BODY_LINE.lastIndex = 0;
  for (
    let m = PLACEHOLDER_BODY_LINE.exec(prose);
    m && hits.length < MAX_BODY_FINDINGS;
    m = PLACEHOLDER_BODY_LINE.exec(prose)
  ) {
    const start = m.index + (m[0].length - m[0].trimStart().length);
    hits.push({ offset: start, text: m[0].trim() });
  }
  const any = new RegExp(PLACEHOLDER_ANY.source, 'gi');
  for (let m = any.exec(prose); m && hits.length < MAX_BODY_FINDINGS * 2; m = any.exec(prose)) {
    hits.push({ offset: m.index, text: m[0] });
  }
  const lines = doc.file.lines;
  for (const h of hits.sort((a, b) => a.offset - b.offset).slice(0, MAX_BODY_FINDINGS)) {
    const at = doc.bodyStart + h.offset;
    const lineText = lines.lineText(lines.position(at).line).trim();
    ctx.report({
      message: `placeholder left in the instructions ('${h.text.slice(0, 40)}'): the model reads it as an instruction or as missing content`,
      location: { path: doc.path, region: lines.region(at, at + h.text.length) },
      fingerprintKey: `placeholder:${lineText.slice(0, 80)}`,
    });
  }
}

export default defineRule('content-quality', async (ctx) => {
  const explicitOnly = explicitOnlyAnywhere(ctx.model);
  for (const doc of await ctx.model.skillsInFocus()) {
    if (doc.kind !== 'skill' || !doc.frontmatter.data) continue;
    checkTrigger(ctx, doc, explicitOnly);
    checkName(ctx, doc);
    checkPlaceholders(ctx, doc);
  }
});
