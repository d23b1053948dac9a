/**
 * The `machine` module of the virtual board, written in MicroPython over a small JavaScript module
 * (`_board`, see micropython.worker.ts). It is Python so that Pin, PWM and ADC are real classes that
 * take keyword arguments (JavaScript functions called from MicroPython take positional ones only).
 * It also wraps time.sleep, sleep_ms and sleep_us so the board is redrawn before the program pauses.
 */
export const machineModuleSource = `
import _board
import time


def _pin_id(pin):
    if isinstance(pin, Pin):
        return pin.id
    if pin == "LED":
        return 25
    if isinstance(pin, str) and pin.startswith("GP"):
        return int(pin[2:])
    return int(pin)


class Pin:
    IN = 0
    OUT = 1
    OPEN_DRAIN = 2
    PULL_UP = 1
    PULL_DOWN = 2
    IRQ_FALLING = 4
    IRQ_RISING = 8

    def __init__(self, id, mode=-1, pull=-1, value=None):
        self.id = _pin_id(id)
        self.init(mode, pull, value)

    def init(self, mode=-1, pull=-1, value=None):
        if mode != -1:
            _board.pin_mode(self.id, mode)
        if value is not None:
            self.value(value)

    def value(self, x=None):
        if x is None:
            return _board.pin_read(self.id)
        _board.pin_write(self.id, 1 if x else 0)

    def __call__(self, x=None):
        return self.value(x)

    def on(self):
        self.value(1)

    def off(self):
        self.value(0)

    high = on
    low = off

    def toggle(self):
        self.value(1 - _board.pin_read(self.id))

    def __repr__(self):
        return "Pin(GPIO%d)" % self.id


class PWM:
    def __init__(self, pin, freq=0, duty_u16=None, duty_ns=None, invert=False):
        self.id = _pin_id(pin)
        self._freq = freq or 1000
        self._duty = 0
        _board.pwm_set(self.id, self._freq, 0)
        if duty_u16 is not None:
            self.duty_u16(duty_u16)
        if duty_ns is not None:
            self.duty_ns(duty_ns)

    def freq(self, value=None):
        if value is None:
            return self._freq
        self._freq = int(value)
        _board.pwm_set(self.id, self._freq, self._duty)

    def duty_u16(self, value=None):
        if value is None:
            return self._duty
        self._duty = max(0, min(65535, int(value)))
        _board.pwm_set(self.id, self._freq, self._duty)

    def duty_ns(self, value=None):
        period_ns = 1_000_000_000 // self._freq
        if value is None:
            return self._duty * period_ns // 65535
        self.duty_u16(int(value) * 65535 // period_ns)

    def deinit(self):
        _board.pwm_stop(self.id)


class ADC:
    CORE_TEMP = 4

    def __init__(self, pin):
        channel = _pin_id(pin)
        # Channels 0–3 are GP26–GP29, channel 4 (CORE_TEMP) the temperature sensor, read as 30.
        self.id = channel + 26 if channel <= 4 else channel

    def read_u16(self):
        return _board.adc_read(self.id)


def freq():
    return 125_000_000


def reset():
    raise SystemExit


def _paused(sleep):
    def pause(duration):
        _board.flush()
        sleep(duration)
    return pause


time.sleep = _paused(time.sleep)
time.sleep_ms = _paused(time.sleep_ms)
time.sleep_us = _paused(time.sleep_us)
`;
