import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StaleChoiceDialog, StaleCopyDialog } from './stale-copy-dialog.tsx';

function renderChoice(overrides: Partial<Parameters<typeof StaleChoiceDialog>[0]> = {}) {
  const props = {
    title: 'This resource was changed elsewhere',
    keepLabel: 'Keep mine',
    useSavedLabel: 'Use the saved version',
    first: 'keep' as const,
    onKeepMine: vi.fn(),
    onUseSaved: vi.fn(),
    onDismiss: vi.fn(),
    children: <p>A newer copy is on the server.</p>,
    ...overrides,
  };
  render(<StaleChoiceDialog {...props} />);
  return { props, user: userEvent.setup() };
}

const buttonNames = () => screen.getAllByRole('button').map((button) => button.textContent);

describe('StaleChoiceDialog', () => {
  it('puts the chosen first choice first and focuses it', () => {
    renderChoice();
    expect(
      screen.getByRole('alertdialog', { name: 'This resource was changed elsewhere' }),
    ).toBeInTheDocument();
    expect(buttonNames()).toEqual(['Keep mine', 'Use the saved version']);
    expect(screen.getByRole('button', { name: 'Keep mine' })).toHaveFocus();
  });

  it('can offer the saved copy first', async () => {
    const { props, user } = renderChoice({ first: 'saved' });
    expect(buttonNames()).toEqual(['Use the saved version', 'Keep mine']);
    expect(screen.getByRole('button', { name: 'Use the saved version' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Keep mine' }));
    expect(props.onKeepMine).toHaveBeenCalledTimes(1);
    expect(props.onUseSaved).not.toHaveBeenCalled();
  });

  it('is dismissed with Escape only when it may be, and never while saving', async () => {
    const { props, user } = renderChoice({ busy: true });
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(props.onDismiss).not.toHaveBeenCalled();
  });
});

describe('StaleCopyDialog', () => {
  it('names both versions and requires a choice', async () => {
    const onKeepMine = vi.fn();
    const onUseSaved = vi.fn();
    const user = userEvent.setup();
    render(
      <StaleCopyDialog
        current={{ version: 5, history: [] }}
        readVersion={3}
        summary={<p>Maker Parts</p>}
        busy={false}
        onKeepMine={onKeepMine}
        onUseSaved={onUseSaved}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Someone else changed this meanwhile' });
    expect(dialog).toHaveTextContent('You edited version 3; the saved copy is now version 5.');
    expect(screen.getByRole('button', { name: 'Load the saved version' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load the saved version' }));
    expect(onUseSaved).toHaveBeenCalledTimes(1);
  });
});
