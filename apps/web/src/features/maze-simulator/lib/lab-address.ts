/**
 * The simulator's starting maze and mouse in its address, so a lesson can open it on the maze it
 * shows: /labs/simulators/maze-simulators?maze=classic/japan2013ef&mouse=flood-fill. A maze of the
 * lesson's own travels in the fragment (#maze=…, the file's text), which stays in the browser: the
 * server never sees it, and its length is no problem there. No imports: a lesson builds the link
 * without loading the simulator's lists (sorting the bundled mazes starts Intl).
 */
export const mazeLabPath = '/labs/simulators/maze-simulators';

export interface MazeStart {
  /** A bundled maze's id, such as "classic/japan2013ef". */
  maze?: string;
  /** A maze file's text, in place of a bundled maze. */
  text?: string;
  /** A mouse of the Algorithm select, such as "flood-fill". */
  mouse?: string;
}

/** @example mazeLabHref({ maze: 'classic/uk2019f', mouse: 'left-wall' }) // '/labs/simulators/maze-simulators?maze=classic%2Fuk2019f&mouse=left-wall' */
export function mazeLabHref(start: MazeStart): string {
  const search = new URLSearchParams();
  if (start.maze && start.text === undefined) search.set('maze', start.maze);
  if (start.mouse) search.set('mouse', start.mouse);
  const query = search.toString();
  const fragment = start.text === undefined ? '' : `#${new URLSearchParams({ maze: start.text })}`;
  return `${mazeLabPath}${query ? `?${query}` : ''}${fragment}`;
}

/**
 * What the address asks for (`hash` with or without its "#"), unchecked: the simulator keeps only the
 * mazes and mice it has.
 */
export function readMazeStart(search: URLSearchParams, hash = ''): MazeStart {
  const text = new URLSearchParams(hash.replace(/^#/, '')).get('maze');
  const maze = search.get('maze');
  const mouse = search.get('mouse');
  return {
    ...(text ? { text } : maze ? { maze } : {}),
    ...(mouse ? { mouse } : {}),
  };
}
