/** The parts generated stores sell, with a part number stem and a typical price in US dollars. */

export interface Part {
  name: string;
  code: string;
  category: string;
  priceUsd: number;
}

export const parts: readonly Part[] = [
  { name: 'ESP32-S3 development board', code: 'ESP32S3-DEVKITC', category: 'microcontrollers', priceUsd: 15 },
  { name: 'Raspberry Pi Pico W', code: 'RP2040-PICOW', category: 'microcontrollers', priceUsd: 6 },
  { name: 'Arduino Uno R4 Minima', code: 'ABX00080', category: 'microcontrollers', priceUsd: 20 },
  { name: 'STM32 Nucleo-F411RE', code: 'NUCLEO-F411RE', category: 'microcontrollers', priceUsd: 14 },
  { name: 'Teensy 4.1', code: 'TEENSY41', category: 'microcontrollers', priceUsd: 32 },
  { name: 'MPU-6050 six-axis IMU breakout', code: 'GY-521', category: 'sensors', priceUsd: 4 },
  {
    name: 'BME280 temperature, humidity and pressure sensor',
    code: 'BME280-BRK',
    category: 'sensors',
    priceUsd: 9,
  },
  { name: 'VL53L0X time-of-flight distance sensor', code: 'VL53L0X-BRK', category: 'sensors', priceUsd: 8 },
  { name: 'HC-SR04 ultrasonic range finder', code: 'HC-SR04', category: 'sensors', priceUsd: 3 },
  { name: 'TCRT5000 reflective line sensor', code: 'TCRT5000', category: 'sensors', priceUsd: 1 },
  { name: 'N20 gear motor with encoder, 300 rpm', code: 'N20-300-ENC', category: 'motors', priceUsd: 9 },
  { name: 'SG90 micro servo', code: 'SG90', category: 'motors', priceUsd: 3 },
  { name: 'NEMA 17 stepper motor, 1.7 A', code: '17HS4401', category: 'motors', priceUsd: 12 },
  { name: 'TB6612FNG dual motor driver', code: 'TB6612FNG-BRK', category: 'motor drivers', priceUsd: 6 },
  { name: 'DRV8825 stepper driver', code: 'DRV8825', category: 'motor drivers', priceUsd: 4 },
  { name: 'SSD1306 OLED display, 128×64', code: 'SSD1306-096', category: 'displays', priceUsd: 5 },
  { name: 'ILI9341 colour TFT, 2.8 inch', code: 'ILI9341-28', category: 'displays', priceUsd: 11 },
  { name: 'LM2596 buck converter module', code: 'LM2596-ADJ', category: 'power', priceUsd: 3 },
  { name: 'AMS1117 3.3 V regulator', code: 'AMS1117-33', category: 'power', priceUsd: 0.4 },
  { name: '18650 Li-ion cell, 3000 mAh', code: 'INR18650-30Q', category: 'power', priceUsd: 6 },
  { name: 'Resistor kit, 600 pieces', code: 'RES-KIT-600', category: 'passives', priceUsd: 8 },
  { name: 'Ceramic capacitor kit', code: 'CAP-KIT-MLCC', category: 'passives', priceUsd: 9 },
  { name: 'nRF24L01+ radio module', code: 'NRF24L01P', category: 'wireless', priceUsd: 2 },
  { name: 'SX1276 LoRa module, 868 MHz', code: 'RFM95W-868', category: 'wireless', priceUsd: 14 },
  { name: 'Breadboard, 830 points', code: 'BB-830', category: 'tools', priceUsd: 5 },
  { name: 'Logic analyser, 8 channels, 24 MHz', code: 'LA-8CH-24M', category: 'tools', priceUsd: 12 },
  { name: 'Two-wheel robot chassis kit', code: 'CHASSIS-2WD', category: 'robot kits', priceUsd: 18 },
];

export const partCategories = [...new Set(parts.map((p) => p.category))];
