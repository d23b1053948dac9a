/**
 * "development-boards" → "Development boards", "pcb-assembly" → "PCB assembly": a readable label for
 * a category slug, with the acronyms and names of the field written as people write them.
 */
const wordForms: Record<string, string> = {
  ai: 'AI',
  esp32: 'ESP32',
  i2c: 'I2C',
  iot: 'IoT',
  led: 'LED',
  leds: 'LEDs',
  pcb: 'PCB',
  pcbs: 'PCBs',
  pi: 'Pi',
  raspberry: 'Raspberry',
  usb: 'USB',
};

export function labelFromSlug(slug: string): string {
  const words = slug.split(/[-_\s]+/).filter(Boolean);
  return words
    .map((word, index) => {
      const known = wordForms[word.toLowerCase()];
      if (known) return known;
      return index === 0 ? word[0]!.toUpperCase() + word.slice(1) : word;
    })
    .join(' ');
}
