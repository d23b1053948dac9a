/**
 * The wall follower: keep one hand on a wall and walk. It needs no memory, and reaches the goal
 * only when the goal touches a wall connected to the start, which contest mazes avoid on purpose:
 * it stops after visiting every cell a few times, or on reaching the goal.
 */
import { sideStep, type Side } from '../maze.ts';
import type { MouseApi } from '../mms/mouse-api.ts';
import type { MouseContext } from './mouse-context.ts';

export function wallFollower(hand: 'left' | 'right', context: MouseContext) {
  return (api: MouseApi) => {
    const width = api.mazeWidth();
    const height = api.mazeHeight();
    let x = context.start.x;
    let y = context.start.y;
    let heading: Side = context.heading;
    const isGoal = () => context.goals.some((g) => g.x === x && g.y === y);
    const turnHand = hand === 'left' ? () => api.turnLeft() : () => api.turnRight();
    const turnOther = hand === 'left' ? () => api.turnRight() : () => api.turnLeft();
    const wallHand = hand === 'left' ? () => api.wallLeft() : () => api.wallRight();
    const wallOther = hand === 'left' ? () => api.wallRight() : () => api.wallLeft();
    const toHand = hand === 'left' ? 3 : 1;
    api.setColor(x, y, 'B');
    for (let moves = 0; moves < 4 * width * height && !isGoal(); moves++) {
      if (api.wasReset()) {
        api.ackReset();
        [x, y, heading] = [context.start.x, context.start.y, context.heading];
      }
      if (!wallHand()) {
        turnHand();
        heading = ((heading + toHand) % 4) as Side;
      } else if (wallFrontBlocked(api)) {
        if (!wallOther()) {
          turnOther();
          heading = ((heading + 4 - toHand) % 4) as Side;
        } else {
          turnOther();
          turnOther();
          heading = ((heading + 2) % 4) as Side;
        }
      }
      api.moveForward();
      x += sideStep[heading]![0];
      y += sideStep[heading]![1];
      api.setColor(x, y, 'B');
    }
    api.log(isGoal() ? 'Reached the goal.' : 'Gave up: the wall never led to the goal.');
  };
}

const wallFrontBlocked = (api: MouseApi) => api.wallFront();
