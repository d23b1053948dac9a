import { parseTextGrid } from '@tinkerlabs/maze/formats/text-grid';
import type { TraceEntry } from '@tinkerlabs/maze/mms/run-mouse';
import { describe, expect, it } from 'vitest';
import { mmsStdioChannel } from './mms-stdio-channel.ts';

// 2 × 2, start bottom left facing north, goal top right.
const maze = () =>
  parseTextGrid(['o---o---o', '|     G |', 'o   o---o', '| S     |', 'o---o---o'].join('\n'));

function open(maxCommands = 100, resetsAt: number[] = []) {
  const entries: TraceEntry[] = [];
  const channel = mmsStdioChannel(maze(), {
    maxCommands,
    resetsAt,
    onEntry: (entry) => entries.push(entry),
  });
  return { channel, entries };
}

describe('the mms engine behind standard streams', () => {
  it('answers command lines on stdin, even when a line arrives in pieces', () => {
    const { channel, entries } = open();
    channel.stdout('mazeWid');
    expect(channel.stdin()).toBeNull();
    channel.stdout('th\nwallFront\r\nsetColor 0 0 G\n\nmoveForward\n');
    expect([channel.stdin(), channel.stdin(), channel.stdin(), channel.stdin()]).toEqual([
      '2',
      'false',
      'ack',
      null,
    ]);
    expect(entries).toEqual([
      { kind: 'command', command: 'mazeWidth', answer: '2' },
      { kind: 'command', command: 'wallFront', answer: 'false' },
      { kind: 'command', command: 'setColor 0 0 G', answer: null },
      { kind: 'command', command: 'moveForward', answer: 'ack' },
    ]);
    expect(channel.simulator.colours.get(0)).toBe('G');
  });

  it('makes stderr lines the log, the last one when the program ends', () => {
    const { channel, entries } = open();
    channel.stderr('Running...\nhalf');
    channel.close();
    expect(entries).toEqual([
      { kind: 'log', text: 'Running...' },
      { kind: 'log', text: 'half' },
    ]);
  });

  it('presses Reset before the given command and cuts the program off at the limit', () => {
    const { channel, entries } = open(3, [1]);
    channel.stdout('mazeWidth\nwasReset\nackReset\nmazeHeight\n');
    expect(entries.map((entry) => (entry.kind === 'command' ? entry.answer : entry.kind))).toEqual([
      '2',
      'reset',
      'true',
      'ack',
    ]);
    expect(channel.limitReached).toBe(true);
    expect(channel.stdin()).toBeNull();
  });
});
