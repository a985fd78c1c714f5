import { describe, expect, it } from 'vitest';
import { writeClassOf } from '../../src/analysis/paths.js';

describe("programs' start-up files: code a debugger, a REPL or an EDA tool runs whenever it starts", () => {
  it('per-user init files of debuggers, REPLs, Tcl, Vivado and terminal multiplexers', () => {
    for (const p of [
      '~/.gdbinit',
      '$HOME/.config/gdb/gdbinit',
      '~/.lldbinit',
      '~/.lldbinit-Xcode',
      '~/.irbrc',
      '~/.julia/config/startup.jl',
      '~/.Rprofile',
      '$HOME/.Rprofile',
      '/usr/lib/R/etc/Rprofile.site',
      '~/.psqlrc',
      '~/.ghci',
      '~/.tclshrc',
      '$HOME/.Xilinx/Vivado/Vivado_init.tcl',
      '~/.Xilinx/Vivado/2024.2/Vivado_init.tcl',
      '~/.tmux.conf',
      '~/.config/tmux/tmux.conf',
    ])
      expect(writeClassOf(p)?.cls, p).toBe('tool-startup');
  });

  it("a project's own files of the same tools are not (renv writes the project's .Rprofile)", () => {
    for (const p of [
      '.Rprofile',
      'analysis/.Rprofile',
      'scripts/startup.jl',
      'docs/gdbinit.md',
      'vivado/init_project.tcl',
      '~/.Xilinx/Vivado/2024.2/vivado.jou',
    ])
      expect(writeClassOf(p)?.cls, p).not.toBe('tool-startup');
  });
});
