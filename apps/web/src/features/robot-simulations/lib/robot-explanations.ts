/**
 * What each arm is, where it is used, the shape of its workspace, where it is singular and how its
 * inverse kinematics is solved: the text beside the simulation, one entry per robot.
 */
import type { RobotId } from '@tinkerlabs/kinematics/robot-model';

export interface RobotExplanation {
  geometry: string;
  uses: string;
  workspace: string;
  singularities: string;
  inverse: string;
}

export const robotExplanations: Record<RobotId, RobotExplanation> = {
  scara: {
    geometry:
      'SCARA stands for Selective Compliance Assembly Robot Arm. The shoulder (θ1) and the elbow (θ2) turn about parallel vertical axes, so the two links always stay in a horizontal plane; a vertical quill (d3) lowers the tool and the wrist (θ4) turns it. The arm is stiff vertically and slightly compliant sideways, which is what pushing a pin into a hole needs.',
    uses: 'Fast pick-and-place, electronics assembly (placing and screwing parts onto circuit boards), dispensing glue, packaging and lab automation: cycle times under half a second are common.',
    workspace:
      'Seen from above, a ring between the folded reach |L₁ − L₂| and the stretched reach L₁ + L₂, cut down by the joint limits into a kidney shape; the quill stroke gives it its height. The tool yaw is free everywhere inside.',
    singularities:
      'When the elbow is straight (θ2 = 0°, the outer edge of the workspace) or folded back (θ2 = ±180°), the two links are in line: the Jacobian of the planar part, L₁L₂ sin θ2, is zero and no joint speed moves the tool along the arm. Near these poses a small step of the tool needs very fast joints.',
    inverse:
      'With r² = x² + y², the law of cosines gives cos θ2 = (r² − L₁² − L₂²) / (2L₁L₂), so θ2 has two signs: elbow left and elbow right. Then θ1 = atan2(y, x) − atan2(L₂ sin θ2, L₁ + L₂ cos θ2) and d3 follows from z. The quill frame points down (α = 180° in row 2), so the roll counts the other way: θ4 = θ1 + θ2 − tool angle.',
  },
  cartesian: {
    geometry:
      'Three prismatic joints at right angles: each one moves the tool along one axis of the base frame, so the joint values are the coordinates of the tool (plus fixed offsets). The DH table needs rotations α of ±90° only to turn each new axis into line with the next direction of travel.',
    uses: '3D printers, CNC routers and mills, laser and plasma cutters, pick-and-place gantries over conveyors, and the large gantries that stack pallets or tend machine tools.',
    workspace:
      'A rectangular box whose sides are the three strokes. Every point inside is reached with the same stiffness and accuracy, but the frame around it is bigger than the box it serves.',
    singularities:
      'None. The Jacobian is a constant matrix whose rows are unit vectors, so it never loses rank: a millimetre of joint travel is always a millimetre of tool travel in one fixed direction.',
    inverse:
      'Direct: each joint value is the tool coordinate along its axis minus a constant offset. There is exactly one solution, or none when a coordinate lies outside its stroke.',
  },
  spherical: {
    geometry:
      'A base rotation (θ1) about the vertical axis, a shoulder (θ2) that tilts the boom, measured from straight up, and a prismatic boom (d3) that slides through the shoulder. Like the Stanford arm, the shoulder sits a fixed distance to the side of the base axis (d2 in the DH table). Apart from that offset the joint values are the spherical coordinates of the tool: bearing, angle from the vertical and distance from the shoulder.',
    uses: 'The layout of Unimate, the first industrial robot (General Motors, 1961), and of the Stanford arm: die-casting, forging and spot welding, where a long reach over a machine matters. Today the same idea lives on in some machine-tending and telescopic handling arms.',
    workspace:
      'A thick spherical shell around the shoulder, between the shortest and the longest boom, with a cone cut away below where the tilt limit stops the boom; the base limit removes a wedge and the shoulder offset keeps a thin column around the base axis out of reach. Its volume grows with the cube of the reach.',
    singularities:
      'When the boom is vertical (θ2 = 0°) it is parallel to the base axis: turning the base and tilting the shoulder then swing the tool the same way, and it cannot move along the offset direction. The manipulability is d3² |sin θ2|, so the arm also gets slower near the vertical and with a short boom.',
    inverse:
      'The horizontal boom length is ρ = √(x² + y² − d2²); then θ2 = atan2(ρ, z − h) with h the shoulder height, d3 = √(ρ² + (z − h)²), and θ1 the bearing of the target minus that of (ρ, d2). Using −ρ instead turns the base about half a turn and leans the boom back over the top: a second solution wherever the limits allow it.',
  },
  cylindrical: {
    geometry:
      'A column turning about the vertical axis (θ1), a carriage that slides up the column (d2) and a horizontal boom that slides in and out (d3). The joint values are the cylindrical coordinates of the tool: angle, height and radius.',
    uses: 'Versatran, one of the first industrial robots (1960), was cylindrical. The layout suits loading presses, die-casting and injection-moulding machines, and handling in tight cells where the arm must reach in through a narrow opening.',
    workspace:
      'A hollow cylinder: an annulus between the shortest and longest boom, as tall as the column stroke, with a wedge missing where the base cannot turn. The space near the column is out of reach.',
    singularities:
      'The only singular pose is on the column axis (radius zero), where turning the column no longer moves the tool; the boom’s minimum length keeps the real arm away from it. Elsewhere the tool moves sideways at the radius times the base speed, so the arm is slower near the column.',
    inverse:
      'Read straight off the cylindrical coordinates: θ1 = atan2(y, x), the carriage position d2 = z − h (h the height of the fixed column) and the boom length d3 = √(x² + y²). One solution, or none when one of them leaves its range.',
  },
};
