/**
 * The argument readers of the launch-tool table (src/analysis/launch-tool-table.ts): which files of the
 * tree a command's operands name (`go run ./cmd/gen`, `docker build ctx/`, `pip install ./tools/x`).
 */
/** `go generate` packages: `./...` is every package below, `./x` one folder, nothing the current one. */
export declare function goPackages(args: readonly string[]): string[];
/**
 * `go run PKG|FILES… [ARGS]`: a local package folder (`./cmd/gen`, `../internal/tools/x`, `.`) compiles and
 * runs that folder's `.go` files; `.go` operands run those files. Module paths (`golang.org/x/…@v1`) name no
 * file of the tree. Only the first operand is the program: later ones are its arguments.
 */
export declare function goRunTargets(args: readonly string[]): string[];
/** `docker build` options that take a value (skipped when looking for the context folder). */
export declare const BUILD_VALUED: string[];
/** The Dockerfile of a build context folder (`docker build ctx/` reads `ctx/Dockerfile`); URLs and `-` name none. */
export declare function dockerContext(args: readonly string[]): string[];
/**
 * The project files of local folders given to a Python installer (`.`, `./tools/x`, `../lib`): its setup.py and
 * pyproject.toml. Requirement specs (`x==1`, `x>=2`), URLs and archives are packages, not folders.
 */
export declare function localPythonProjects(args: readonly string[]): string[];
