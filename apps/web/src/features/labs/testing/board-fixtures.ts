/** Test support: development boards shaped as the API answers them, with their datasheet figures. */
import type { BoardOutline } from '@tinkerlabs/contract/board-outline';
import type { Board, BoardListResponse } from '@tinkerlabs/contract/boards';

/** The Pico's outline as boards.yaml gives it (datasheet chapter 2). */
export const picoOutline: BoardOutline = {
  widthMM: 51,
  heightMM: 21,
  headers: [
    { label: 'Pins 40–21 (VBUS … GP16)', x: 1.37, y: 1.61, pins: 20, pitchMM: 2.54, along: 'x' },
    { label: 'Pins 1–20 (GP0 … GP15)', x: 1.37, y: 19.39, pins: 20, pitchMM: 2.54, along: 'x' },
  ],
  holes: [
    { x: 2, y: 4.8, diameterMM: 2.1 },
    { x: 2, y: 16.2, diameterMM: 2.1 },
    { x: 49, y: 4.8, diameterMM: 2.1 },
    { x: 49, y: 16.2, diameterMM: 2.1 },
  ],
  connectors: [{ label: 'Micro-USB', side: 'left', centerMM: 10.5, widthMM: 7.5 }],
  source: 'https://datasheets.raspberrypi.com/pico/pico-datasheet.pdf',
  notes: 'Chapter 2 of the datasheet.',
};

function board(
  fields: Pick<Board, 'slug' | 'name' | 'family' | 'clockMHz' | 'ramKB' | 'priceUSD'> & Partial<Board>,
): Board {
  return {
    manufacturer: 'Maker',
    mcu: 'MCU',
    core: 'Core',
    flashKB: 2048,
    gpio: 26,
    adcChannels: 3,
    adcBits: 12,
    dacChannels: 0,
    pwmChannels: 16,
    wireless: [],
    usb: 'Micro-USB',
    logicVoltage: 3.3,
    inputVoltage: '5 V over USB',
    formFactor: null,
    releasedYear: 2021,
    datasheetUrl: null,
    productUrl: null,
    summary: `${fields.name} summary.`,
    highlights: [],
    tags: [],
    ...fields,
  };
}

export const unoR3 = board({
  slug: 'arduino-uno-r3',
  name: 'Arduino Uno R3',
  family: 'arduino',
  manufacturer: 'Arduino',
  clockMHz: 16,
  flashKB: 32,
  ramKB: 2,
  gpio: 20,
  adcChannels: 6,
  adcBits: 10,
  logicVoltage: 5,
  priceUSD: 27.6,
});
export const pico = board({
  slug: 'raspberry-pi-pico',
  name: 'Raspberry Pi Pico',
  family: 'rp2040',
  clockMHz: 133,
  ramKB: 264,
  priceUSD: 4,
  outline: picoOutline,
});
export const esp32 = board({
  slug: 'esp32-devkitc-wroom-32e',
  name: 'ESP32-DevKitC V4',
  family: 'esp32',
  clockMHz: 240,
  flashKB: 4096,
  ramKB: 520,
  adcChannels: 16,
  wireless: ['wifi', 'bluetooth-le', 'bluetooth-classic'],
  priceUSD: 10,
});
export const teensy = board({
  slug: 'teensy-4-1',
  name: 'Teensy 4.1',
  family: 'teensy',
  clockMHz: 600,
  flashKB: 8192,
  ramKB: 1024,
  gpio: 55,
  adcChannels: 18,
  priceUSD: 31.5,
});
export const pi5 = board({
  slug: 'raspberry-pi-5',
  name: 'Raspberry Pi 5',
  family: 'sbc',
  clockMHz: 2400,
  flashKB: null,
  ramKB: 4194304,
  adcChannels: 0,
  adcBits: null,
  wireless: ['wifi', 'bluetooth-le', 'bluetooth-classic'],
  priceUSD: 70,
});

export const allBoards = [unoR3, pico, esp32, teensy, pi5];

export function boardPage(items: Board[]): BoardListResponse {
  return { items, page: 1, pageSize: 24, total: items.length, totalPages: items.length ? 1 : 0 };
}
