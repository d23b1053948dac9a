import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { degToRad } from '@tinkerlabs/kinematics/angles';
import { GimbalLockNotice } from './gimbal-lock-notice.tsx';

const angles = (yaw: number, pitch: number, roll: number) => ({
  yaw: degToRad(yaw),
  pitch: degToRad(pitch),
  roll: degToRad(roll),
});

describe('GimbalLockNotice', () => {
  it('says nothing away from the lock, inside a status region that is always there', () => {
    render(<GimbalLockNotice angles={angles(30, 20, 10)} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('at pitch +90° names yaw − roll as the one angle left', () => {
    render(<GimbalLockNotice angles={angles(50, 90, 20)} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Gimbal lock: pitch is +90°.');
    expect(status).toHaveTextContent('Only yaw − roll = 30° matters');
  });

  it('at pitch −90° names yaw + roll', () => {
    render(<GimbalLockNotice angles={angles(50, -90, 20)} />);
    expect(screen.getByRole('status')).toHaveTextContent('Only yaw + roll = 70° matters');
  });

  it('warns when close to the lock', () => {
    render(<GimbalLockNotice angles={angles(0, 80, 0)} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Close to gimbal lock/);
  });
});
