import { describe, expect, it } from 'vitest';
import { subcommandGate } from '../../src/analysis/opt-in-gates.js';

const SCRIPT = [
  '#!/bin/bash', // 1
  'run_backup() {', // 2
  '  pg_dump "$DB" > out.sql', // 3
  '}', // 4
  'install_cron() {', // 5
  '  echo "0 3 * * * x" | crontab -', // 6
  '}', // 7
  'case "${1:-run}" in', // 8
  '  run) run_backup ;;', // 9
  '  install-cron|cron)', // 10
  '    install_cron', // 11
  '    ;;', // 12
  'esac', // 13
].join('\n');

describe('subcommandGate', () => {
  it('names the case words under which a function is the only caller of the line', () => {
    expect(subcommandGate(SCRIPT, 6)).toEqual(['install-cron', 'cron']);
  });

  it('reads a variable set from the first argument', () => {
    const t = SCRIPT.replace('case "${1:-run}" in', 'CMD="${1:-help}"\ncase "$CMD" in');
    expect(subcommandGate(t, 6)).toEqual(['install-cron', 'cron']);
  });

  it('is undefined when the default argument is the subcommand', () => {
    expect(subcommandGate(SCRIPT.replace('${1:-run}', '${1:-cron}'), 6)).toBeUndefined();
  });

  it('is undefined when the function is also called at the top level or from a catch-all arm', () => {
    expect(subcommandGate(`${SCRIPT}\ninstall_cron`, 6)).toBeUndefined();
    expect(subcommandGate(SCRIPT.replace('  run) run_backup ;;', '  *) install_cron ;;'), 6)).toBeUndefined();
  });

  it('is undefined for a case over something other than the arguments', () => {
    expect(subcommandGate(SCRIPT.replace('"${1:-run}"', '"$(uname)"'), 6)).toBeUndefined();
  });

  it('is undefined for a line at the top level', () => {
    expect(subcommandGate(SCRIPT, 1)).toBeUndefined();
  });
});
