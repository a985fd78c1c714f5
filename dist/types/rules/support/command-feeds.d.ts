import type { Severity } from '../../findings.js';
import type { RuleContext } from '../types.js';
import { type SourceHit } from './package-sources.js';
/**
 * Package feeds that the commands of the code set, where no text pattern sees the command whole: a program
 * that builds the command from an argument list (`subprocess.check_call([sys.executable, "-m", "pip", "install",
 * "--extra-index-url", INDEX, pkg])`, `execFileSync('npm', ['config', 'set', 'registry', REG])`), a branch
 * that runs only when something failed (`except ImportError:`, `catch`, `||`), and the spellings of a setting
 * the shell analysis models as the same change (`pnpm config set registry …`, `pip config set
 * global.index-url …`, `pnpm config set strict-ssl false`, `pip config set global.trusted-host …`). The
 * change is what the command does, wherever it sits and however rarely its branch runs: the analysis's
 * `config` facts (src/analysis/code/shell/handlers/packages.ts, python-packages.ts) say what it changes, and
 * the reconstructed command line is graded with the text patterns where they read it (one command's flag,
 * an added index) or as a persisted switch where they do not (a `config set`). Launch points and printed
 * fixes are launch-feeds.ts's. Evidence a text pattern already finds where it is written is left to the
 * text pass, which owns it.
 */
export type Judge = (h: SourceHit) => {
    severity: Severity;
    what: string;
} | undefined;
export declare function reportCommandFeeds(ctx: RuleContext, judge: Judge): Promise<void>;
