/**
 * The patterns supply-chain-redirect and authority-claim look for (./package-sources.ts): registry and index
 * redirections, installs from git or URLs, pre-commit hook repositories, TLS verification switched off.
 * Every regex is linear: bounded character classes, no nesting.
 */

export interface SourcePattern {
  re: RegExp;
  tool: string;
  urlGroup: number;
  /** Words (lower case) one of which every match contains: a text holding none is not searched. */
  hints: string[];
  /**
   * The match is a flag of one command (`pip install --index-url`, `npm install --registry`), not a setting
   * every later install reads; `continued` when that holds only for an option line continuing a command
   * (`pip install \` then `--index-url URL`): the same line in a requirements file applies to every install of it.
   */
  perCommand?: 'always' | 'continued';
  /** The source is searched besides the registry, not instead of it (an added repository). */
  extra?: true;
}

const U = '[^\\s\'"`)<>]{1,500}'; // a URL or spec token
/**
 * Each pattern with `hints`: words (lower case) one of which every match contains, so a text holding none
 * is not searched with it (most files name no package tool; multiline `^` patterns cost a pass each).
 */
export const REDIRECTS: SourcePattern[] = [
  {
    re: new RegExp(`\\bnpm[ \\t]+config[ \\t]+set[ \\t]+(?:@[\\w.-]{1,100}:)?registry[ \\t=]+(${U})`, 'gi'),
    tool: 'npm',
    hints: ['registry'],
    urlGroup: 1,
  },
  {
    re: new RegExp(
      `\\b(?:npm|pnpm|yarn|npx|bun|bunx)\\b[^\\n|;&\`]{0,200}?[ \\t]--registry[ \\t=]+(${U})`,
      'gi',
    ),
    tool: 'npm',
    hints: ['--registry'],
    urlGroup: 1,
    perCommand: 'always',
  },
  {
    re: new RegExp(`\\byarn[ \\t]+config[ \\t]+set[ \\t]+npmRegistryServer[ \\t]+(${U})`, 'gi'),
    tool: 'yarn',
    hints: ['npmregistryserver'],
    urlGroup: 1,
  },
  {
    re: new RegExp(
      `\\b(?:pip3?|uv[ \\t]+pip|pipx|poetry|python3?[ \\t]+-m[ \\t]+pip)\\b[^\\n|;&\`]{0,200}?[ \\t](?:--(?:extra-)?index-url|-i)[ \\t=]+(${U})`,
      'gi',
    ),
    tool: 'pip',
    hints: ['pip', 'poetry'],
    urlGroup: 1,
    perCommand: 'always',
  },
  {
    re: new RegExp(
      // `NAME=URL` in a shell, `NAME: URL` in YAML, `"NAME": "URL"` in a settings or MCP `env` object.
      `\\b(?:PIP_(?:EXTRA_)?INDEX_URL|UV_(?:EXTRA_)?INDEX_URL|UV_DEFAULT_INDEX|UV_INDEX|NPM_CONFIG_REGISTRY|npm_config_registry|GOPROXY|YARN_NPM_REGISTRY_SERVER|YARN_REGISTRY|BUN_CONFIG_REGISTRY)["']?[ \\t]*[=:][ \\t]*["']?(${U})`,
      'g',
    ),
    tool: 'env',
    hints: ['index_url', 'default_index', 'registry', 'goproxy'],
    urlGroup: 1,
  },
  {
    // A Maven settings file's `<mirror>`: every repository it mirrors (`<mirrorOf>*</mirrorOf>`, `central`)
    // is downloaded from its `<url>` instead.
    re: new RegExp(`<mirror>[^]{0,800}?<url>[ \\t\\r\\n]{0,40}(https?:\\/\\/${U})`, 'g'),
    tool: 'maven settings.xml',
    hints: ['<mirror>'],
    urlGroup: 1,
  },
  {
    // conda/mamba: `conda config --set channel_alias URL` (every short channel name, `conda-forge`
    // included, resolves under it), `--add`/`--prepend channels URL`; `.condarc`'s `channel_alias:`.
    re: new RegExp(
      `\\b(?:conda|mamba|micromamba)[ \\t]+config\\b[^\\n|;&\`]{0,100}?[ \\t]--(?:set[ \\t]+channel_alias|add[ \\t]+channels|prepend[ \\t]+channels|append[ \\t]+channels)[ \\t=]+(https?:\\/\\/${U})`,
      'gi',
    ),
    tool: 'conda',
    hints: ['channel_alias', 'channels'],
    urlGroup: 1,
  },
  {
    re: new RegExp(`^[ \\t]*channel_alias[ \\t]*:[ \\t]*["']?(https?:\\/\\/${U})`, 'gm'),
    tool: '.condarc',
    hints: ['channel_alias'],
    urlGroup: 1,
  },
  {
    re: new RegExp(`^[ \\t]*(?:@[\\w.-]{1,100}:)?registry[ \\t]*=[ \\t]*(https?:\\/\\/${U})`, 'gm'),
    tool: '.npmrc',
    hints: ['registry'],
    urlGroup: 1,
  },
  {
    // Yarn Berry's `.yarnrc.yml` (also under `npmScopes:`), and Yarn 1's `.yarnrc` (`registry "URL"`).
    re: new RegExp(`^[ \\t]*npmRegistryServer[ \\t]*:[ \\t]*["']?(https?:\\/\\/${U})`, 'gm'),
    tool: '.yarnrc.yml',
    hints: ['npmregistryserver'],
    urlGroup: 1,
  },
  {
    re: new RegExp(`^[ \\t]*registry[ \\t]+["'](https?:\\/\\/${U})`, 'gm'),
    tool: '.yarnrc',
    hints: ['registry'],
    urlGroup: 1,
  },
  {
    // Bun's `bunfig.toml`: `[install] registry = "URL"` or `{ url = "URL", token = … }`, and scoped
    // registries under `[install.scopes]` (`"@acme" = "URL"`, `acme = { url = … }`): a bare key needs the
    // inline table's `url`, so any other `name = "https://…"` line of a text is no scope.
    re: new RegExp(
      `^[ \\t]*(?:(?:registry|"@[\\w.-]{1,100}")[ \\t]*=[ \\t]*(?:\\{[^}\\n]{0,300}?\\burl[ \\t]*=[ \\t]*)?|[\\w.-]{1,100}[ \\t]*=[ \\t]*\\{[^}\\n]{0,300}?\\burl[ \\t]*=[ \\t]*)["'](https?:\\/\\/${U})`,
      'gm',
    ),
    tool: 'bunfig.toml',
    hints: ['[install'],
    urlGroup: 1,
  },
  {
    // Repositories a script adds for the dependencies its own annotations or directives declare, resolved
    // and loaded when the script runs: Kotlin scripts' `@file:Repository("URL")` (`kotlin x.main.kts`),
    // Groovy's `@GrabResolver(root = 'URL')`, scala-cli's `//> using repository URL`, dotnet-script's
    // `#i "nuget: URL"` and a .NET file-based app's `#:property RestoreAdditionalProjectSources=URL`.
    re: new RegExp(
      `(?:@file[ \\t]*:[ \\t]*Repository[ \\t]*\\([ \\t]*(?:url[ \\t]*=[ \\t]*)?"|@GrabResolver[ \\t]*\\([^)\\n]{0,200}?(?:root[ \\t]*=[ \\t]*)?['"]|\\/\\/>[ \\t]*using[ \\t]+(?:repository|repositories|repo|repos)[ \\t]+"?|#i[ \\t]+"nuget:[ \\t]*|#:property[ \\t]+RestoreAdditionalProjectSources[ \\t]*=[ \\t]*)(https?:\\/\\/${U})`,
      'gi',
    ),
    tool: 'script dependency annotations',
    hints: ['@file', '@grabresolver', '//>', '#i "nuget', 'restoreadditionalprojectsources'],
    urlGroup: 1,
    extra: true,
  },
  {
    // A NuGet.Config feed (`<packageSources>` … `<add key="x" value="URL" />`): `<clear />` before it makes it the
    // only one. Searched only in a text that has the section.
    re: new RegExp(`<add[ \\t]+key=["'][^"'\\n]{1,100}["'][ \\t]+value=["'](https?:\\/\\/${U})["']`, 'gi'),
    tool: 'NuGet.Config',
    hints: ['<packagesources>'],
    urlGroup: 1,
  },
  {
    re: new RegExp(`^[ \\t]*(?:extra-)?index-url[ \\t]*=[ \\t]*(https?:\\/\\/${U})`, 'gm'),
    tool: 'pip.conf',
    hints: ['index-url'],
    urlGroup: 1,
  },
  {
    // Option lines of a pip requirements or constraints file (`pip install -r` reads them), or of a command
    // continued onto the next line (`pip install \` then `--extra-index-url URL torch`).
    re: new RegExp(`^[ \\t]*--(?:extra-)?index-url(?:[ \\t]+|[ \\t]*=[ \\t]*)(https?:\\/\\/${U})`, 'gm'),
    tool: 'pip',
    hints: ['index-url'],
    urlGroup: 1,
    perCommand: 'continued',
  },
  {
    re: new RegExp(
      `\\bgem[ \\t]+(?:sources[ \\t]+(?:--add|-a)|install[^\\n|;&\`]{0,200}?[ \\t]--source)[ \\t]+(${U})`,
      'gi',
    ),
    tool: 'gem',
    hints: ['gem'],
    urlGroup: 1,
  },
  {
    // Bundler mirrors: `.bundle/config`'s `BUNDLE_MIRROR__HTTPS://RUBYGEMS__ORG/: "URL"` (the key spells the
    // source URL, `__` for `.`; `BUNDLE_MIRROR__ALL` for every source), the same as an environment variable,
    // and `bundle config [set] [--global|--local] mirror.SOURCE URL`: every gem of that source, native
    // extensions built on install included, is downloaded from URL (bundler.io/man/bundle-config.1.html
    // "MIRRORS OF GEM SOURCES").
    re: new RegExp(
      `\\bBUNDLE_MIRROR__[\\w:/.\\-]{1,200}["']?[ \\t]*[=:][ \\t]*["']?(https?:\\/\\/${U})`,
      'gi',
    ),
    tool: 'bundler',
    hints: ['bundle_mirror__'],
    urlGroup: 1,
  },
  {
    re: new RegExp(
      `\\bbundle[ \\t]+config[ \\t]+(?:set[ \\t]+)?(?:--(?:global|local)[ \\t]+)?mirror\\.[^\\s=]{1,200}[ \\t=]+["']?(https?:\\/\\/${U})`,
      'gi',
    ),
    tool: 'bundler',
    hints: ['mirror.'],
    urlGroup: 1,
  },
  {
    // Hex (Elixir): `mix hex.config mirror_url URL` (or `trusted_mirror_url`, which also gets the repository's
    // auth key) persists for every later `mix deps.get`; so does `HEX_MIRROR` in the environment.
    re: new RegExp(`\\bmix[ \\t]+hex\\.config[ \\t]+(?:trusted_)?mirror_url[ \\t]+(${U})`, 'g'),
    tool: 'hex',
    hints: ['mirror_url'],
    urlGroup: 1,
  },
  {
    re: new RegExp(`\\bHEX_(?:MIRROR|MIRROR_URL|TRUSTED_MIRROR_URL)["']?[ \\t]*[=:][ \\t]*["']?(${U})`, 'g'),
    tool: 'hex',
    hints: ['hex_mirror', 'hex_trusted_mirror'],
    urlGroup: 1,
  },
  {
    re: new RegExp(`\\bcargo[ \\t]+install[^\\n|;&\`]{0,200}?[ \\t]--index[ \\t=]+(${U})`, 'gi'),
    tool: 'cargo',
    hints: ['cargo'],
    urlGroup: 1,
    perCommand: 'always',
  },
];

export const INSTALLS: SourcePattern[] = [
  {
    re: new RegExp(
      `\\b(?:npm[ \\t]+(?:i|install|add)|pnpm[ \\t]+(?:add|i|install)|yarn[ \\t]+(?:global[ \\t]+)?add|bun[ \\t]+(?:add|i|install)|npx(?:[ \\t]+-y)?|bunx)[ \\t]+(?:-[\\w-]{1,30}[ \\t]+){0,4}((?:git\\+|git:\\/\\/|github:|gitlab:|bitbucket:|https?:\\/\\/)${U})`,
      'gi',
    ),
    tool: 'npm',
    hints: ['npm', 'yarn', 'bun', 'npx'],
    urlGroup: 1,
  },
  {
    re: new RegExp(
      `\\b(?:pip3?|uv[ \\t]+pip|pipx|python3?[ \\t]+-m[ \\t]+pip)[ \\t]+install[ \\t]+(?:-[\\w-]{1,30}[ \\t]+){0,4}(?:[\\w.-]{1,100}[ \\t]*@[ \\t]*)?((?:git\\+|https?:\\/\\/)${U})`,
      'gi',
    ),
    tool: 'pip',
    hints: ['pip'],
    urlGroup: 1,
  },
  {
    re: new RegExp(
      `\\b(?:uvx|uv[ \\t]+tool[ \\t]+(?:install|run))[ \\t]+(?:-[\\w-]{1,30}[ \\t]+){0,4}--from[ \\t]+((?:git\\+|https?:\\/\\/)${U})`,
      'gi',
    ),
    tool: 'uv',
    hints: ['uv'],
    urlGroup: 1,
  },
  {
    re: new RegExp(`\\bcargo[ \\t]+install[^\\n|;&\`]{0,200}?[ \\t]--git[ \\t=]+(${U})`, 'gi'),
    tool: 'cargo',
    hints: ['cargo'],
    urlGroup: 1,
  },
  {
    re: new RegExp(`\\bgem[ \\t]+install[ \\t]+(https?:\\/\\/${U})`, 'gi'),
    tool: 'gem',
    hints: ['gem'],
    urlGroup: 1,
  },
  {
    // A pre-commit hook's `additional_dependencies` item that is a PEP 508 direct reference
    // (`"checker @ http://host/checker.whl"`): pre-commit pip-installs it into the hook's environment,
    // which runs on every commit (block `- item` or flow `[a, b]` lists; other URLs in the file are not items).
    re: new RegExp(
      `(?:^[ \\t]{0,16}-[ \\t]{0,4}|[\\[,][ \\t]{0,4})["']?[\\w.-]{1,100}(?:\\[[\\w,.-]{1,100}\\])?[ \\t]*@[ \\t]*((?:git\\+)?https?:\\/\\/${U})`,
      'gm',
    ),
    tool: 'pre-commit',
    hints: ['additional_dependencies'],
    urlGroup: 1,
  },
];

/**
 * A pre-commit configuration's `- repo: URL` entries: pre-commit clones each and runs its hooks on every
 * commit. The public forges are where hook projects live; any other host serves code nobody reviews there.
 */
export const HOOK_REPO = new RegExp(
  `^[ \\t]{0,16}-?[ \\t]{0,4}repo:[ \\t]*["']?((?:https?|git|ssh):\\/\\/${U}|git@${U})`,
  'gm',
);

/** Verification switched off; `check` names what is skipped when it is not the certificate check. */
export const TLS_OFF: Array<{ re: RegExp; tool: string; hints: string[]; check?: string }> = [
  {
    re: /\bGIT_SSL_NO_VERIFY[ \t]*=[ \t]*["']?(?:1|true)\b|\bgit\b[^\n|;&]{0,100}?[ \t](?:-c[ \t]+)?http\.(?:[^\s.]{1,40}:\/\/[^\s]{1,200}?\.)?sslVerify[ \t=]+["']?false\b/gi,
    tool: 'git',
    hints: ['git_ssl_no_verify', 'sslverify'],
  },
  { re: /\bnpm[ \t]+config[ \t]+set[ \t]+strict-ssl[ \t=]+false\b/gi, tool: 'npm', hints: ['strict-ssl'] },
  {
    re: /\b(?:conda|mamba|micromamba)[ \t]+config\b[^\n|;&`]{0,100}?[ \t]--set[ \t]+ssl_verify[ \t=]+(?:false|no|0)\b/gi,
    tool: 'conda',
    hints: ['ssl_verify'],
  },
  {
    re: /\bnpm_config_strict_ssl["']?[ \t]*[=:][ \t]*["']?false\b/gi,
    tool: 'npm',
    hints: ['strict_ssl'],
  },
  {
    re: /\bNODE_TLS_REJECT_UNAUTHORIZED[ \t]*=[ \t]*["']?0\b/g,
    tool: 'node',
    hints: ['node_tls_reject_unauthorized'],
  },
  {
    re: /\bpip3?\b[^\n|;&]{0,200}?[ \t]--trusted-host[ \t=]+[^\s'"`]{1,200}/gi,
    tool: 'pip',
    hints: ['trusted-host'],
  },
  {
    // Hex: `unsafe_https` skips certificate checks.
    re: /\bmix[ \t]+hex\.config[ \t]+unsafe_https[ \t]+["']?(?:true|1)\b|\bHEX_UNSAFE_HTTPS["']?[ \t]*[=:][ \t]*["']?(?:1|true)\b/g,
    tool: 'hex',
    hints: ['unsafe_https'],
  },
  {
    // `unsafe_registry` skips the registry's signature, `no_verify_repo_origin` the check that a package comes
    // from the repository named: a mirror (or anyone between) can then serve altered packages.
    re: /\bmix[ \t]+hex\.config[ \t]+(?:unsafe_registry|no_verify_repo_origin)[ \t]+["']?(?:true|1)\b|\bHEX_(?:UNSAFE_REGISTRY|NO_VERIFY_REPO_ORIGIN)["']?[ \t]*[=:][ \t]*["']?(?:1|true)\b/g,
    tool: 'hex',
    hints: ['unsafe_registry', 'no_verify_repo_origin'],
    check: "the registry's signature checks",
  },
  {
    // The checksum database (sum.golang.org) is what checks a module against the signed log of every public
    // module's hash: with it off, a proxy or anyone on the path serves any module unchecked. TLS stays on.
    re: /\bGOSUMDB[ \t]*=[ \t]*["']?off\b|\bGONOSUMCHECK[ \t]*=/g,
    tool: 'go',
    hints: ['gosumdb', 'gonosumcheck'],
    check: 'module checksum verification (the sum.golang.org database)',
  },
  {
    // `GOINSECURE` fetches the modules it names over http or with any certificate (the checksum database
    // still checks public ones); the old `-insecure` flag did both and skipped the checksum check too.
    re: /\bGOINSECURE[ \t]*=/g,
    tool: 'go',
    hints: ['goinsecure'],
    check: 'https and certificate checks for the modules it names',
  },
  {
    re: /\bGOFLAGS[ \t]*=[ \t]*["']?-insecure\b/g,
    tool: 'go',
    hints: ['goflags'],
    check: 'https, certificate and checksum-database checks',
  },
];
