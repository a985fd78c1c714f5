import { callTableUnits } from './build-call-tables.js';
import { isDockerfileFence } from './build-dockerfile.js';
import { buildFileUnits, withoutCode } from './build-files.js';
import { type AnalyzeCodeResult, analyzeUnits, type UnitSpec } from './code/index.js';
import { fishToPosix, hasFishShebang } from './code/shell/fish.js';
import { languageOfFence, languageOfFile, looksLikeCommands } from './code/sniff.js';
import { addressedComments } from './code-comments.js';
import { dataNotes, noteCommandSpecs } from './data-comments.js';
import { encodedTextFacts } from './decoded-text.js';
import { hashCommentText, textKindOf, troffText } from './doc-kinds.js';
import type { CodeUnit, Lang, Placement } from './facts.js';
import { type Fragment, findFragments } from './fragments.js';
import { backtickCommands, listedValueSpans } from './frontmatter-text.js';
import type { ClassifyOptions } from './hosts.js';
import { injectionPhrases, type PhraseHit } from './injection-phrases.js';
import { markIssuerRestrictions } from './issuer-restrictions.js';
import { commandModuleOf } from './launch-devtools-table.js';
import { LineMap } from './lines.js';
import { type MarkdownDoc, type MarkdownLayout, parseMarkdownBody } from './markdown.js';
import { normalizeText } from './normalize.js';
import { moveNotToRun } from './not-to-run.js';
import type { CodePlacement, ProseFacts } from './prose/facts.js';
import { analyzeDataText, analyzeDescription, analyzeProse } from './prose/index.js';
import { askedFacts } from './prose-installs.js';
import { proseLineUnits } from './prose-lines.js';
import { doctestTextSpecs, doctestUnit } from './pytest-doctests.js';
import { readerText } from './reader-text.js';
import { extractMarkdownRefs, type RawRef } from './references.js';
import { rustdocUnit } from './rustdoc-tests.js';
import { type ToolTextFacts, toolTextFacts } from './tool-text/index.js';
import { VALUE_UNIT } from './unit-labels.js';

/**
 * One pass over one file: every unit of code in it (a script, fenced blocks, inline commands the text
 * asks the agent to run, `!` dynamic context, and the launch-point commands discovery found in it) is
 * parsed and turned into behaviour facts (docs/facts.md). Pure: text in, facts out — no model, no I/O.
 */

export interface ExtractInput {
  path: string;
  text: string;
  lines: LineMap;
  /** Where a skill/command/subagent body starts (after its frontmatter); 0 for other files. */
  bodyStart?: number;
  /** True for files a runtime renders with `!` dynamic context (skills and commands). */
  dynamicContext?: boolean;
  /** Launch-point commands declared in this file (hooks, MCP servers, status lines), from discovery. */
  launchUnits?: readonly UnitSpec[];
  hosts?: ClassifyOptions;
  /**
   * The file's Markdown structure (offsets into the whole text, body parsed from `bodyStart`), when the
   * caller already has it (the model parses each file once); parsed here otherwise.
   */
  md?: MarkdownDoc;
  /**
   * False when only the code facts are kept (archive members: src/analysis/archive/facts.ts merges units and
   * behaviours only): data-file and decoded-text intents are not computed.
   */
  intents?: boolean;
  /** Variables a shell script gets from the files it sources (`UnitSpec.vars`). */
  shellVars?: Readonly<Record<string, string>>;
  /** Sourced shell files that define functions, or PowerShell modules a script loads (`UnitSpec.libraries`). */
  libraries?: readonly string[];
  /** JSON files a shell script hands to jq (`UnitSpec.dataFiles`). */
  shellDataFiles?: Readonly<Record<string, string>>;
  /** String constants an MCP server imports from its own modules, by the names it imports them as. */
  importedConstants?: {
    readonly texts: Readonly<Record<string, string>>;
    readonly from: Readonly<Record<string, string>>;
  };
  /** JSON files a JS/TS file loads as modules, or configuration files a Python script reads (`UnitSpec.jsonModules`). */
  jsonModules?: Readonly<Record<string, string>>;
  /** Addresses a JavaScript/TypeScript file imports by name from its own modules (`UnitSpec.importedAddresses`). */
  importedAddresses?: Readonly<Record<string, string>>;
  /**
   * A test tool runs examples written in the file's documentation: pytest a module's docstring examples
   * after its code, or a text file's `>>>` lines (src/analysis/pytest-doctests.ts); `cargo test` a Rust
   * library's doc-comment fences (src/analysis/rustdoc-tests.ts).
   */
  doctests?: boolean;
  /** A loaded document tells the agent to follow this data file's notes (src/model/followed-notes.ts). */
  notesFollowed?: boolean;
  /**
   * The file as written, when the facts are read from its reader text (readerText): invisible carriers
   * (zero-width bits, variation-selector bytes) are decoded from it, at its own lines.
   */
  written?: { text: string; lines: LineMap };
}

export interface FileFacts extends AnalyzeCodeResult {
  /** The language the whole file is written in, when it is a script. */
  lang?: Lang;
  /**
   * What the text asks for (docs/prose.md): the intents of a Markdown file, or of a data file the agent
   * reads (JSON, YAML, CSV, SVG, plain text), where every span is data. The role of every sentence is used
   * while extracting and not kept: it was as large as the text itself, held for every file to the end.
   */
  prose?: Pick<ProseFacts, 'intents' | 'limitHit'>;
  /** Labelled encoded pieces (src/analysis/fragments.ts), for the closure-level split-payload rule. */
  fragments?: Fragment[];
  /** Injection phrases in the normalised text (src/analysis/injection-phrases.ts); absent: none. */
  phrases?: PhraseHit[];
  /**
   * What the reference graph and the text rules need of a Markdown file's structure, from the parse the
   * prose was read from: the file is parsed once, in whichever thread extracted its facts.
   */
  markdown?: MarkdownFacts;
}

export interface MarkdownFacts {
  /** Where the body the parse covers starts (the frontmatter before it is one prose span). */
  bodyStart: number;
  /**
   * Links, images and reference definitions (`extractMarkdownRefs`), for the reference graph: the fact
   * store lets them go once the graph is built (src/model/facts.ts), so rules never find them here.
   */
  refs?: RawRef[];
  layout: MarkdownLayout;
}

/**
 * Markdown past this size is not read for roles and intents (a 1 MiB skill file is padding, not prose): its
 * code is still analysed, every block and command placed `runnable` (never lower), and the bound is reported
 * as a blind spot. It also bounds the allocation prose analysis makes on a hostile document.
 */
const MAX_PROSE_CHARS = 1 << 20;

function unjudged(md: MarkdownDoc): Pick<ProseFacts, 'intents' | 'roles' | 'placements' | 'limitHit'> {
  const runnable: CodePlacement = { placement: 'runnable' };
  return {
    intents: [],
    roles: [],
    placements: { code: md.code.map(() => runnable), inline: md.inlineCode.map(() => runnable) },
    limitHit: `over ${MAX_PROSE_CHARS} characters of text: what it asks for was not read, its code is placed as runnable`,
  };
}

const MARKDOWN = /\.(?:md|mdx|markdown|mdc)$/i;
const CALL_TABLE_FILE = /\.(?:ya?ml|json)$/i;
/** Inline code worth parsing: it reads as a command (a path or a word is not). */
const MAX_INLINE = 2_000;

/** What a script gets from other files of its tree: sourced shell files, loaded modules, data files. */
function fromTree(lang: Lang, input: ExtractInput): Partial<UnitSpec> {
  const shell = lang === 'shell';
  const js = lang === 'javascript' || lang === 'typescript';
  return {
    ...(shell && input.shellVars ? { vars: input.shellVars } : {}),
    ...((shell || lang === 'powershell') && input.libraries ? { libraries: input.libraries } : {}),
    ...(shell && input.shellDataFiles ? { dataFiles: input.shellDataFiles } : {}),
    ...((js || lang === 'python') && input.jsonModules ? { jsonModules: input.jsonModules } : {}),
    ...(js && input.importedAddresses ? { importedAddresses: input.importedAddresses } : {}),
    ...(js && commandModuleOf(input.path) ? { commandModule: commandModuleOf(input.path)! } : {}),
  };
}

export function extractFacts(input: ExtractInput): FileFacts {
  // What the text says and runs is read as its reader sees it, invisible characters inside names removed
  // (src/analysis/reader-text.ts); its links and layout stay the file's own, which rules and the graph use.
  const read = readerText(input.text);
  if (read === input.text) return extractRead(input);
  const written = { text: input.text, lines: input.lines };
  const facts = extractRead({ ...input, text: read, lines: new LineMap(read), md: undefined, written });
  // Injection phrases are placed in the normalised text of the file as written, which prompt-injection
  // reads their surroundings in (a quote mark, a negation, a code fence). Reader text keeps a blank where
  // normalising drops a character, so its offsets ran one ahead per emoji variation selector (`⚠️`) above
  // the phrase: "**FORBIDDEN: `--flag`**" lost its backtick and read as asked, its Chinese copy did not.
  if (input.intents !== false) {
    const phrases = injectionPhrases(normalizeText(input.text).text);
    if (phrases.length > 0) facts.phrases = phrases;
    else delete facts.phrases;
  }
  if (facts.markdown) {
    const from = input.bodyStart ?? 0;
    facts.markdown = markdownFacts(input.text, from, input.md ?? parseMarkdownBody(input.text, from));
  }
  return facts;
}

function extractRead(input: ExtractInput): FileFacts {
  const specs: UnitSpec[] = [...(input.launchUnits ?? [])];
  const build = buildFileUnits(input.path, input.text, input.lines);
  if (build) specs.push(...build);
  // A YAML/JSON file of `module:attribute` calls is a program written as data (build-call-tables.ts).
  else if (CALL_TABLE_FILE.test(input.path)) specs.push(...callTableUnits(input.text, input.lines));
  const lang = MARKDOWN.test(input.path) || build ? undefined : languageOfFile(input.path, input.text);
  let prose: Pick<ProseFacts, 'intents' | 'roles' | 'limitHit'> | undefined;
  let md: MarkdownDoc | undefined;
  // An MCP server's tool descriptions: what they ask, and the arguments they ask secrets for.
  let tools: ToolTextFacts | undefined;
  const notToRun: Array<[number, number]> = [];
  if (lang) {
    tools =
      input.intents === false
        ? undefined
        : toolTextFacts(input.text, lang, input.lines, input.importedConstants, input.path);
    // Comment blocks that speak to the agent are read for what they ask, like a data file's text.
    const comments = input.intents === false ? undefined : addressedComments(input.text, lang);
    if (comments) prose = analyzeDataText(comments, 'code-comment');
    // A fish script is walked as the POSIX shell it means, line for line (src/analysis/code/shell/fish.ts).
    const fish = lang === 'shell' && (/\.fish$/i.test(input.path) || hasFishShebang(input.text));
    // A module pytest collects with `--doctest-modules` runs its examples after its own code.
    const doctests = lang === 'python' && input.doctests ? doctestUnit(input.text) : undefined;
    const rustdoc = input.doctests && /\.rs$/.test(input.path) ? rustdocUnit(input.text) : undefined;
    specs.push({
      lang,
      text: doctests?.text ?? rustdoc ?? (fish ? fishToPosix(input.text) : input.text),
      origin: 'script',
      placement: 'script',
      ...(doctests ? { lineRegions: doctests.lineRegions } : { base: 0 }),
      ...(fish ? { lineAligned: true } : {}),
      ...fromTree(lang, input),
      ...(tools?.args ? { toolArgs: tools.args } : {}),
    });
  } else if (MARKDOWN.test(input.path) || input.bodyStart !== undefined) {
    md = input.md ?? parseMarkdownBody(input.text, input.bodyStart ?? 0);
    const facts =
      input.text.length > MAX_PROSE_CHARS
        ? unjudged(md)
        : analyzeProse({ text: input.text, md, bodyStart: input.bodyStart ?? 0, lines: input.lines });
    prose = {
      intents: facts.intents,
      roles: facts.roles,
      ...(facts.limitHit ? { limitHit: facts.limitHit } : {}),
    };
    const doc: UnitSpec[] = [];
    markdownUnits(input, md, facts.placements, doc, notToRun);
    if (input.bodyStart) listedValueFacts(input, prose, doc);
    // Document order: the blocks of one document run in one session (see UnitHandle.session).
    specs.push(...doc.sort((a, b) => (a.base ?? 0) - (b.base ?? 0)));
  } else {
    const textKind = input.intents === false ? undefined : textKindOf(input.path, input.text);
    // Comments that speak to the agent (a YAML/TOML file's, an env template's, a catalogue's, a lockfile's),
    // or all a skill says to follow, are text it reads, like a script's (data-comments.ts).
    const notes =
      input.intents === false ? undefined : dataNotes(input.path, input.text, input.notesFollowed);
    if (notes?.commands) specs.push(...noteCommandSpecs(notes.text));
    const said = notes ? analyzeDataText(notes.text, 'code-comment') : undefined;
    if (textKind) {
      // A commit template's `#` lines are written for whoever writes the commit, as a script's comment
      // block addressed to an agent is: read as such, not as data records.
      const kind = textKind === 'troff' ? 'text' : textKind === 'hash-comments' ? 'code-comment' : textKind;
      const read =
        textKind === 'troff'
          ? troffText(input.text)
          : textKind === 'hash-comments'
            ? hashCommentText(input.text)
            : input.text;
      const data = analyzeDataText(build ? withoutCode(input.path, read, build) : read, kind);
      prose = said
        ? {
            ...data,
            intents: [...data.intents, ...said.intents],
            // Sorted: role lookups search them by offset (the comments' spans and the values' never overlap).
            roles: [...data.roles, ...said.roles].sort((a, b) => a.start - b.start),
          }
        : data;
      // A value that asks the agent to run a backtick command is read like the same sentence in Markdown.
      for (const c of backtickCommands(input.text, data.segments, 'mention'))
        specs.push(unit('shell', c.code, 'inline', c.placement, c.start, undefined, `${kind}${VALUE_UNIT}`));
    } else if (said) prose = said;
  }
  // A page pytest's doctest globs collect: its `>>>` lines are a Python program that runs.
  if (input.doctests && !lang) specs.push(...doctestTextSpecs(input.text));
  const norm = input.intents !== false ? normalizeText(input.text) : undefined;
  // Encoded and hidden text is read, and the commands hidden text holds analysed, where it sits.
  const encoded = prose && norm && encodedTextFacts(input, input.written ?? input, prose.roles);
  if (encoded) specs.push(...encoded.units);
  const result: FileFacts = analyzeUnits(input.lines, specs, input.hosts ?? {});
  moveNotToRun(result, notToRun, input.lines);
  if (lang) result.lang = lang;
  if (prose?.limitHit) result.limitHit ??= prose.limitHit;
  if (prose && encoded) {
    result.prose = {
      intents: encoded.intents.length ? [...prose.intents, ...encoded.intents] : prose.intents,
      ...(prose.limitHit ? { limitHit: prose.limitHit } : {}),
    };
  }
  if (tools && tools.intents.length > 0)
    result.prose = {
      intents: [...(result.prose?.intents ?? []), ...tools.intents],
      ...(tools.limitHit ? { limitHit: tools.limitHit } : {}),
    };
  if (input.intents !== false) {
    const fragments = findFragments(input.text, input.lines);
    if (fragments.length > 0) result.fragments = fragments;
    const phrases = injectionPhrases((norm ?? normalizeText(input.text)).text);
    if (phrases.length > 0) result.phrases = phrases;
  }
  if (md) result.markdown = markdownFacts(input.text, input.bodyStart ?? 0, md);
  if (md && prose) {
    const asked = askedFacts(input.text, md, prose, input.lines, result.units.length, input.hosts ?? {});
    result.units.push(...asked.units);
    result.behaviours.push(...asked.behaviours);
  }
  // "should only be sent to X": a restriction where X issued the key (issuer-restrictions.ts).
  markIssuerRestrictions(result);
  return result;
}

/**
 * The description and when_to_use values (src/analysis/frontmatter-text.ts): read for what they ask, like a
 * body, and their backtick commands analysed as code the text asks to run.
 */
function listedValueFacts(
  input: ExtractInput,
  prose: Pick<ProseFacts, 'intents' | 'roles' | 'limitHit'>,
  out: UnitSpec[],
): void {
  const spans = listedValueSpans(input.text, input.bodyStart ?? 0);
  for (const s of spans) {
    const found = analyzeDescription(input.text.slice(s.start, s.end), {
      lines: input.lines,
      offset: s.start,
    });
    if (found.length > 0) prose.intents = [...prose.intents, ...found];
  }
  for (const c of backtickCommands(input.text, spans))
    out.push(unit('shell', c.code, 'inline', c.placement, c.start, undefined, 'description'));
}

function markdownFacts(text: string, bodyStart: number, md: MarkdownDoc): MarkdownFacts {
  return {
    bodyStart,
    refs: extractMarkdownRefs(text, bodyStart, md),
    layout: { code: md.code.map(({ start, end, lang }) => ({ start, end, lang })), html: md.html },
  };
}

function markdownUnits(
  input: ExtractInput,
  md: MarkdownDoc,
  placements: { code: readonly CodePlacement[]; inline: readonly CodePlacement[] },
  out: UnitSpec[],
  notToRun: Array<[number, number]>,
): void {
  const { text } = input;
  md.code.forEach((block, i) => {
    const p = placements.code[i]!;
    if (p.notToRun) notToRun.push(...p.notToRun);
    if (block.lang.startsWith('!')) {
      if (input.dynamicContext)
        out.push(
          unit('shell', block.content, 'dynamic-block', 'auto', block.contentStart, undefined, '```!'),
        );
      return;
    }
    const lang = languageOfFence(block.lang, block.content);
    if (!lang) return;
    const code = lang === 'shell' || lang === 'powershell' ? blankPrompts(block.content) : block.content;
    const u = unit(lang, code, 'fence', p.placement, block.contentStart, p.framing, block.info || undefined);
    // Dockerfile content in a fence runs in an image build, like a Dockerfile's own RUN steps.
    out.push(isDockerfileFence(block.lang, block.content) ? { ...u, runner: 'container' } : u);
  });
  proseLineUnits(text, md, out);
  md.inlineCode.forEach((span, i) => {
    const code = span.code;
    if (code.trim() === '' || code.length > MAX_INLINE) return;
    const start = text.indexOf(code, span.start);
    const base = start >= 0 && start < span.end ? start : span.start;
    if (input.dynamicContext && text[span.start - 1] === '!') {
      out.push(unit('shell', code, 'dynamic', 'auto', base, undefined, '!`…`'));
      return;
    }
    if (!looksLikeCommands(code)) return;
    const p = placements.inline[i]!;
    out.push(unit('shell', code, 'inline', p.placement, base, p.framing));
  });
}

function unit(
  lang: Lang,
  text: string,
  origin: UnitSpec['origin'],
  placement: Placement,
  base: number,
  framing?: CodeUnit['framing'],
  label?: string,
): UnitSpec {
  return {
    lang,
    text,
    origin,
    placement,
    base,
    ...(framing ? { framing } : {}),
    ...(label ? { label } : {}),
  };
}

/** `$ cmd`, `> cmd`, `PS> cmd` prompts in console blocks become spaces: offsets still map onto the file. */
export function blankPrompts(content: string): string {
  return content.replace(
    /^([ \t]*)(?:\$|>|PS[^>\n]{0,40}>|%)(?= )/gm,
    (m, ind: string) => ind + ' '.repeat(m.length - ind.length),
  );
}
