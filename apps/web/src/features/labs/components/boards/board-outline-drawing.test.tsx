import type { BoardOutline } from '@tinkerlabs/contract/board-outline';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { picoOutline } from '../../testing/board-fixtures.ts';
import { BoardOutlineDrawing } from './board-outline-drawing.tsx';

const drawing = (name: string, outline: BoardOutline) => {
  render(<BoardOutlineDrawing name={name} outline={outline} />);
  return screen.getByRole('img');
};
const pinsOf = (svg: Element) => [...svg.querySelectorAll('[data-pin]')];
const number = (element: Element, attribute: string) => Number(element.getAttribute(attribute));

describe('BoardOutlineDrawing', () => {
  it('draws the Pico to scale: a 51 × 21 mm view box with 40 pins on the 2.54 mm grid', () => {
    const svg = drawing('Raspberry Pi Pico', picoOutline);
    expect(svg).toHaveAccessibleName('Outline of the Raspberry Pi Pico: 51 × 21 mm, 40 pins');
    expect(svg.getAttribute('viewBox')).toBe('0 0 51 21');
    const pins = pinsOf(svg);
    expect(pins).toHaveLength(40);
    expect(pins.every((pin) => pin.tagName === 'circle')).toBe(true);
    const top = pins.filter((pin) => number(pin, 'cy') === 1.61);
    const bottom = pins.filter((pin) => number(pin, 'cy') === 19.39);
    expect([top.length, bottom.length]).toEqual([20, 20]);
    top.slice(1).forEach((pin, index) => {
      expect(number(pin, 'cx') - number(top[index]!, 'cx')).toBeCloseTo(2.54, 6);
    });
    expect(number(top[0]!, 'cx')).toBeCloseTo(1.37, 6);
    expect(number(top.at(-1)!, 'cx')).toBeCloseTo(49.63, 6);
    // Every pad lies on the board.
    for (const pin of pins) {
      const r = number(pin, 'r');
      expect(number(pin, 'cx') - r).toBeGreaterThanOrEqual(0);
      expect(number(pin, 'cx') + r).toBeLessThanOrEqual(51);
    }
  });

  it('draws the holes and places the USB socket on its edge', () => {
    const svg = drawing('Raspberry Pi Pico', picoOutline);
    const holes = [...svg.querySelectorAll('[data-hole]')];
    expect(holes.map((hole) => [number(hole, 'cx'), number(hole, 'cy'), number(hole, 'r')])).toEqual([
      [2, 4.8, 1.05],
      [2, 16.2, 1.05],
      [49, 4.8, 1.05],
      [49, 16.2, 1.05],
    ]);
    const usb = svg.querySelector('rect[data-connector]')!;
    // Centred on 10.5 mm of the left edge, 7.5 mm wide, reaching past the edge.
    expect([number(usb, 'y'), number(usb, 'height')]).toEqual([6.75, 7.5]);
    expect(number(usb, 'x')).toBeLessThan(0);
  });

  it('scales every board by the same pixels per millimetre', () => {
    const svg = drawing('Raspberry Pi Pico', picoOutline);
    expect(svg.style.width).toBe('153px');
  });

  it('follows the theme: the edge takes currentColor, the fills dark-mode classes', () => {
    const svg = drawing('Raspberry Pi Pico', picoOutline);
    expect(svg.getAttribute('class')).toMatch(/text-emerald-800 dark:text-emerald-300/);
    const edge = svg.querySelector('[data-board-edge]')!;
    expect(edge.getAttribute('stroke')).toBe('currentColor');
    expect(edge.getAttribute('class')).toMatch(/dark:fill-/);
    expect(edge.hasAttribute('stroke-dasharray')).toBe(false);
  });

  it('says when positions are estimated, and dashes the edge', () => {
    const svg = drawing('ESP32-C3-DevKitM-1', {
      ...picoOutline,
      widthMM: 42.91,
      heightMM: 25.4,
      headers: [{ label: 'J1', x: 2.19, y: 1.27, pins: 15, pitchMM: 2.54, along: 'x' }],
      holes: [],
      connectors: [{ label: 'Micro-USB', side: 'left' }],
      estimated: true,
    });
    expect(svg).toHaveAccessibleName(
      'Outline of the ESP32-C3-DevKitM-1: 42.91 × 25.4 mm, 15 pins, positions approximate',
    );
    expect(svg.querySelector('[data-board-edge]')!.getAttribute('stroke-dasharray')).toBe('6 4');
    // A connector known only by its edge marks that edge, not an invented spot on it.
    const edge = svg.querySelector('line[data-connector]')!;
    expect([number(edge, 'x1'), number(edge, 'x2')]).toEqual([0.8, 0.8]);
  });

  it("draws an edge connector's strips and rings on its finer grid", () => {
    const svg = drawing('BBC micro:bit v2', {
      widthMM: 51.6,
      heightMM: 42,
      headers: [
        {
          label: 'Edge connector',
          x: 1.035,
          y: 39.5,
          pins: 25,
          pitchMM: 1.27,
          along: 'x',
          contacts: 'srssssrsssssrsssssrssssrs',
        },
      ],
      holes: [],
      connectors: [],
      source: 'https://tech.microbit.org/hardware/',
    });
    expect(svg).toHaveAccessibleName('Outline of the BBC micro:bit v2: 51.6 × 42 mm, 25 edge contacts');
    const contacts = pinsOf(svg);
    expect(contacts).toHaveLength(25);
    expect(contacts.filter((contact) => contact.getAttribute('data-pin') === 'ring')).toHaveLength(5);
    // Each contact reaches the bottom edge.
    for (const contact of contacts)
      expect(number(contact, 'y') + number(contact, 'height')).toBeCloseTo(42, 6);
  });

  it('says so when the maker places no pins the drawing could use', () => {
    const svg = drawing('STM32 Nucleo-F446RE', {
      widthMM: 82.5,
      heightMM: 70,
      headers: [],
      holes: [],
      connectors: [],
      source: 'https://www.st.com/',
    });
    expect(svg).toHaveAccessibleName(
      'Outline of the STM32 Nucleo-F446RE: 82.5 × 70 mm, header pins not drawn',
    );
    expect(pinsOf(svg)).toHaveLength(0);
  });
});
