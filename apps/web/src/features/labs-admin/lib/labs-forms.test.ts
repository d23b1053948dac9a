import { describe, expect, it } from 'vitest';
import type { LabsRecordOf } from '../api/get-labs-record.ts';
import { emptyForms, toForm, toRequest, type HardwareForm } from './labs-forms.ts';

const hardware = (overrides: Partial<HardwareForm> = {}): HardwareForm => ({
  ...emptyForms.hardware,
  slug: 'hc-sr04',
  name: 'HC-SR04 ultrasonic sensor',
  summary: 'Measures distance with sound.',
  description: 'Sends a 40 kHz burst and times the echo to measure distance.',
  keySpecs: [
    { label: 'Range', value: '2–400 cm' },
    { label: 'Accuracy', value: '3 mm' },
  ],
  ...overrides,
});

describe('the labs edit forms', () => {
  it('sends the key specification rows as an object in their order, optional text empty', () => {
    const { fields, errors } = toRequest('hardware', hardware());
    expect(errors).toEqual({});
    expect(Object.entries(fields.keySpecs as object)).toEqual([
      ['Range', '2–400 cm'],
      ['Accuracy', '3 mm'],
    ]);
    expect(fields.interface).toBe('');
  });

  it('refuses a specification without a label or one label twice', () => {
    expect(toRequest('hardware', hardware({ keySpecs: [{ label: ' ', value: 'x' }] })).errors.keySpecs).toBe(
      'A specification needs a label.',
    );
    const twice = hardware({
      keySpecs: [
        { label: 'Range', value: 'a' },
        { label: 'Range ', value: 'b' },
      ],
    });
    expect(toRequest('hardware', twice).errors.keySpecs).toBe('Use each specification label once.');
  });

  it("reports the contract's messages for a board's specifications by field", () => {
    const board = { ...emptyForms.boards, clockMHz: Number.NaN, adcBits: 40, priceUSD: 10 };
    const { errors } = toRequest('boards', board);
    expect(errors.clockMHz).toBe('The clock must be a number.');
    expect(errors.adcBits).toBe('ADC resolution must be at most 32.');
    expect(errors.name).toBe('The name needs at least 2 characters.');
  });

  it('turns a record into form values: nulls become empty text, tags their slugs', () => {
    const record = {
      slug: 'gymnasium',
      name: 'Gymnasium',
      category: 'rl',
      url: 'https://gymnasium.farama.org',
      repositoryUrl: null,
      license: null,
      platforms: ['Linux'],
      summary: 'Reinforcement learning environments.',
      description: 'The maintained fork of OpenAI Gym.',
      tags: [{ slug: 'reinforcement-learning', name: 'Reinforcement learning' }],
      updatedAt: '2026-01-01T00:00:00.000Z',
      history: [],
    } satisfies LabsRecordOf['simulators'];
    expect(toForm.simulators(record)).toMatchObject({
      repositoryUrl: '',
      license: '',
      tags: ['reinforcement-learning'],
    });
    expect(toRequest('simulators', toForm.simulators(record)).errors).toEqual({});
  });

  it("leaves a board's drawn outline out of the form, so saving sends only the fields it edits", () => {
    const record = {
      slug: 'raspberry-pi-pico',
      name: 'Raspberry Pi Pico',
      manufacturer: 'Raspberry Pi',
      family: 'rp2040',
      mcu: 'Raspberry Pi RP2040',
      core: 'Arm Cortex-M0+, dual core',
      clockMHz: 133,
      flashKB: 2048,
      ramKB: 264,
      gpio: 26,
      adcChannels: 3,
      adcBits: 12,
      dacChannels: 0,
      pwmChannels: 16,
      wireless: [],
      usb: 'Micro-USB',
      logicVoltage: 3.3,
      inputVoltage: null,
      priceUSD: 4,
      formFactor: null,
      releasedYear: 2021,
      datasheetUrl: null,
      productUrl: null,
      summary: 'A cheap dual-core board with programmable I/O.',
      highlights: [],
      tags: [],
      outline: {
        widthMM: 51,
        heightMM: 21,
        headers: [{ label: 'Pins 1–20', x: 1.37, y: 19.39, pins: 20, pitchMM: 2.54, along: 'x' }],
        holes: [],
        connectors: [],
        source: 'https://datasheets.raspberrypi.com/pico/pico-datasheet.pdf',
      },
      updatedAt: '2026-01-01T00:00:00.000Z',
      history: [],
    } satisfies LabsRecordOf['boards'];
    const form = toForm.boards(record);
    expect(form).not.toHaveProperty('outline');
    const { fields, errors } = toRequest('boards', form);
    expect(errors).toEqual({});
    expect(fields).not.toHaveProperty('outline');
    expect(fields).toMatchObject({ slug: 'raspberry-pi-pico', clockMHz: 133 });
  });
});
