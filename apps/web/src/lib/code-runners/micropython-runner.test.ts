import { describe, expect, it } from 'vitest';
import { watchBoardPins } from './micropython-runner.ts';
import { boardMemoryBytes, writeBoardPin, type BoardState } from './virtual-board.ts';

describe('watching the board’s pins', () => {
  it('reports the pins at the first frame after they change, and once more when stopped', () => {
    const memory = new Int32Array(new SharedArrayBuffer(boardMemoryBytes));
    let frame: (() => void) | null = null;
    const frames = {
      request: (callback: () => void) => {
        frame = callback;
        return 1;
      },
      cancel: () => (frame = null),
    };
    const seen: BoardState[] = [];
    const stop = watchBoardPins(memory, (board) => seen.push(board), frames);
    expect(seen).toEqual([{}]);
    writeBoardPin(memory, 15, { mode: 'out', value: 1, duty: 0, freq: 0 });
    writeBoardPin(memory, 15, { mode: 'out', value: 0, duty: 0, freq: 0 });
    writeBoardPin(memory, 15, { mode: 'out', value: 1, duty: 0, freq: 0 });
    frame!();
    frame!(); // nothing changed since
    expect(seen.map((board) => board[15]?.value)).toEqual([undefined, 1]);
    writeBoardPin(memory, 15, { mode: 'out', value: 0, duty: 0, freq: 0 });
    stop();
    expect(frame).toBeNull();
    expect(seen.map((board) => board[15]?.value)).toEqual([undefined, 1, 0]);
  });
});
