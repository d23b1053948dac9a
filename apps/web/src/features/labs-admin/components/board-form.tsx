/**
 * The fields of a development board, as /labs/development-boards and its comparison show them: the
 * specifications as numbers with their units, the radios as checkboxes.
 */
import { boardFamilies, wirelessKinds } from '@tinkerlabs/contract/boards';
import { FieldMessage, FormField } from '@/components/moderation/form-field.tsx';
import { labelClass } from '@/components/ui/control-styles.ts';
import { labelFromSlug } from '@/lib/label-from-slug.ts';
import type { BoardForm as BoardValues } from '../lib/labs-forms.ts';
import { textProps, type CatalogueFormProps } from './fields/catalogue-form-props.ts';
import { ChoiceField } from './fields/choice-field.tsx';
import { NumberField } from './fields/number-field.tsx';
import { TextListField } from './fields/text-list-field.tsx';
import { IdentityFields, TagsField } from './identity-fields.tsx';

const familyOptions = boardFamilies.map((value) => ({ value, label: labelFromSlug(value) }));

type NumericKey = {
  [K in keyof BoardValues]: BoardValues[K] extends number | null | undefined ? K : never;
}[keyof BoardValues];

const specs: { key: NumericKey; label: string; unit?: string }[] = [
  { key: 'clockMHz', label: 'Clock', unit: 'MHz' },
  { key: 'flashKB', label: 'Flash', unit: 'KB' },
  { key: 'ramKB', label: 'RAM', unit: 'KB' },
  { key: 'gpio', label: 'GPIO pins' },
  { key: 'adcChannels', label: 'ADC channels' },
  { key: 'adcBits', label: 'ADC resolution', unit: 'bits' },
  { key: 'dacChannels', label: 'DAC channels' },
  { key: 'pwmChannels', label: 'PWM channels' },
  { key: 'logicVoltage', label: 'Logic voltage', unit: 'V' },
  { key: 'releasedYear', label: 'Released', unit: 'year' },
  { key: 'priceUSD', label: 'Price', unit: 'USD' },
];

export function BoardForm(props: CatalogueFormProps<BoardValues>) {
  const { value, errors, onChange } = props;
  const toggleRadio = (kind: (typeof wirelessKinds)[number], on: boolean) =>
    onChange({ wireless: on ? [...value.wireless, kind] : value.wireless.filter((w) => w !== kind) });
  return (
    <div className="space-y-5">
      <IdentityFields {...props} slugExample="esp32-devkitc" />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...textProps(props, 'manufacturer', 'Manufacturer')} />
        <ChoiceField
          id="labs-family"
          label="Family"
          value={value.family}
          options={familyOptions}
          error={errors.family}
          onChange={(family) => onChange({ family: family as BoardValues['family'] })}
        />
        <FormField {...textProps(props, 'mcu', 'Microcontroller', { hint: 'Such as ESP32-S3 or RP2040.' })} />
        <FormField {...textProps(props, 'core', 'Core', { hint: 'Such as Arm Cortex-M4F, 1 core.' })} />
      </div>
      <fieldset>
        <legend className="text-base font-semibold text-neutral-900 dark:text-white">Specifications</legend>
        <p className="text-xs text-neutral-600 dark:text-neutral-400">
          Leave a number empty when it is not known.
        </p>
        <div className="mt-2 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {specs.map((spec) => (
            <NumberField
              key={spec.key}
              id={`labs-${spec.key}`}
              label={spec.label}
              unit={spec.unit}
              value={value[spec.key] ?? null}
              error={errors[spec.key]}
              onChange={(n) => onChange({ [spec.key]: spec.key === 'priceUSD' ? (n ?? Number.NaN) : n })}
            />
          ))}
        </div>
      </fieldset>
      <fieldset aria-describedby={errors.wireless ? 'labs-wireless-error' : undefined}>
        <legend className={labelClass}>Radios on board</legend>
        <div className="mt-1 flex flex-wrap gap-x-5 gap-y-2">
          {wirelessKinds.map((kind) => (
            <label
              key={kind}
              className="inline-flex items-center gap-2 text-sm text-neutral-800 dark:text-neutral-200"
            >
              <input
                type="checkbox"
                checked={value.wireless.includes(kind)}
                onChange={(event) => toggleRadio(kind, event.target.checked)}
                className="size-4 accent-primary-700"
              />
              {labelFromSlug(kind)}
            </label>
          ))}
        </div>
        <FieldMessage id="labs-wireless-error" message={errors.wireless} />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField {...textProps(props, 'usb', 'USB connector', { hint: 'Such as USB-C.' })} />
        <FormField
          {...textProps(props, 'inputVoltage', 'Input voltage', { hint: 'Such as 5 V over USB.' })}
        />
        <FormField {...textProps(props, 'formFactor', 'Form factor', { hint: 'Such as Feather or Nano.' })} />
      </div>
      <FormField {...textProps(props, 'summary', 'Summary', { multiline: true, rows: 3 })} />
      <TextListField
        id="labs-highlights"
        label="Highlights"
        itemLabel="Highlight"
        values={value.highlights}
        error={errors.highlights}
        onChange={(highlights) => onChange({ highlights })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...textProps(props, 'datasheetUrl', 'Datasheet address')} />
        <FormField {...textProps(props, 'productUrl', 'Product page address')} />
      </div>
      <TagsField {...props} />
    </div>
  );
}
