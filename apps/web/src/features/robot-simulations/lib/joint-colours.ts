/** Revolute joints are drawn and listed in blue, prismatic joints in amber, everywhere on the page and in the 3D view. */
export const jointTypeColour = { revolute: '#2563eb', prismatic: '#d97706' } as const;
