/**
 * Which data files have comments the agent may be told to follow (src/analysis/data-comments.ts reads them):
 * kept apart, without imports, so the model can test a path at start-up without loading the analysers.
 */
export type CommentFormat = 'po' | 'hash' | 'ini' | 'template';
/**
 * Template engines' sources: Jinja/Nunjucks/Twig/Django (`.j2`, `.jinja`, `.njk`, `.twig`), Handlebars and
 * Mustache, ERB and EJS, Liquid, Go templates (`.tmpl`, `.gotmpl`, `.tpl`), FreeMarker, Velocity and Razor.
 * Their comments (`{# … #}`, `{{!-- … --}}`, `<%# … %>`, `{% comment %}`, `{{/* …` (closed by star-slash `}}`)) never reach the
 * rendered output, but the agent reads the source (data-comments.ts `templateCommentText`).
 */
export declare const TEMPLATE_FILE: RegExp;
/** Files read for their comments here (YAML and TOML have theirs read by extract.ts already). */
export declare function commentFormatOf(path: string): CommentFormat | undefined;
/**
 * Formats whose comments are read whole when a loaded document tells the agent to follow the file's
 * notes (src/model/followed-notes.ts): the ones above, and YAML and TOML (read for addressed comments
 * only otherwise, by extract.ts).
 */
export declare function followedCommentFormat(path: string): CommentFormat | undefined;
