// The app's contest mazes come from the maze package's folder: every group is listed and a picked maze
// loads as text.
import { contestMazeFiles } from '@tinkerlabs/maze/contest-maze-files';
import { describe, expect, it } from 'vitest';
import { bundledMazes, defaultMazeId, loadBundledMaze } from './bundled-mazes.ts';

describe('the bundled mazes', () => {
  it('are the maze package’s files, one per file, by group and name', () => {
    expect(bundledMazes.map((maze) => `${maze.id}.txt`).sort()).toEqual(
      contestMazeFiles().map((file) => file.name),
    );
    expect(bundledMazes.find((maze) => maze.id === 'halfsize/japan2013hes')).toEqual({
      id: 'halfsize/japan2013hes',
      group: 'halfsize',
      name: 'japan2013hes',
    });
  });

  it('load the default maze as its text, and refuse one that is not there', async () => {
    const text = await loadBundledMaze(defaultMazeId);
    expect(text).toBe(contestMazeFiles().find((file) => file.name === `${defaultMazeId}.txt`)?.text);
    await expect(loadBundledMaze('classic/no-such-maze')).rejects.toThrow('There is no bundled maze');
  });
});
