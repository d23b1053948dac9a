import { Check, Monitor, Moon, Sun } from 'lucide-react';
import { setColourMode, useColourMode, type ColourMode } from '@/lib/colour-mode.ts';
import { MenuButton, menuItemClass } from '../ui/menu-button.tsx';

const modes: { value: ColourMode; label: string; Icon: typeof Sun }[] = [
  { value: 'light', label: 'Light', Icon: Sun },
  { value: 'dark', label: 'Dark', Icon: Moon },
  { value: 'system', label: 'System', Icon: Monitor },
];

export function ColourModeMenu() {
  const mode = useColourMode();
  const current = modes.find((m) => m.value === mode) ?? modes[2]!;
  return (
    <MenuButton
      label={`Colour mode: ${current.label}`}
      align="end"
      triggerClassName="inline-flex size-9 items-center justify-center rounded-md text-white hover:bg-white/10"
      trigger={<current.Icon aria-hidden className="size-5" />}
    >
      {modes.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          role="menuitemradio"
          aria-checked={mode === value}
          tabIndex={-1}
          className={menuItemClass}
          onClick={() => setColourMode(value)}
        >
          <Icon aria-hidden className="size-4" />
          <span className="flex-1">{label}</span>
          {mode === value ? <Check aria-hidden className="size-4" /> : null}
        </button>
      ))}
    </MenuButton>
  );
}
