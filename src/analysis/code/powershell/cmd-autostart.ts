import type { Node } from 'web-tree-sitter';
import { normalizeHome, writeClassOf } from '../../paths.js';
import { literal } from '../values.js';
import { arg, type CmdCall, type CmdHandler, param } from './cmdargs.js';
import type { PsCtx } from './context.js';
import { lit, type PsVal, staticText, toValue } from './psval.js';
import { persistedContent } from './written-scripts.js';

/**
 * Windows autostart that is neither a file nor a `Run` value (those are in cmd-files.ts): a PowerShell
 * scheduled job (`Register-ScheduledJob -ScriptBlock {…} -Trigger (New-JobTrigger -AtLogOn)`) and a
 * permanent WMI event subscription (`Set-WmiInstance`/`New-CimInstance` of a `CommandLineEventConsumer`
 * or `ActiveScriptEventConsumer` under `root\subscription`, which runs its command on every matching
 * event, across reboots). The write's content is what runs, so a download in it is judged as such.
 */

function autostartWrite(ix: PsCtx, c: CmdCall, what: string, command: PsVal | undefined): PsVal {
  // A script block is code: its text is what the job runs (it is also run where it sits, as a block).
  const content =
    command?.k === 'block'
      ? literal(command.node.text.slice(0, 4000))
      : command
        ? toValue(command)
        : undefined;
  ix.emit(
    {
      kind: 'write',
      target: literal(what.slice(0, 200)),
      cls: 'autostart',
      append: false,
      ...(content ? { content: persistedContent(ix, content, c.node) } : {}),
    },
    c.node,
  );
  return lit('');
}

const registerScheduledJob: CmdHandler = (ix, c) => {
  const block = param(c, 'ScriptBlock');
  if (block?.k === 'block') ix.runBlock(block.node);
  const command = block ?? param(c, 'FilePath');
  return autostartWrite(ix, c, `scheduled job ${toValue(arg(c, 0, 'Name')).text}`, command);
};

/** The consumer classes whose instances run a command or a script on an event. */
const CONSUMER = /^(?:CommandLineEventConsumer|ActiveScriptEventConsumer)$/i;

/** `Set-WmiInstance -Class CommandLineEventConsumer -Arguments @{ CommandLineTemplate = '…' }`. */
const wmiInstance: CmdHandler = (ix, c) => {
  const cls = staticText(param(c, 'Class', 'ClassName')) ?? '';
  if (!CONSUMER.test(cls.trim())) return undefined;
  const props = param(c, 'Arguments', 'Property');
  const command =
    props?.k === 'hash'
      ? (props.props.get('commandlinetemplate') ??
        props.props.get('executablepath') ??
        props.props.get('scripttext') ??
        props.props.get('scriptfilename'))
      : props;
  const name = props?.k === 'hash' ? toValue(props.props.get('name')).text : '';
  return autostartWrite(ix, c, `WMI event consumer ${name}`.trim(), command);
};

/** `[Microsoft.Win32.Registry]::SetValue('HKEY_CURRENT_USER\\…\\Run', 'Name', 'cmd')`: a registry value. */
export function registrySetValue(ix: PsCtx, args: PsVal[], node: Node): PsVal {
  const key = toValue(args[0])
    .text.replace(/^HKEY_CURRENT_USER\\/i, 'HKCU:\\')
    .replace(/^HKEY_LOCAL_MACHINE\\/i, 'HKLM:\\');
  const target = `${key}\\${toValue(args[1]).text}`;
  const w = writeClassOf(normalizeHome(key)) ?? writeClassOf(normalizeHome(target));
  if (w)
    ix.emit(
      {
        kind: 'write',
        target: literal(target.slice(0, 300)),
        cls: w.cls,
        append: false,
        content: persistedContent(ix, toValue(args[2]), node),
      },
      node,
    );
  return lit('');
}

export const AUTOSTART_COMMANDS: Record<string, CmdHandler> = {
  'register-scheduledjob': registerScheduledJob,
  'set-wmiinstance': wmiInstance,
  'new-ciminstance': wmiInstance,
};
