import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MenuButton } from './menu-button.tsx';

const labels = ['Articles', 'Projects', 'Stores'];

function renderMenu({ onChoose = vi.fn() } = {}) {
  const user = userEvent.setup();
  render(
    <>
      <MenuButton trigger="Sections" triggerClassName="trigger">
        {labels.map((label) => (
          <button key={label} type="button" role="menuitem" tabIndex={-1} onClick={() => onChoose(label)}>
            {label}
          </button>
        ))}
        <p>Not an item</p>
      </MenuButton>
      <button type="button">Elsewhere</button>
    </>,
  );
  const trigger = screen.getByRole('button', { name: 'Sections' });
  const item = (label: string) => screen.getByRole('menuitem', { name: label });
  return { user, trigger, item, onChoose };
}

async function openWithKeyboard(key = '{Enter}') {
  const menu = renderMenu();
  menu.trigger.focus();
  await menu.user.keyboard(key);
  return menu;
}

describe('MenuButton', () => {
  it('starts closed and tells assistive technology it has a menu', () => {
    const { trigger } = renderMenu();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).not.toHaveAttribute('aria-controls');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens on Enter with the first item focused', async () => {
    const { trigger, item } = await openWithKeyboard('{Enter}');
    const menu = screen.getByRole('menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', menu.id);
    expect(screen.getAllByRole('menuitem').map((el) => el.textContent)).toEqual(labels);
    expect(item('Articles')).toHaveFocus();
  });

  it('opens on Space with the first item focused', async () => {
    const { trigger, item } = await openWithKeyboard(' ');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(item('Articles')).toHaveFocus();
  });

  it('opens on ArrowDown with the first item focused', async () => {
    const { trigger, item } = await openWithKeyboard('{ArrowDown}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(item('Articles')).toHaveFocus();
  });

  it('opens on ArrowUp with the last item focused', async () => {
    const { trigger, item } = await openWithKeyboard('{ArrowUp}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(item('Stores')).toHaveFocus();
  });

  it('moves with ArrowDown and ArrowUp, wrapping at both ends', async () => {
    const { user, item } = await openWithKeyboard();
    await user.keyboard('{ArrowDown}');
    expect(item('Projects')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Stores')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Articles')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Stores')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Projects')).toHaveFocus();
  });

  it('moves to the last item with End and the first with Home', async () => {
    const { user, item } = await openWithKeyboard();
    await user.keyboard('{End}');
    expect(item('Stores')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Articles')).toHaveFocus();
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const { user, trigger } = await openWithKeyboard();
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('closes on Tab', async () => {
    const { user, trigger } = await openWithKeyboard();
    await user.keyboard('{Tab}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens and closes on clicks of the trigger', async () => {
    const { user, trigger, item } = renderMenu();
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(item('Articles')).toHaveFocus();
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes on a pointerdown outside, but not on one inside the menu', async () => {
    const { user, trigger, item } = renderMenu();
    await user.click(trigger);
    fireEvent.pointerDown(item('Projects'));
    fireEvent.pointerDown(trigger);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when an item is chosen, and returns focus to the trigger', async () => {
    const onChoose = vi.fn();
    const { user, trigger, item } = renderMenu({ onChoose });
    await user.click(trigger);
    await user.click(item('Projects'));
    expect(onChoose).toHaveBeenCalledWith('Projects');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('stays open on a click inside the menu that is not on an item', async () => {
    const { user, trigger } = renderMenu();
    await user.click(trigger);
    await user.click(screen.getByText('Not an item'));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  it('chooses the focused item with Enter', async () => {
    const onChoose = vi.fn();
    const { user, trigger } = renderMenu({ onChoose });
    trigger.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{End}{Enter}');
    expect(onChoose).toHaveBeenCalledWith('Stores');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
