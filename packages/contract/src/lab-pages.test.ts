import { describe, expect, it } from 'vitest';
import { codeCellLabPaths, labPageOf, labPagePaths, labWidgetPaths, robotArmLabPaths } from './lab-pages.ts';

describe('lab pages', () => {
  it('are the pages marked as labs: the robots, the simulators with a tool and the programming labs', () => {
    expect(labPagePaths).toContain('/simulations/CylindricalRobot');
    expect(labPagePaths).toContain('/labs/simulators/rl');
    expect(labPagePaths).toContain('/labs/programming/tinyml');
    expect(labPagePaths).not.toContain('/labs');
    expect(labPagePaths).not.toContain('/labs/development-boards');
  });

  it('include every page a lesson block opens', () => {
    for (const path of [
      ...Object.values(robotArmLabPaths),
      ...Object.values(codeCellLabPaths),
      ...Object.values(labWidgetPaths),
    ]) {
      expect(labPagePaths).toContain(path);
    }
  });
});

describe('labPageOf', () => {
  it('reads the lab page of an address, whatever state its query or hash carries', () => {
    expect(labPageOf('/simulations/ScaraRobot?j1=30&j2=45')).toBe('/simulations/ScaraRobot');
    expect(labPageOf('/labs/programming/python#code=abc')).toBe('/labs/programming/python');
    expect(labPageOf('/labs/simulators/rl/')).toBe('/labs/simulators/rl');
  });

  it('is null for other pages and for addresses of other sites', () => {
    expect(labPageOf('/articles/pid-control')).toBeNull();
    expect(labPageOf('https://example.org/simulations/ScaraRobot')).toBeNull();
    expect(labPageOf('//example.org/simulations/ScaraRobot')).toBeNull();
  });
});
