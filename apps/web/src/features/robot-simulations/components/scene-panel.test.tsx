import { robots } from '@tinkerlabs/kinematics/robots';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScenePanel } from './scene-panel.tsx';

const model = robots.cylindrical;
const toggles = { showFrames: false, showWorkspace: true, showTrail: true };

function renderPanel(onJoint = vi.fn(), onSelectJoint = vi.fn()) {
  render(
    <ScenePanel
      model={model}
      q={[0, 60, 400]}
      selectedJoint={2}
      onSelectJoint={onSelectJoint}
      onJoint={onJoint}
      toggles={toggles}
      onToggles={() => {}}
      trailVersion={0}
    />,
  );
}

describe('ScenePanel', () => {
  beforeEach(() => {
    window.matchMedia = vi
      .fn()
      .mockReturnValue({ matches: false, addEventListener() {}, removeEventListener() {} });
  });
  afterEach(() => vi.restoreAllMocks());

  it('says plainly that WebGL is missing instead of creating the 3D view', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    renderPanel();
    expect(await screen.findByRole('note')).toHaveTextContent(/cannot show 3D graphics/);
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.querySelector('canvas')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Workspace' })).toBeChecked();
  });

  it('moves the selected joint with the arrow keys and chooses the joint with a digit', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const onJoint = vi.fn();
    const onSelectJoint = vi.fn();
    renderPanel(onJoint, onSelectJoint);
    const view = screen.getByRole('group', { name: /^3D view of the arm/ });
    fireEvent.keyDown(view, { key: 'ArrowRight' });
    expect(onJoint).toHaveBeenCalledWith(2, 402);
    fireEvent.keyDown(view, { key: 'ArrowLeft', shiftKey: true });
    expect(onJoint).toHaveBeenLastCalledWith(2, 390);
    fireEvent.keyDown(view, { key: '1' });
    expect(onSelectJoint).toHaveBeenCalledWith(0);
  });
});
