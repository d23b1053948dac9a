/**
 * What generated articles and projects are about: each topic brings its tags (slugs of the seeded
 * tags), its terms, formulas and programs, so a generated text reads like the site's own and a
 * search for "kalman" or "servo" finds a realistic share of it.
 */

export interface CodeSample {
  language: string;
  code: string;
}

export interface Topic {
  name: string;
  tags: readonly string[];
  /** Noun phrases the prose talks about. */
  terms: readonly string[];
  /** Short LaTeX for inline maths. */
  symbols: readonly string[];
  /** Display equations. */
  formulas: readonly string[];
  code: readonly CodeSample[];
}

export const topics: readonly Topic[] = [
  {
    name: 'PID control',
    tags: ['control-systems', 'robotics'],
    terms: [
      'proportional gain',
      'integral windup',
      'derivative kick',
      'setpoint',
      'overshoot',
      'settling time',
      'motor speed',
      'encoder ticks',
      'control loop',
      'step response',
    ],
    symbols: ['K_p', 'K_i', 'K_d', 'e(t)', 'u(t)', '\\Delta t', 'T_s'],
    formulas: [
      'u(t) = K_p e(t) + K_i \\int_0^t e(\\tau)\\,d\\tau + K_d \\frac{de(t)}{dt}',
      'u_k = u_{k-1} + K_p (e_k - e_{k-1}) + K_i T_s e_k',
      'G(s) = \\frac{K}{\\tau s + 1}',
    ],
    code: [
      {
        language: 'cpp',
        code: 'float pidStep(Pid &pid, float setpoint, float measured, float dt) {\n  float error = setpoint - measured;\n  pid.integral += error * dt;\n  float derivative = (error - pid.lastError) / dt;\n  pid.lastError = error;\n  return pid.kp * error + pid.ki * pid.integral + pid.kd * derivative;\n}',
      },
      {
        language: 'python',
        code: 'def pid_step(state, setpoint, measured, dt):\n    error = setpoint - measured\n    state.integral += error * dt\n    derivative = (error - state.last_error) / dt\n    state.last_error = error\n    return state.kp * error + state.ki * state.integral + state.kd * derivative',
      },
    ],
  },
  {
    name: 'Kalman filters',
    tags: ['control-systems', 'sensors'],
    terms: [
      'state estimate',
      'process noise',
      'measurement noise',
      'Kalman gain',
      'covariance matrix',
      'prediction step',
      'update step',
      'sensor fusion',
      'innovation',
    ],
    symbols: ['\\hat{x}_k', 'P_k', 'K_k', 'Q', 'R', 'z_k', '\\sigma^2'],
    formulas: [
      '\\hat{x}_{k|k-1} = F \\hat{x}_{k-1|k-1} + B u_k',
      'K_k = P_{k|k-1} H^T \\left(H P_{k|k-1} H^T + R\\right)^{-1}',
      'P_{k|k} = (I - K_k H) P_{k|k-1}',
    ],
    code: [
      {
        language: 'python',
        code: 'def kalman_1d(x, p, z, q=0.01, r=0.5):\n    p = p + q\n    k = p / (p + r)\n    x = x + k * (z - x)\n    p = (1 - k) * p\n    return x, p',
      },
      {
        language: 'cpp',
        code: 'struct Kalman1D {\n  float x = 0, p = 1, q = 0.01f, r = 0.5f;\n  float update(float z) {\n    p += q;\n    float k = p / (p + r);\n    x += k * (z - x);\n    p *= 1 - k;\n    return x;\n  }\n};',
      },
    ],
  },
  {
    name: 'robot arm kinematics',
    tags: ['kinematics', 'robotics'],
    terms: [
      'joint angle',
      'end effector',
      'link length',
      'workspace',
      'Jacobian',
      'inverse kinematics',
      'forward kinematics',
      'singularity',
      'homogeneous transform',
      'Denavit-Hartenberg parameters',
    ],
    symbols: ['\\theta_1', '\\theta_2', 'l_1', 'l_2', 'J(q)', 'T_0^n', '\\dot{q}'],
    formulas: [
      'x = l_1 \\cos\\theta_1 + l_2 \\cos(\\theta_1 + \\theta_2)',
      'y = l_1 \\sin\\theta_1 + l_2 \\sin(\\theta_1 + \\theta_2)',
      '\\cos\\theta_2 = \\frac{x^2 + y^2 - l_1^2 - l_2^2}{2 l_1 l_2}',
      '\\dot{x} = J(q)\\,\\dot{q}',
    ],
    code: [
      {
        language: 'python',
        code: 'from math import cos, sin\n\ndef forward(l1, l2, t1, t2):\n    x = l1 * cos(t1) + l2 * cos(t1 + t2)\n    y = l1 * sin(t1) + l2 * sin(t1 + t2)\n    return x, y',
      },
      {
        language: 'python',
        code: 'from math import acos, atan2, cos, sin\n\ndef inverse(l1, l2, x, y):\n    c2 = (x * x + y * y - l1 * l1 - l2 * l2) / (2 * l1 * l2)\n    t2 = acos(max(-1.0, min(1.0, c2)))\n    t1 = atan2(y, x) - atan2(l2 * sin(t2), l1 + l2 * cos(t2))\n    return t1, t2',
      },
    ],
  },
  {
    name: 'reinforcement learning',
    tags: ['reinforcement-learning', 'machine-learning'],
    terms: [
      'reward signal',
      'value function',
      'policy',
      'exploration rate',
      'discount factor',
      'Q-table',
      'episode',
      'learning rate',
      'grid world',
      'temporal difference',
    ],
    symbols: ['\\alpha', '\\gamma', '\\epsilon', 'Q(s,a)', 'V(s)', 'r_t', '\\pi(a \\mid s)'],
    formulas: [
      "Q(s,a) \\leftarrow Q(s,a) + \\alpha \\left[r + \\gamma \\max_{a'} Q(s',a') - Q(s,a)\\right]",
      'G_t = \\sum_{k=0}^{\\infty} \\gamma^k r_{t+k+1}',
      "V(s) = \\max_a \\sum_{s'} P(s' \\mid s,a) \\left[R(s,a,s') + \\gamma V(s')\\right]",
    ],
    code: [
      {
        language: 'python',
        code: 'import random\n\ndef choose(q, state, actions, epsilon):\n    if random.random() < epsilon:\n        return random.choice(actions)\n    return max(actions, key=lambda a: q[(state, a)])',
      },
      {
        language: 'python',
        code: 'def q_update(q, s, a, r, s2, actions, alpha=0.1, gamma=0.95):\n    best = max(q[(s2, b)] for b in actions)\n    q[(s, a)] += alpha * (r + gamma * best - q[(s, a)])',
      },
    ],
  },
  {
    name: 'voltage regulators',
    tags: ['electronics'],
    terms: [
      'dropout voltage',
      'linear regulator',
      'buck converter',
      'ripple current',
      'thermal resistance',
      'quiescent current',
      'decoupling capacitor',
      'efficiency',
      'inductor',
    ],
    symbols: ['V_{in}', 'V_{out}', 'I_{load}', '\\eta', 'P_D', 'R_{\\theta JA}'],
    formulas: [
      'P_D = (V_{in} - V_{out})\\, I_{load}',
      '\\eta = \\frac{P_{out}}{P_{in}} = \\frac{V_{out} I_{out}}{V_{in} I_{in}}',
      'T_J = T_A + P_D\\, R_{\\theta JA}',
    ],
    code: [
      {
        language: 'python',
        code: 'def regulator_heat(v_in, v_out, i_load, r_theta_ja, t_ambient=25):\n    p = (v_in - v_out) * i_load\n    return p, t_ambient + p * r_theta_ja',
      },
    ],
  },
  {
    name: 'debouncing and interrupts',
    tags: ['microcontrollers', 'embedded-systems'],
    terms: [
      'contact bounce',
      'interrupt service routine',
      'pull-up resistor',
      'edge trigger',
      'volatile flag',
      'timer interrupt',
      'state machine',
      'GPIO pin',
    ],
    symbols: ['t_{bounce}', 'RC', 'V_{IH}', 'f_{sample}'],
    formulas: [
      'V_C(t) = V_{DD}\\left(1 - e^{-t/RC}\\right)',
      't = -RC \\ln\\left(1 - \\frac{V_{IH}}{V_{DD}}\\right)',
    ],
    code: [
      {
        language: 'cpp',
        code: 'volatile bool pressed = false;\n\nvoid onButton() {\n  static unsigned long last = 0;\n  unsigned long now = millis();\n  if (now - last > 20) pressed = true;\n  last = now;\n}',
      },
      {
        language: 'python',
        code: 'from machine import Pin\nimport time\n\nbutton = Pin(14, Pin.IN, Pin.PULL_UP)\nlast = time.ticks_ms()\n\ndef on_press(pin):\n    global last\n    now = time.ticks_ms()\n    if time.ticks_diff(now, last) > 20:\n        print("pressed")\n    last = now\n\nbutton.irq(trigger=Pin.IRQ_FALLING, handler=on_press)',
      },
    ],
  },
  {
    name: 'quantisation for microcontrollers',
    tags: ['tinyml', 'machine-learning'],
    terms: [
      'int8 quantisation',
      'scale factor',
      'zero point',
      'activation range',
      'model size',
      'inference latency',
      'calibration set',
      'tensor arena',
    ],
    symbols: ['s', 'z', 'q', 'x_{min}', 'x_{max}'],
    formulas: [
      'q = \\mathrm{round}\\left(\\frac{x}{s}\\right) + z',
      's = \\frac{x_{max} - x_{min}}{255}',
      'x \\approx s\\,(q - z)',
    ],
    code: [
      {
        language: 'python',
        code: 'def quantise(values, lo, hi):\n    scale = (hi - lo) / 255\n    zero = round(-lo / scale) - 128\n    return [max(-128, min(127, round(v / scale) + zero)) for v in values], scale, zero',
      },
      {
        language: 'cpp',
        code: 'int8_t quantise(float x, float scale, int zeroPoint) {\n  int q = (int)lroundf(x / scale) + zeroPoint;\n  return (int8_t)(q < -128 ? -128 : q > 127 ? 127 : q);\n}',
      },
    ],
  },
  {
    name: 'micromouse maze solving',
    tags: ['micromouse', 'robotics'],
    terms: [
      'flood fill',
      'wall sensor',
      'maze cell',
      'shortest path',
      'turn profile',
      'wheel odometry',
      'search run',
      'speed run',
    ],
    symbols: ['d(c)', 'v_{max}', 'a_{max}', '\\omega'],
    formulas: ['d(c) = 1 + \\min_{n \\in N(c)} d(n)', 't = \\frac{v_{max}}{a_{max}} + \\frac{L}{v_{max}}'],
    code: [
      {
        language: 'python',
        code: 'from collections import deque\n\ndef flood(walls, goal, size=16):\n    dist = {goal: 0}\n    queue = deque([goal])\n    while queue:\n        cell = queue.popleft()\n        for n in walls.open_neighbours(cell):\n            if n not in dist:\n                dist[n] = dist[cell] + 1\n                queue.append(n)\n    return dist',
      },
    ],
  },
  {
    name: 'reading sensors with an ADC',
    tags: ['sensors', 'electronics'],
    terms: [
      'analog-to-digital converter',
      'reference voltage',
      'resolution',
      'voltage divider',
      'thermistor',
      'oversampling',
      'noise floor',
      'sample rate',
    ],
    symbols: ['V_{ref}', 'N', 'n', 'R_1', 'R_2', 'V_{out}'],
    formulas: [
      'V = \\frac{N}{2^n - 1}\\, V_{ref}',
      'V_{out} = V_{in} \\frac{R_2}{R_1 + R_2}',
      '\\frac{1}{T} = \\frac{1}{T_0} + \\frac{1}{B} \\ln\\frac{R}{R_0}',
    ],
    code: [
      {
        language: 'python',
        code: 'from machine import ADC, Pin\n\nadc = ADC(Pin(26))\n\ndef volts(samples=16):\n    total = sum(adc.read_u16() for _ in range(samples))\n    return total / samples / 65535 * 3.3',
      },
      {
        language: 'cpp',
        code: 'float readVolts(int pin, int samples = 16) {\n  long total = 0;\n  for (int i = 0; i < samples; i++) total += analogRead(pin);\n  return total / (float)samples / 1023.0f * 5.0f;\n}',
      },
    ],
  },
  {
    name: 'PWM and motor drivers',
    tags: ['electronics', 'embedded-systems'],
    terms: [
      'duty cycle',
      'H-bridge',
      'flyback diode',
      'PWM frequency',
      'stall current',
      'back EMF',
      'servo pulse',
      'dead time',
    ],
    symbols: ['D', 'V_{avg}', 'f_{PWM}', 'I_{stall}'],
    formulas: [
      'V_{avg} = D \\cdot V_{supply}',
      'D = \\frac{t_{on}}{t_{on} + t_{off}}',
      'V = I R + k_e \\omega',
    ],
    code: [
      {
        language: 'python',
        code: 'from machine import Pin, PWM\n\nservo = PWM(Pin(15), freq=50)\n\ndef angle(deg):\n    us = 500 + deg / 180 * 2000\n    servo.duty_ns(int(us * 1000))',
      },
      {
        language: 'cpp',
        code: 'void setMotor(int pwmPin, int dirPin, float speed) {\n  digitalWrite(dirPin, speed >= 0 ? HIGH : LOW);\n  analogWrite(pwmPin, (int)(fabs(speed) * 255));\n}',
      },
    ],
  },
  {
    name: 'filters for noisy signals',
    tags: ['electronics', 'sensors'],
    terms: [
      'low-pass filter',
      'cut-off frequency',
      'moving average',
      'exponential smoothing',
      'phase lag',
      'aliasing',
      'sampling theorem',
    ],
    symbols: ['f_c', '\\tau', '\\alpha', 'f_s'],
    formulas: ['f_c = \\frac{1}{2\\pi R C}', 'y_k = \\alpha x_k + (1 - \\alpha) y_{k-1}', 'f_s > 2 f_{max}'],
    code: [
      {
        language: 'cpp',
        code: 'float smooth(float previous, float sample, float alpha) {\n  return alpha * sample + (1 - alpha) * previous;\n}',
      },
      {
        language: 'python',
        code: 'def moving_average(values, n=8):\n    window = []\n    for v in values:\n        window.append(v)\n        if len(window) > n:\n            window.pop(0)\n        yield sum(window) / len(window)',
      },
    ],
  },
  {
    name: 'I2C and SPI buses',
    tags: ['embedded-systems', 'microcontrollers'],
    terms: [
      'clock stretching',
      'pull-up resistors',
      'chip select',
      'register map',
      'bus address',
      'clock polarity',
      'logic analyser',
      'burst read',
    ],
    symbols: ['f_{SCL}', 'C_b', 'R_p', 't_r'],
    formulas: ['R_{p,max} = \\frac{t_r}{0.8473\\, C_b}'],
    code: [
      {
        language: 'python',
        code: 'from machine import I2C, Pin\n\ni2c = I2C(0, scl=Pin(1), sda=Pin(0), freq=400_000)\nprint([hex(a) for a in i2c.scan()])\nwho_am_i = i2c.readfrom_mem(0x68, 0x75, 1)',
      },
      {
        language: 'cpp',
        code: 'uint8_t readRegister(uint8_t address, uint8_t reg) {\n  Wire.beginTransmission(address);\n  Wire.write(reg);\n  Wire.endTransmission(false);\n  Wire.requestFrom(address, (uint8_t)1);\n  return Wire.read();\n}',
      },
    ],
  },
  {
    name: 'neural networks on small devices',
    tags: ['tinyml', 'machine-learning', 'microcontrollers'],
    terms: [
      'keyword spotting',
      'feature extraction',
      'dense layer',
      'activation function',
      'training set',
      'overfitting',
      'confusion matrix',
      'spectrogram',
    ],
    symbols: ['W', 'b', '\\sigma(z)', '\\hat{y}', 'L'],
    formulas: [
      '\\hat{y} = \\sigma(W x + b)',
      'L = -\\sum_i y_i \\log \\hat{y}_i',
      '\\sigma(z) = \\frac{1}{1 + e^{-z}}',
    ],
    code: [
      {
        language: 'python',
        code: 'import numpy as np\n\ndef dense(x, w, b):\n    return np.maximum(0, x @ w + b)\n\ndef softmax(z):\n    e = np.exp(z - z.max())\n    return e / e.sum()',
      },
    ],
  },
  {
    name: 'writing firmware in C++',
    tags: ['programming', 'embedded-systems'],
    terms: [
      'fixed-width integers',
      'bit mask',
      'ring buffer',
      'stack usage',
      'compile-time constant',
      'volatile register',
      'fixed-point arithmetic',
    ],
    symbols: ['2^{n}', 'Q_{15}', 'n \\bmod 8'],
    formulas: [
      'x_{Q15} = \\mathrm{round}\\left(x \\cdot 2^{15}\\right)',
      'a \\bmod 2^k = a \\mathbin{\\&} (2^k - 1)',
    ],
    code: [
      {
        language: 'cpp',
        code: 'template <typename T, size_t N>\nclass RingBuffer {\n  T items[N];\n  size_t head = 0, count = 0;\n public:\n  void push(T value) {\n    items[(head + count) % N] = value;\n    if (count < N) count++; else head = (head + 1) % N;\n  }\n};',
      },
      {
        language: 'cpp',
        code: 'constexpr uint32_t bit(unsigned n) { return 1u << n; }\n\nvoid setPin(volatile uint32_t &port, unsigned n, bool on) {\n  if (on) port |= bit(n);\n  else port &= ~bit(n);\n}',
      },
    ],
  },
];

/** Boards and parts the prose mentions. */
export const boards = [
  'Arduino Uno',
  'ESP32',
  'Raspberry Pi Pico',
  'STM32 Nucleo',
  'Teensy 4.1',
  'nRF52840 DK',
  'Arduino Nano 33 BLE',
  'ESP32-S3',
] as const;
