import type { SecretClass, Value } from '../facts.js';

/**
 * What the user copied or sees, read by code: the clipboard (where password managers, `gh auth token |
 * pbcopy` and every copied snippet put their text) and images of the screen. Neither is a store with a
 * path, so no `read` fact is made: the value carries the `secret` taint with a class of its own, which the
 * analysers pass along like any secret and data-exfiltration grades when it leaves the machine
 * (rules/data-exfiltration.md: **high** where it runs, below the named stores). One table per family of
 * languages; the calls and programs are the platforms' own APIs and command-line tools. Pure: text in,
 * spans out; linear patterns.
 */

export type CaptureClass = Extract<SecretClass, 'clipboard' | 'screen-capture'>;

/** The value a capture gives: unknown text, secret-tainted, with its class. */
export function captureValue(cls: CaptureClass, what: string): Value {
  return {
    text: `\${${what.slice(0, 80)}}`,
    literal: false,
    taints: ['secret'],
    secret: cls,
    from: cls,
  };
}

/** Language families whose calls are matched as text (the statement models of src/analysis/code/scripting/). */
export type CaptureFamily = 'lib' | 'ruby' | 'perl';

const CLIPBOARD = 'clipboard' as const;
const SCREEN = 'screen-capture' as const;

/**
 * Swift/Objective-C (`NSPasteboard.general.string(forType:)`, `UIPasteboard.general.string`), the JVM
 * (`Toolkit.getDefaultToolkit().systemClipboard.getData(…)`, `Robot().createScreenCapture(…)`), C#
 * (`Clipboard.GetText()`, `Graphics.CopyFromScreen`), Lua hosts (Hammerspoon's `hs.pasteboard` and
 * `hs.screen…:snapshot()`, Neovim's `vim.fn.getreg('+')`), Dart/Flutter (`Clipboard.getData`), PHP, Go
 * (`clipboard.ReadAll()`, `screenshot.CaptureDisplay`) and Rust (`arboard` `get_text()`, `screenshots`/`xcap`
 * `capture()`): read alike by the library-call model.
 */
const LIB: ReadonlyArray<[RegExp, CaptureClass]> = [
  [
    /\b(?:NSPasteboard\s*\.\s*general(?:Pasteboard\(\))?|UIPasteboard\s*\.\s*general|pasteboard)\s*\.\s*(?:string|data|propertyList|readObjects|pasteboardItems|strings|items)\b/g,
    CLIPBOARD,
  ],
  [
    /\bhs\.pasteboard\.(?:getContents|readString|readAllData|readDataForUTI|readStyledText|readURL)\b/g,
    CLIPBOARD,
  ],
  [/\bvim\.fn\.getreg\s*\(\s*["'][+*]["']/g, CLIPBOARD],
  [/\b(?:systemClipboard|getSystemClipboard\(\))\s*\.\s*(?:getData|getContents)\b/g, CLIPBOARD],
  [
    /(?<![\w.])(?:System\.Windows\.(?:Forms\.)?)?Clipboard\s*\.\s*(?:GetText|GetData|GetDataObject|getData|GetTextAsync)\b/g,
    CLIPBOARD,
  ],
  [
    /\bclipboard\.(?:ReadAll|Read)\s*\(|\b[Cc]lipboard\w{0,20}\s*\.\s*get_(?:text|contents|image)\s*\(\s*\)/g,
    CLIPBOARD,
  ],
  [/\bhs\.screen\.[\w.:()]{0,80}?:\s*snapshot\s*\(|\bhs\.window\.[\w.:()]{0,80}?:\s*snapshot\s*\(/g, SCREEN],
  [
    /\b(?:CGDisplayCreateImage|CGWindowListCreateImage|SCScreenshotManager\s*\.\s*captureImage|SCScreenshotManager\s*\.\s*captureSampleBuffer)\b/g,
    SCREEN,
  ],
  [/\bcreateScreenCapture\s*\(|\bCopyFromScreen\s*\(/g, SCREEN],
  [
    /\bscreenshot\.Capture(?:Display|Rect|Screen)\s*\(|\bScreen::all\s*\(\)|\bxcap::Monitor\b[^;\n]{0,120}\.capture_image\b/g,
    SCREEN,
  ],
];

/** Ruby: the `clipboard` gem, macOS's `pbpaste` in backquotes is a shell command (read by the shell table). */
const RUBY: ReadonlyArray<[RegExp, CaptureClass]> = [[/\bClipboard\.paste\b/g, CLIPBOARD]];
/** Perl: `Clipboard->paste`, `Win32::Clipboard`'s `Get`/`GetText`, `Imager::Screenshot`'s `screenshot`. */
const PERL: ReadonlyArray<[RegExp, CaptureClass]> = [
  [/\bClipboard->paste\b|\bWin32::Clipboard(?:->|::)(?:Get|GetText)\b/g, CLIPBOARD],
  [/\bImager::Screenshot::screenshot\b|(?<![\w>$])screenshot\s*\(/g, SCREEN],
];

const TABLES: Record<CaptureFamily, ReadonlyArray<[RegExp, CaptureClass]>> = {
  lib: LIB,
  ruby: RUBY,
  perl: PERL,
};

/** The captures a statement's text calls, with their spans; at most 8. */
export function capturesIn(
  text: string,
  family: CaptureFamily,
): Array<{ start: number; end: number; cls: CaptureClass; what: string }> {
  const out: Array<{ start: number; end: number; cls: CaptureClass; what: string }> = [];
  // The names are all long words: no statement without one of these letters can hold a call.
  if (!/pasteboard|clipboard|snapshot|screen|getreg|CreateImage|capture/i.test(text)) return out;
  for (const [re, cls] of TABLES[family]) {
    re.lastIndex = 0;
    for (const m of text.matchAll(re)) {
      if (out.length >= 8) return out;
      out.push({ start: m.index, end: m.index + m[0].length, cls, what: m[0].trim() });
    }
  }
  return out;
}

/**
 * Command-line programs that print the clipboard (`pbpaste`, `wl-paste`, `xclip -o`, `xsel -o`,
 * `termux-clipboard-get`, `copyq read`, `osascript -e 'the clipboard'`) or write an image of the screen
 * (`screencapture FILE`, `scrot`, `grim`, `maim`, `gnome-screenshot -f FILE`, ImageMagick's `import -window
 * root FILE`, `spectacle -o FILE`): the class, and where the image goes when it is a file (the last
 * operand, or the option's value), else standard output.
 */
export function captureCommand(
  program: string,
  args: readonly string[],
): { cls: CaptureClass; file?: string } | undefined {
  const opts = args.filter((a) => a.startsWith('-'));
  const operands = args.filter((a) => !a.startsWith('-'));
  switch (program) {
    case 'pbpaste':
    case 'wl-paste':
    case 'termux-clipboard-get':
      return { cls: CLIPBOARD };
    case 'xclip':
      return opts.some((o) => /^-o(?:ut)?$/.test(o)) ? { cls: CLIPBOARD } : undefined;
    case 'xsel':
      return opts.some((o) => /^(?:-[a-z]*o[a-z]*|--output)$/.test(o)) ? { cls: CLIPBOARD } : undefined;
    case 'copyq':
      return /^(?:read|clipboard|selection)$/.test(args[0] ?? '') ? { cls: CLIPBOARD } : undefined;
    case 'osascript':
      return args.some((a) => /\bthe clipboard\b/i.test(a)) ? { cls: CLIPBOARD } : undefined;
    case 'screencapture':
      // `-c` puts the image on the clipboard instead of a file.
      return opts.some((o) => /^-[a-zA-Z]*c/.test(o)) ? undefined : screenFile(operands.at(-1));
    case 'scrot':
    case 'grim':
    case 'maim':
      return screenFile(operands.at(-1));
    case 'gnome-screenshot':
    case 'spectacle':
      return screenFile(optionValue(args, ['-f', '--file', '-o', '--output']));
    case 'import':
      return args.includes('-window') && args.includes('root') ? screenFile(operands.at(-1)) : undefined;
    default:
      return undefined;
  }
}

function screenFile(path: string | undefined): { cls: CaptureClass; file?: string } {
  return path && path !== '-' ? { cls: SCREEN, file: path } : { cls: SCREEN };
}

function optionValue(args: readonly string[], names: readonly string[]): string | undefined {
  const i = args.findIndex((a) => names.includes(a));
  return i >= 0 ? args[i + 1] : undefined;
}

/** The programs `captureCommand` knows (the shell's handler table registers each). */
export const CAPTURE_PROGRAMS: readonly string[] = [
  'pbpaste',
  'wl-paste',
  'termux-clipboard-get',
  'xclip',
  'xsel',
  'copyq',
  'screencapture',
  'scrot',
  'grim',
  'maim',
  'gnome-screenshot',
  'spectacle',
  'import',
];
