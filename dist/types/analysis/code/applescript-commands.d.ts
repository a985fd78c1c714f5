/**
 * Shell command lines an AppleScript builds and hands to something that runs them: `do shell script`, a
 * Terminal `do script`, an iTerm `write text`, a terminal's `set command of cfg to …` (Ghostty's surface
 * configuration, whose command the new tab runs). The argument is often assembled with `&` from string
 * literals and names bound earlier (`set claude_path to item 3 of argv`, `set flags to "--yolo"`), so each
 * is evaluated: a literal is its text, a name its bound value (an `argv` item is the word osascript passed
 * after the script), anything else a `${name}` placeholder the shell analyzer leaves unknown. Only the
 * sinks above count: a `display notification "…"` string is shown, not run. Pure text functions, linear
 * and bounded.
 */
/**
 * The command lines an AppleScript runs through a shell or a terminal, `argv` being the words osascript
 * passes the script (`osascript - "$a" "$b" <<'EOF'`, `osascript script.scpt a b`), at most 16.
 */
export declare function appleScriptCommands(text: string, argv?: readonly string[]): string[];
