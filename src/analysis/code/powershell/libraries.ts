import type { Node, Tree } from 'web-tree-sitter';
import type { ParseLimits } from '../grammar.js';
import { parseBounded } from '../grammar.js';
import { prepareForGrammar } from './grammar-text.js';

/**
 * Functions of the modules and scripts a PowerShell script loads (`Import-Module (Join-Path $PSScriptRoot
 * 'Tools.psm1')`, `. "$PSScriptRoot\helpers.ps1"`; found by src/model/imported-ps-modules.ts): a loaded
 * module's functions are defined before the script calls them, so a call of one is analysed like a call
 * of the script's own function, with the call's arguments, and what it returns is the script's value
 * (`$m = Get-Manifest …; [scriptblock]::Create($m.PostInstall)`). Only function definitions are taken; a
 * module's other statements are its own facts. What a library function does is reported at the call in
 * the script (the library's offsets are not the script's; interp.ts `siteOf`). A function never called is
 * the library's own business and is not analysed here.
 */

const MAX_LIBRARIES = 4;
const MAX_FUNCTIONS_PER_LIBRARY = 200;

/** One parsed library: its tree (deleted by the caller when the walk is over), its text, its functions. */
export interface PsLibrary {
  tree: Tree;
  text: string;
  functions: Array<{ name: string; node: Node }>;
}

/** Parses the libraries and lists the functions each defines, by lower-case name. */
export function parseLibraries(texts: readonly string[] | undefined, limits: ParseLimits): PsLibrary[] {
  const out: PsLibrary[] = [];
  for (const text of (texts ?? []).slice(0, MAX_LIBRARIES)) {
    const tree = parseBounded('powershell', prepareForGrammar(text), limits).tree;
    if (!tree) continue;
    const functions: PsLibrary['functions'] = [];
    for (const node of tree.rootNode.descendantsOfType('function_statement')) {
      if (!node || functions.length >= MAX_FUNCTIONS_PER_LIBRARY) break;
      const name = node.namedChildren.find((c) => c?.type === 'function_name')?.text;
      if (name) functions.push({ name: name.toLowerCase(), node });
    }
    out.push({ tree, text, functions });
  }
  return out;
}
