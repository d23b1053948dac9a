/**
 * The cart-pole balancing task of Barto, Sutton & Anderson (1983) with the constants, Euler
 * integration and limits of OpenAI Gym's CartPole-v1: push the cart left or right with 10 N every
 * 0.02 s; the episode ends when the pole leans past 12° or the cart leaves ±2.4 m, and is cut off
 * after 500 steps. The reward is +1 for every step taken, so the return is the episode's length.
 */
import type { Random } from '@tinkerlabs/random/seeded-random';

export const cartPoleConstants = {
  gravity: 9.8,
  massCart: 1.0,
  massPole: 0.1,
  /** Half the pole's length (m), as in Gym. */
  halfLength: 0.5,
  forceMagnitude: 10,
  tau: 0.02,
  thetaLimit: (12 * 2 * Math.PI) / 360,
  xLimit: 2.4,
  maxSteps: 500,
} as const;

/** Cart position (m) and velocity, pole angle from upright (rad, positive leans right) and angular velocity. */
export interface CartPoleState {
  x: number;
  xDot: number;
  theta: number;
  thetaDot: number;
}

/** 0 pushes left, 1 pushes right. */
export type CartPoleAction = 0 | 1;

/** Gym's reset: every state variable uniform in [−0.05, 0.05]. */
export function resetCartPole(random: Random): CartPoleState {
  const u = () => random() * 0.1 - 0.05;
  return { x: u(), xDot: u(), theta: u(), thetaDot: u() };
}

/** One explicit Euler step of the equations of motion; `failed` when a limit is crossed. */
export function stepCartPole(
  state: CartPoleState,
  action: CartPoleAction,
): { state: CartPoleState; failed: boolean } {
  const { gravity, massCart, massPole, halfLength, forceMagnitude, tau, thetaLimit, xLimit } =
    cartPoleConstants;
  const totalMass = massCart + massPole;
  const poleMassLength = massPole * halfLength;
  const force = action === 1 ? forceMagnitude : -forceMagnitude;
  const cos = Math.cos(state.theta);
  const sin = Math.sin(state.theta);
  const temp = (force + poleMassLength * state.thetaDot ** 2 * sin) / totalMass;
  const thetaAcc = (gravity * sin - cos * temp) / (halfLength * (4 / 3 - (massPole * cos ** 2) / totalMass));
  const xAcc = temp - (poleMassLength * thetaAcc * cos) / totalMass;
  const next = {
    x: state.x + tau * state.xDot,
    xDot: state.xDot + tau * xAcc,
    theta: state.theta + tau * state.thetaDot,
    thetaDot: state.thetaDot + tau * thetaAcc,
  };
  const failed = Math.abs(next.x) > xLimit || Math.abs(next.theta) > thetaLimit;
  return { state: next, failed };
}

/** Plays one episode with `chooseAction`, returning every state visited (the first is the reset state). */
export function playCartPole(
  random: Random,
  chooseAction: (state: CartPoleState) => CartPoleAction,
): { states: CartPoleState[]; actions: CartPoleAction[]; failed: boolean } {
  const states = [resetCartPole(random)];
  const actions: CartPoleAction[] = [];
  for (let t = 0; t < cartPoleConstants.maxSteps; t++) {
    const action = chooseAction(states[t]!);
    const { state, failed } = stepCartPole(states[t]!, action);
    actions.push(action);
    states.push(state);
    if (failed) return { states, actions, failed };
  }
  return { states, actions, failed: false };
}
