/**
 * The `machine` module of the virtual board, written in MicroPython over a small JavaScript module
 * (`_board`, see micropython-board.ts). It is Python so that Pin, PWM, ADC and Timer are real classes
 * that take keyword arguments (JavaScript functions called from MicroPython take positional ones only).
 *
 * Timer and Pin.irq follow the RP2040 port: only the soft timer (id -1), ONE_SHOT or PERIODIC, with
 * `freq` in Hz or `period` in ms (of `tick_hz`); an interrupt on IRQ_FALLING and/or IRQ_RISING calls its
 * handler with the pin. Their callbacks run from `_service`, one at a time, never inside another: when
 * the board schedules it between two bytecodes, in time.sleep*, or once the program has ended. An
 * exception in a callback (even SystemExit) is printed and the timer goes on, as with the port's
 * scheduler.
 *
 * time.sleep, sleep_ms and sleep_us are wrapped: the page gets the output before the pause, and the
 * callbacks that fall due during it run on time. ticks_ms and ticks_us are wrapped too, so that a loop
 * waiting on them runs due callbacks (a loop that calls nothing of the board or of time runs none).
 */
export const machineModuleSource = `
import _board
import micropython
import sys
import time


def _pin_id(pin):
    if isinstance(pin, Pin):
        return pin.id
    if pin == "LED":
        return 25
    if isinstance(pin, str) and pin.startswith("GP"):
        return int(pin[2:])
    return int(pin)


class _PinIrq:
    def __init__(self, pin):
        self._pin = pin
        self._handler = None
        self._trigger = 0
        self._flags = 0

    def flags(self):
        return self._flags

    def trigger(self, trigger=None):
        if trigger is None:
            return self._trigger
        self._trigger = trigger
        _board.irq_set(self._pin.id, trigger if self._handler is not None else 0)

    def __call__(self):
        if self._handler is not None:
            self._handler(self._pin)


_irqs = {}


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

    def irq(self, *args, **kwargs):
        irq = _irqs.get(self.id)
        if irq is None:
            irq = _irqs[self.id] = _PinIrq(self)
        if args or kwargs:
            handler = args[0] if len(args) > 0 else kwargs.get("handler")
            trigger = args[1] if len(args) > 1 else kwargs.get("trigger", Pin.IRQ_FALLING | Pin.IRQ_RISING)
            irq._pin = self
            irq._handler = handler
            irq._trigger = trigger
            irq._flags = 0
            _board.irq_set(self.id, trigger if handler is not None else 0)
        return irq

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


_timers = {}
_timer_ids = [0]


class Timer:
    ONE_SHOT = 0
    PERIODIC = 1

    def __init__(self, id=-1, **kwargs):
        if id != -1:
            raise ValueError("Timer doesn't exist")
        _timer_ids[0] += 1
        self._id = _timer_ids[0]
        self._mode = Timer.PERIODIC
        self._period_us = 0
        self._callback = None
        if kwargs:
            self.init(**kwargs)

    def init(self, *, mode=1, callback=None, period=0xFFFFFFFF, tick_hz=1000, freq=None):
        self.deinit()
        if freq is not None:
            period_us = int(1_000_000 / freq)
        else:
            period_us = period * 1_000_000 // tick_hz
        self._mode = mode
        self._period_us = max(1, period_us)
        self._callback = callback
        _timers[self._id] = self
        _board.timer_start(self._id, self._period_us / 1000, mode == Timer.PERIODIC)

    def deinit(self):
        if _timers.pop(self._id, None) is not None:
            _board.timer_stop(self._id)

    def __repr__(self):
        mode = "ONE_SHOT" if self._mode == Timer.ONE_SHOT else "PERIODIC"
        return "Timer(mode=%s, tick_hz=1000000, period=%d)" % (mode, self._period_us)


def _call(callback, argument):
    if callback is None:
        return
    try:
        callback(argument)
    except BaseException as error:  # sys.exit() too: the port's scheduler prints it and goes on
        sys.print_exception(error, sys.stderr)


_servicing = [False]


def _service(_=None):
    # One callback at a time, as the scheduler runs them: a callback that sleeps runs no other.
    if _servicing[0]:
        return
    _servicing[0] = True
    try:
        while True:
            event = _board.next_event()
            if event is None:
                return
            if event >= 0:
                timer = _timers.get(event)
                if timer is None:
                    continue
                if timer._mode == Timer.ONE_SHOT:
                    del _timers[event]
                _call(timer._callback, timer)
            else:
                irq = _irqs.get(-event >> 4)
                if irq is None or irq._handler is None:
                    continue
                irq._flags = -event & 15
                _call(irq._handler, irq._pin)
    finally:
        _servicing[0] = False


def _sleep_ms(ms):
    _board.flush()
    end = _board.ticks() + ms
    while True:
        _service()
        left = end - _board.ticks()
        if left <= 0:
            return
        _board.wait(left, not _servicing[0])


def freq():
    return 125_000_000


def reset():
    raise SystemExit


def idle():
    _sleep_ms(1)


def lightsleep(ms):
    _sleep_ms(ms)


def _polled(ticks):
    # A loop that waits on ticks_ms() calls no other part of the board: due callbacks run here too.
    def polled():
        _board.poll()
        return ticks()

    return polled


time.ticks_ms = _polled(time.ticks_ms)
time.ticks_us = _polled(time.ticks_us)
time.sleep = lambda seconds: _sleep_ms(seconds * 1000)
time.sleep_ms = _sleep_ms
time.sleep_us = lambda us: _sleep_ms(us / 1000)
_board.hook(micropython.schedule, _service)
`;
