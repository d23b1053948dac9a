/**
 * The JavaScript mouse the editor starts with: a flood fill written as for mms, with the mms API
 * (require('./API') as in mms's JavaScript template) and the mms conventions: the mouse starts in
 * cell (0, 0) facing north, and the goal is the centre of the maze.
 */
export const defaultProgramName = 'main.js';

export const defaultProgram = `// Flood fill for mms: explore from (0, 0) to the centre, drawing what the mouse learns.
const API = require('./API');

const width = API.mazeWidth();
const height = API.mazeHeight();
const N = 0, E = 1, S = 2, W = 3;
const dx = [0, 1, 0, -1];
const dy = [1, 0, -1, 0];
const letters = ['n', 'e', 's', 'w'];

// walls[y][x] holds a bit per side the mouse has seen a wall on.
const walls = Array.from({ length: height }, () => new Array(width).fill(0));
const goalXs = width % 2 ? [(width - 1) / 2] : [width / 2 - 1, width / 2];
const goalYs = height % 2 ? [(height - 1) / 2] : [height / 2 - 1, height / 2];
const isGoal = (x, y) => goalXs.includes(x) && goalYs.includes(y);

let x = 0, y = 0, heading = N;

function addWall(cx, cy, side) {
  walls[cy][cx] |= 1 << side;
  const nx = cx + dx[side], ny = cy + dy[side];
  if (nx >= 0 && ny >= 0 && nx < width && ny < height) walls[ny][nx] |= 1 << ((side + 2) % 4);
  API.setWall(cx, cy, letters[side]);
}

function sense() {
  if (API.wallFront()) addWall(x, y, heading);
  if (API.wallRight()) addWall(x, y, (heading + 1) % 4);
  if (API.wallLeft()) addWall(x, y, (heading + 3) % 4);
}

// Distances to the goal through every side not known to be a wall.
function flood() {
  const distance = Array.from({ length: height }, () => new Array(width).fill(Infinity));
  const queue = [];
  for (const gx of goalXs) for (const gy of goalYs) { distance[gy][gx] = 0; queue.push([gx, gy]); }
  while (queue.length > 0) {
    const [cx, cy] = queue.shift();
    for (let side = 0; side < 4; side++) {
      const nx = cx + dx[side], ny = cy + dy[side];
      if (walls[cy][cx] & (1 << side)) continue;
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      if (distance[ny][nx] <= distance[cy][cx] + 1) continue;
      distance[ny][nx] = distance[cy][cx] + 1;
      queue.push([nx, ny]);
    }
  }
  return distance;
}

function turnTo(side) {
  const right = (side - heading + 4) % 4;
  if (right === 1) API.turnRight();
  if (right === 2) { API.turnRight(); API.turnRight(); }
  if (right === 3) API.turnLeft();
  heading = side;
}

console.error('Running...');
API.setColor(0, 0, 'G');
API.setText(0, 0, 'start');
while (!isGoal(x, y)) {
  if (API.wasReset()) {
    API.ackReset();
    x = 0; y = 0; heading = N;
  }
  sense();
  const distance = flood();
  API.setText(x, y, String(distance[y][x]));
  // Downhill, preferring straight on: turns are slow.
  const order = [heading, (heading + 1) % 4, (heading + 3) % 4, (heading + 2) % 4];
  const next = order.find((side) => !(walls[y][x] & (1 << side)) && distance[y + dy[side]]?.[x + dx[side]] === distance[y][x] - 1);
  turnTo(next);
  API.moveForward();
  x += dx[next];
  y += dy[next];
  API.setColor(x, y, 'c');
}
API.setColor(x, y, 'G');
API.setText(x, y, 'goal');
// mms counts distance in half cells.
console.error('Reached the goal in ' + API.getStat('total-distance') / 2 + ' cells.');
`;
