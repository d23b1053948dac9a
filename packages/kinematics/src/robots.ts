/** The four robot models the simulation pages offer, by id. */

import { cartesian } from './arms/cartesian.ts';
import { cylindrical } from './arms/cylindrical.ts';
import type { ArmModel } from './arms/arm-kernel.ts';
import { scara } from './arms/scara.ts';
import { spherical } from './arms/spherical.ts';
import type { RobotId } from './robot-model.ts';

export const robots: Record<RobotId, ArmModel> = { scara, cartesian, spherical, cylindrical };

export const robotIds: RobotId[] = ['scara', 'cartesian', 'spherical', 'cylindrical'];
