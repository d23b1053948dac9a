/**
 * How the catalogues name their enumerated values: board families, radios, component categories,
 * and those values in the API's order. The values come from the contract as types only: importing
 * its schemas at run time would bring zod into the labs pages (about 26 kB gzip) just for four lists.
 * `Record<…>` makes every value need a label; labels.test.ts checks the order against the contract.
 */
import type { boardFamilies, wirelessKinds } from '@tinkerlabs/contract/boards';
import type { hardwareCategories } from '@tinkerlabs/contract/hardware';
import type { simulatorCategories } from '@tinkerlabs/contract/simulators';

export type BoardFamily = (typeof boardFamilies)[number];
export type WirelessKind = (typeof wirelessKinds)[number];
export type HardwareCategory = (typeof hardwareCategories)[number];
export type SimulatorCategory = (typeof simulatorCategories)[number];

export const boardFamilyLabels: Record<BoardFamily, string> = {
  arduino: 'Arduino (AVR and Renesas)',
  esp32: 'ESP32',
  stm32: 'STM32',
  rp2040: 'Raspberry Pi RP2040 / RP2350',
  nrf52: 'Nordic nRF52',
  teensy: 'Teensy',
  sbc: 'Single-board computers',
};

export const wirelessLabels: Record<WirelessKind, string> = {
  wifi: 'Wi-Fi',
  'bluetooth-le': 'Bluetooth LE',
  'bluetooth-classic': 'Bluetooth Classic',
  thread: 'Thread',
  zigbee: 'Zigbee',
  lora: 'LoRa',
};

/** Plural, for the filter. */
export const hardwareCategoryLabels: Record<HardwareCategory, string> = {
  sensor: 'Sensors',
  actuator: 'Actuators',
  'motor-driver': 'Motor drivers',
  power: 'Power',
  communication: 'Communication',
  display: 'Displays and LEDs',
  passive: 'Passive components',
  'microcontroller-module': 'Microcontroller modules',
  input: 'Input devices',
};

/** Singular, for the badge on one component. */
export const hardwareCategoryBadges: Record<HardwareCategory, string> = {
  sensor: 'Sensor',
  actuator: 'Actuator',
  'motor-driver': 'Motor driver',
  power: 'Power',
  communication: 'Communication',
  display: 'Display / LED',
  passive: 'Passive',
  'microcontroller-module': 'Microcontroller module',
  input: 'Input',
};

const keysOf = <K extends string>(record: Record<K, string>) => Object.keys(record) as K[];

export const boardFamilyList = keysOf(boardFamilyLabels);
export const wirelessKindList = keysOf(wirelessLabels);
export const hardwareCategoryList = keysOf(hardwareCategoryLabels);

/** The API's largest page (`maxPageSize` of the contract's pagination). */
export const largestPage = 50;
