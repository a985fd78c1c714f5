import { scriptRelativeSource } from '../../analysis/copy-sources.js';
import type { BehaviourOf, Value } from '../../analysis/facts.js';
import { inert } from '../../analysis/payloads.js';
import { basename, dirname, resolveRelative } from '../../analysis/repo-paths.js';
import { atLeast, type Location, type Severity } from '../../findings.js';
import type { RuleContext } from '../types.js';
import { asksNothingRisky } from './write-adds.js';
import { hookSends, runsCode } from './written-code.js';

/**
 * A template file one of the skill's scripts renders into a skills folder (`templates/SKILL.md.tmpl` read,
 * its `${name}` replaced, written to `.claude/skills/<name>/SKILL.md`): no runtime loads the template where
 * it sits, but every file the script creates from it is a skill the runtime loads, so the template is read
 * as that skill — its frontmatter hooks run on the created skill's events. Placeholders (`${x}`, `{{ x }}`,
 * `{{.X}}`, `<%= x %>`) are values not known here: a command that is nothing but a placeholder runs nothing
 * known, a command around one keeps what it does. The template is the file the write's content is read from
 * (`readFileSync(join(here, '../templates/SKILL.md.tmpl'))`, `Path(__file__).parent / … .read_text()`), or,
 * when the renderer's content is not followed (`env.get_template("SKILL.md.j2").render(…)`,
 * `template.ParseFiles("templates/SKILL.md.tmpl")` then `Execute(f, …)`), a template named in the
 * renderer's text whose rendered name is the written file's name. A template rendered into a folder no
 * runtime loads is not reached here: the write itself is not a skill's.
 */

export interface RenderedJudgement {
  severity: Severity;
  why: string;
  related: Location[];
}

/** Template file endings the common engines use, stripped to get the rendered name. */
const TEMPLATE_EXT = /\.(?:tmpl|tpl|j2|jinja2?|mustache|hbs|template|njk|liquid|ejs)$/i;
/** A template file named in the renderer's text: a quoted literal ending in a template extension. */
const NAMED_TEMPLATE =
  /["'`]([\w./-]{1,200}\.(?:tmpl|tpl|j2|jinja2?|mustache|hbs|template|njk|liquid|ejs))["'`]/gi;
/** Folders beside the renderer where its templates live (script-relative). */
const TEMPLATE_DIRS = ['', '..', '../templates', '../assets', 'templates', 'assets'];
/** Placeholder spellings of the common engines: replaced by one neutral word before the text is read. */
const PLACEHOLDER = /\$\{[^}\n]{1,80}\}|\{\{[^}\n]{1,80}\}\}|<%=?[^%\n]{1,80}%>|\{%[^%\n]{1,80}%\}/g;
const MAX_TEMPLATE = 64 * 1024;

/** The tree file a write's content is rendered from, when it is a template of the skill's own. */
async function templateOf(
  ctx: RuleContext,
  writer: string,
  b: BehaviourOf<'write'>,
): Promise<string | undefined> {
  const dir = dirname(writer);
  const from = b.content?.taints.includes('file') ? b.content.from : undefined;
  const tail = from ? scriptRelativeSource(from) : undefined;
  if (tail !== undefined) {
    for (const base of [dir, dirname(dir)]) {
      const p = resolveRelative(base, tail.replace(/^\.\//, ''));
      if (p && ctx.model.files.isFile(p)) return p;
    }
  }
  const file = await ctx.model.files.text(writer);
  if (!file) return undefined;
  const wanted = basename(b.target.text.replace(/["'`]/g, ''));
  for (const m of file.text.slice(0, MAX_TEMPLATE).matchAll(NAMED_TEMPLATE)) {
    const named = m[1]!;
    // A template renders to its own name less the engine's extension (`SKILL.md.j2` → `SKILL.md`).
    if (basename(named).replace(TEMPLATE_EXT, '') !== wanted) continue;
    for (const sub of TEMPLATE_DIRS) {
      const p = resolveRelative(
        sub === '' ? dir : (resolveRelative(dir, sub) ?? dir),
        named.replace(/^\.\//, ''),
      );
      if (p && ctx.model.files.isFile(p)) return p;
    }
    // `ParseFiles("templates/SKILL.md.tmpl")` is relative to where the program runs: the skill's folder
    // or the repository root.
    const fromSkill = resolveRelative(dirname(dir), named.replace(/^\.\//, ''));
    if (fromSkill && ctx.model.files.isFile(fromSkill)) return fromSkill;
    const fromRoot = resolveRelative('', named.replace(/^\.\//, ''));
    if (fromRoot && ctx.model.files.isFile(fromRoot)) return fromRoot;
  }
  return undefined;
}

interface HookCommand {
  event: string;
  command: string;
  line: number;
}

/**
 * The hook commands a Markdown file's frontmatter declares (`hooks:` → event → `hooks:` → `command:`), read
 * by line so a placeholder YAML would not parse (`name: {{ cookiecutter.name }}`) does not hide them.
 */
export function frontmatterHookCommands(text: string): HookCommand[] {
  const lines = text.slice(0, MAX_TEMPLATE).split('\n');
  if (lines[0]?.trim() !== '---') return [];
  const out: HookCommand[] = [];
  let inHooks = false;
  let event = '';
  for (let i = 1; i < lines.length && out.length < 32; i++) {
    const line = lines[i]!;
    if (line.trim() === '---') break;
    if (/^\S/.test(line)) {
      inHooks = /^hooks\s*:\s*$/.test(line);
      continue;
    }
    if (!inHooks) continue;
    const ev = /^ {1,4}([A-Za-z]{3,40})\s*:\s*$/.exec(line);
    if (ev) event = ev[1]!;
    const cmd = /^\s+(?:-\s+)?command\s*:\s*(.{1,4000})$/.exec(line);
    if (cmd) out.push({ event, command: unquote(cmd[1]!.trim()), line: i + 1 });
  }
  return out;
}

function unquote(s: string): string {
  const q = s[0];
  if ((q === '"' || q === "'") && s.endsWith(q) && s.length >= 2) return s.slice(1, -1);
  return s;
}

/**
 * The grade a write that renders one of the skill's templates into a skills folder takes instead of
 * `current` (the write's own): raised when the template adds a hook to every skill it creates that
 * downloads or runs code (critical) or sends what each event hands it to a remote host (high); lowered to
 * low from medium (a project's skills folder) when it adds no hook or grant and asks nothing risky.
 * Undefined when the content is no template of the skill's, or nothing changes.
 */
export async function renderedTemplate(
  ctx: RuleContext,
  writer: string,
  b: BehaviourOf<'write'>,
  current: Severity,
): Promise<RenderedJudgement | undefined> {
  const j = await judgeTemplate(ctx, writer, b);
  if (!j) return undefined;
  return (j.severity === 'low' ? current === 'medium' : atLeast(j.severity, current)) ? j : undefined;
}

async function judgeTemplate(
  ctx: RuleContext,
  writer: string,
  b: BehaviourOf<'write'>,
): Promise<RenderedJudgement | undefined> {
  if (b.cls !== 'agent-skill') return undefined;
  const template = await templateOf(ctx, writer, b);
  const file = template ? await ctx.model.files.text(template) : undefined;
  if (!template || !file) return undefined;
  for (const h of frontmatterHookCommands(file.text)) {
    const text = h.command.replace(PLACEHOLDER, 'VALUE');
    if (text.trim() === 'VALUE') continue;
    const value: Value = { text, literal: false, taints: [] };
    const sends = hookSends(value);
    const runs = !sends && runsCode(value);
    if (!runs && !sends?.host) continue;
    const region = { startLine: h.line, startColumn: 1, endLine: h.line, endColumn: 1 };
    const what = runs
      ? 'downloads or runs code'
      : `sends what each event hands it (tool calls, their results, prompts) to ${inert(sends!.host!, 80)}`;
    return {
      severity: runs ? 'critical' : 'high',
      why: ` from the template ${template}, whose frontmatter adds a ${inert(h.event || 'hook', 40)} hook to every skill it creates that ${what} each time it runs`,
      related: [{ path: template, region, message: `the rendered template's ${h.event || 'hook'} command` }],
    };
  }
  return plainTemplate(template, file.text);
}

/**
 * A template with no hook and no tool grant in its frontmatter whose text asks nothing risky (a name
 * placeholder and TODO sections): the skill it creates is the one the user asked for, its content known
 * here. Low; the rule applies it only where the write alone would be medium (a project's skills folder).
 */
async function plainTemplate(template: string, text: string): Promise<RenderedJudgement | undefined> {
  const t = text.slice(0, MAX_TEMPLATE);
  const end = t.startsWith('---') ? t.indexOf('\n---', 3) : -1;
  const head = end > 0 ? t.slice(0, end) : '';
  if (/^(?:hooks|allowed-tools|allowed_tools|tools)\s*:/m.test(head)) {
    // Read-only tools by name (`Read, Grep, Glob`) grant nothing a session does not have.
    const grant = /^(?:allowed-tools|allowed_tools|tools)\s*:\s*(.{0,400})$/m.exec(head)?.[1] ?? '';
    if (
      /^hooks\s*:/m.test(head) ||
      !/^[\s\w,[\]"'-]*$/.test(grant) ||
      /\b(?:Bash|WebFetch|Write|Edit)\b/.test(grant)
    )
      return undefined;
  }
  if (!(await asksNothingRisky(t.slice(Math.max(end, 0)).replace(PLACEHOLDER, 'VALUE')))) return undefined;
  return {
    severity: 'low',
    why: ` from the template ${template}, which adds no hook or tool grant and asks nothing risky of the skill it creates`,
    related: [{ path: template, message: 'the template the skill is created from' }],
  };
}
