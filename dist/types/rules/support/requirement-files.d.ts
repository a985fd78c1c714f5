import type { BehaviourOf } from '../../analysis/facts.js';
import type { RuleContext } from '../types.js';
import type { Located } from './behaviour.js';
/**
 * The direct references a pip install reads from the files it is given (rules/supply-chain-redirect.md,
 * "Installs from git or a URL"): `pip install -r requirements.txt` installs each line of the file, and
 * `pip install .` / `-e .` the `[project] dependencies` of the folder's pyproject.toml, so a line
 * `dataprep-kit @ https://host/dataprep_kit-latest-py3-none-any.whl` or `git+https://…@main` there is an
 * install from that address, run by the command. The file is looked up where the command most likely runs:
 * the folder of the file that holds the command, then each folder above it.
 */
export interface RequirementLine {
    path: string;
    line: number;
    spec: string;
    source: 'git' | 'url';
}
/** The direct references of the files a pip install reads (`-r FILE`, `.`, `-e .`). */
export declare function requirementLines(ctx: RuleContext, loc: Located<BehaviourOf<'install'>>): Promise<RequirementLine[]>;
