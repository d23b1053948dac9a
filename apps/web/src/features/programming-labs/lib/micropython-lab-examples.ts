/**
 * Programs for the virtual board, beside the article's own: the button, PWM fading, the
 * potentiometer steering the servo, the RGB LED, and a Timer and a pin interrupt that keep working
 * after the program's last line. Each uses the pins the board is wired to.
 */
import type { PlaygroundExample } from '../components/playground.tsx';

export const microPythonLabExamples: PlaygroundExample[] = [
  {
    title: 'Button lights an LED',
    code: `# The push button on GP16 pulls the pin low while it is held (an internal pull-up keeps it high).
# Hold the board's button: LED 1 on GP2 lights. The loop runs until you press Stop.
from machine import Pin
import time

button = Pin(16, Pin.IN, Pin.PULL_UP)
led = Pin(2, Pin.OUT)
presses = 0
was_pressed = False

while True:
    pressed = button.value() == 0
    led.value(pressed)
    if pressed and not was_pressed:
        presses += 1
        print("pressed", presses, "times")
    was_pressed = pressed
    time.sleep_ms(20)  # also debounces: a contact bounces for a few milliseconds
`,
  },
  {
    title: 'Fade an LED with PWM',
    code: `# Pulse-width modulation: the green LED on GP15 is switched on and off 1000 times a second, and
# the share of time it is on (the duty cycle, 0 to 65535) sets how bright it looks.
from machine import Pin, PWM
import time

led = PWM(Pin(15), freq=1000)
for cycle in range(3):
    for level in range(0, 65536, 4096):
        led.duty_u16(level)
        time.sleep_ms(30)
    for level in range(65535, -1, -4096):
        led.duty_u16(level)
        time.sleep_ms(30)
    print("fade", cycle + 1, "done")
led.duty_u16(0)
`,
  },
  {
    title: 'Potentiometer steers the servo',
    code: `# The potentiometer on GP26 (ADC0) reads 0 to 65535; the servo on GP0 wants a pulse of 0.5 ms (0 degrees)
# to 2.5 ms (180 degrees), 50 times a second. Turn the knob: the servo follows. Press Stop to end.
from machine import ADC, Pin, PWM
import time

pot = ADC(26)
servo = PWM(Pin(0), freq=50)
last = -1

while True:
    reading = pot.read_u16()
    angle = reading * 180 // 65535
    pulse_ns = 500_000 + angle * 2_000_000 // 180
    servo.duty_ns(pulse_ns)
    if abs(angle - last) >= 5:
        print("angle", angle)
        last = angle
    time.sleep_ms(20)
`,
  },
  {
    title: 'RGB LED colour wheel',
    code: `# A common-cathode RGB LED on GP18 (red), GP19 (green) and GP20 (blue), each through its own
# resistor: three PWM channels mix any colour.
from machine import Pin, PWM
import time

red, green, blue = (PWM(Pin(n), freq=1000) for n in (18, 19, 20))


def show(r, g, b):
    red.duty_u16(r * 257)  # 0-255 to 0-65535
    green.duty_u16(g * 257)
    blue.duty_u16(b * 257)


for name, colour in [("red", (255, 0, 0)), ("yellow", (255, 255, 0)), ("green", (0, 255, 0)),
                     ("cyan", (0, 255, 255)), ("blue", (0, 0, 255)), ("magenta", (255, 0, 255))]:
    show(*colour)
    print(name)
    time.sleep_ms(500)
show(0, 0, 0)
`,
  },
  {
    title: 'Blink with a Timer',
    code: `# The blink of Raspberry Pi's getting-started guide: a Timer calls tick() 2.5 times a second.
# The program's last line runs at once, and the timer goes on blinking the Pico's on-board LED
# ("LED", GP25) in the background, as on a real board, until you press Stop.
from machine import Pin, Timer

led = Pin("LED", Pin.OUT)
tim = Timer()


def tick(timer):
    global led
    led.toggle()


tim.init(freq=2.5, mode=Timer.PERIODIC, callback=tick)
`,
  },
  {
    title: 'Button interrupt',
    code: `# An interrupt instead of a polling loop: each time the button on GP16 is pressed (the pin falls
# low), pressed() runs and toggles LED 1 on GP2. The program's last line runs at once; the interrupt
# keeps listening until you press Stop.
from machine import Pin
import time

button = Pin(16, Pin.IN, Pin.PULL_UP)
led = Pin(2, Pin.OUT)
presses = 0
last_press = 0


def pressed(pin):
    global presses, last_press
    now = time.ticks_ms()
    if time.ticks_diff(now, last_press) < 50:  # a contact bounces: ignore edges 50 ms apart
        return
    last_press = now
    presses += 1
    led.toggle()
    print("pressed", presses, "times")


button.irq(trigger=Pin.IRQ_FALLING, handler=pressed)
print("Press the button on GP16")
`,
  },
];
