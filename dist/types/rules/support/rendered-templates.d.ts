import type { BehaviourOf } from '../../analysis/facts.js';
import { type Location, type Severity } from '../../findings.js';
import type { RuleContext } from '../types.js';
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
interface HookCommand {
    event: string;
    command: string;
    line: number;
}
/**
 * The hook commands a Markdown file's frontmatter declares (`hooks:` → event → `hooks:` → `command:`), read
 * by line so a placeholder YAML would not parse (`name: {{ cookiecutter.name }}`) does not hide them.
 */
export declare function frontmatterHookCommands(text: string): HookCommand[];
/**
 * The grade a write that renders one of the skill's templates into a skills folder takes instead of
 * `current` (the write's own): raised when the template adds a hook to every skill it creates that
 * downloads or runs code (critical) or sends what each event hands it to a remote host (high); lowered to
 * low from medium (a project's skills folder) when it adds no hook or grant and asks nothing risky.
 * Undefined when the content is no template of the skill's, or nothing changes.
 */
export declare function renderedTemplate(ctx: RuleContext, writer: string, b: BehaviourOf<'write'>, current: Severity): Promise<RenderedJudgement | undefined>;
export {};
