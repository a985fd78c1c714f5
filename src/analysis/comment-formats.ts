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
export const TEMPLATE_FILE =
  /\.(?:j2|jinja2?|njk|nunjucks|twig|tera|hbs|handlebars|mustache|erb|rhtml|ejs|liquid|tmpl|gotmpl|gohtml|tpl|ftlh?|vm|vtl|cshtml|razor)$/;

/** Files read for their comments here (YAML and TOML have theirs read by extract.ts already). */
export function commentFormatOf(path: string): CommentFormat | undefined {
  const name = path.slice(path.lastIndexOf('/') + 1).toLowerCase();
  if (/\.pot?$/.test(name)) return 'po';
  if (TEMPLATE_FILE.test(name)) return 'template';
  if (name === '.editorconfig' || /\.(?:ini|cfg|conf|properties)$/.test(name) || name === '.gitattributes')
    return 'ini';
  // Lockfiles with comments: yarn v1 (`yarn.lock`), Cargo, Poetry, uv, Bundler and Gradle write `#` headers.
  if (/^(?:yarn|cargo|poetry|uv|pdm|gradle|composer)\.lock$|^[\w.-]{1,60}\.lockfile$/.test(name))
    return 'hash';
  return undefined;
}

/**
 * Formats whose comments are read whole when a loaded document tells the agent to follow the file's
 * notes (src/model/followed-notes.ts): the ones above, and YAML and TOML (read for addressed comments
 * only otherwise, by extract.ts).
 */
export function followedCommentFormat(path: string): CommentFormat | undefined {
  return commentFormatOf(path) ?? (/\.(?:ya?ml|toml)$/i.test(path) ? 'hash' : undefined);
}
