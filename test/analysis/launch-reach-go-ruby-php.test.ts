import { describe, expect, it } from 'vitest';
import { interpreterScriptPaths } from '../../src/analysis/interpreter-scripts.js';
import { configRefs, isLaunchConfig } from '../../src/analysis/launch-refs.js';
import { toolRuns } from '../../src/analysis/launch-tools.js';
import { LineMap } from '../../src/analysis/lines.js';
import { extractMarkdownRefs } from '../../src/analysis/references.js';

const targets = (code: string) => toolRuns(code).map((r) => r.target);
const paths = (code: string) => interpreterScriptPaths(code).map((p) => p.target);

describe('go run: the package folder or files it compiles and runs', () => {
  it('a local package folder is its .go files; a file list is those files', () => {
    expect(targets('go run ./cmd/gen -out x.go')).toEqual(['cmd/gen/*.go']);
    expect(targets('go run ../internal/tools/fetch -proto ./a.proto')).toEqual([
      '../internal/tools/fetch/*.go',
    ]);
    expect(targets('go run .')).toEqual(['*.go']);
    expect(targets('go run tools/a.go tools/b.go --flag')).toEqual(['tools/a.go', 'tools/b.go']);
  });
  it('a module path names no file, and go generate keeps its own row', () => {
    expect(targets('go run golang.org/x/tools/cmd/stringer@v0.24.0 -type=Kind')).toEqual([]);
    expect(targets('go run ./...')).toEqual([]);
    expect(targets('go generate ./api/...')).toEqual(['api/**/*.go']);
    expect(targets('go build ./cmd/gen')).toEqual([]);
  });
});

describe('php-cs-fixer loads its PHP configuration', () => {
  it('the default files, or the one --config names', () => {
    expect(targets('vendor/bin/php-cs-fixer fix --dry-run --diff')).toEqual([
      '.php-cs-fixer.php',
      '.php-cs-fixer.dist.php',
    ]);
    expect(targets('php vendor/bin/php-cs-fixer fix --config=qa/cs.php src')).toEqual(['qa/cs.php']);
    expect(targets('php-cs-fixer check --config qa/cs.php')).toEqual(['qa/cs.php']);
  });
  it('not a package name or another subcommand', () => {
    expect(targets('"friendsofphp/php-cs-fixer": "^3.59"')).toEqual([]);
    expect(targets('php-cs-fixer self-update')).toEqual([]);
  });
});

describe("a Gemfile's gemspec line", () => {
  const refs = (text: string) => configRefs('Gemfile', text, new LineMap(text)).map((r) => r.target);
  it('is read as a configuration that names the gemspec Bundler evaluates', () => {
    expect(isLaunchConfig('sub/Gemfile')).toBe(true);
    expect(refs('source "https://rubygems.org"\n\ngemspec\n')).toEqual(['*.gemspec']);
    expect(refs('gemspec path: "gems/core", name: "core-client"\n')).toEqual([
      'gems/core/core-client.gemspec',
    ]);
    expect(refs('gemspec path: "./gems/core/"\n')).toEqual(['gems/core/*.gemspec']);
  });
  it('no gemspec line, no reference', () => {
    expect(refs('source "https://rubygems.org"\ngem "rake"\n# gemspec is not used\n')).toEqual([]);
  });
});

describe('scripts a shell fence hands to an interpreter', () => {
  it('php, ruby, perl, lua, go run, deno run and python scripts by path', () => {
    expect(paths('php tools/sync.php\nruby bin/setup.rb && perl x/y.pl')).toEqual([
      'tools/sync.php',
      'bin/setup.rb',
      'x/y.pl',
    ]);
    expect(paths('$ FOO=1 lua scripts/gen.lua\ngo run tools/gen.go\ndeno run -A ./task.ts')).toEqual([
      'scripts/gen.lua',
      'tools/gen.go',
      './task.ts',
    ]);
    expect(paths('if true; then python3 -u "scripts/run.py"; fi')).toEqual(['scripts/run.py']);
  });
  it('a script run by its own path, and the languages run from a file (Tcl, Julia, Swift, Dart, C#, Kotlin, Elixir)', () => {
    expect(paths('./scripts/install-helpers.sh\nsudo ../tools/fix.py --all && ./run.sh')).toEqual([
      './scripts/install-helpers.sh',
      '../tools/fix.py',
      './run.sh',
    ]);
    expect(
      paths(
        'tclsh tools/gen.tcl\njulia --project scripts/plot.jl\nswift scripts/upload.swift a b\ndart run tool/bump.dart',
      ),
    ).toEqual(['tools/gen.tcl', 'scripts/plot.jl', 'scripts/upload.swift', 'tool/bump.dart']);
    expect(
      paths(
        'dotnet run --file tools/Sync.cs\nkotlin scripts/release.main.kts\nelixir priv/seed.exs\ngroovy ci/x.groovy',
      ),
    ).toEqual(['tools/Sync.cs', 'scripts/release.main.kts', 'priv/seed.exs', 'ci/x.groovy']);
    expect(paths('vivado -mode batch -nojournal -source scripts/build.tcl -tclargs top')).toEqual([
      'scripts/build.tcl',
    ]);
  });
  it('a path that is an argument, not the command, is no script run', () => {
    expect(paths('cat ./scripts/a.sh\nchmod +x ./scripts/b.sh\necho ./c.sh')).toEqual([]);
  });
  it('not program text, modules, URLs, or a word that is no script', () => {
    expect(paths("php -r 'echo 1;' x.php")).toEqual([]);
    expect(paths('python -m tools.run x.py')).toEqual([]);
    expect(paths('deno run https://example.com/x.ts')).toEqual([]);
    expect(paths('node --version\nruby README.md\necho php tools/x.php')).toEqual([]);
  });
  it('shell fences of a Markdown file become candidate script references; other fences do not', () => {
    const md =
      '# T\n\n```bash\nphp tools/a.php\n```\n\n```python\nphp tools/b.php\n```\n\n```\nruby c.rb\n```\n';
    const refs = extractMarkdownRefs(md).filter((r) => r.kind === 'script-source');
    expect(refs.map((r) => [r.target, r.certainty])).toEqual([
      ['tools/a.php', 'candidate'],
      ['c.rb', 'candidate'],
    ]);
  });
});

describe('a PowerShell fence', () => {
  it('reads a backslash path as the same script (PowerShell takes either separator)', () => {
    const md = '```powershell\npython scripts\\convert.py "C:\\in.pdf"\n```\n';
    expect(
      extractMarkdownRefs(md)
        .filter((r) => r.kind === 'script-source')
        .map((r) => r.target),
    ).toEqual(['scripts/convert.py']);
  });
});
