/** The fields of a hardware component, as /labs/hardware shows them. */
import { hardwareCategories } from '@tinkerlabs/contract/hardware';
import { FormField } from '@/components/moderation/form-field.tsx';
import { labelFromSlug } from '@/lib/label-from-slug.ts';
import type { HardwareForm as HardwareValues } from '../lib/labs-forms.ts';
import { textProps, type CatalogueFormProps } from './fields/catalogue-form-props.ts';
import { ChoiceField } from './fields/choice-field.tsx';
import { NumberField } from './fields/number-field.tsx';
import { RowListField } from './fields/row-list-field.tsx';
import { TextListField } from './fields/text-list-field.tsx';
import { IdentityFields, TagsField } from './identity-fields.tsx';

const categoryOptions = hardwareCategories.map((value) => ({ value, label: labelFromSlug(value) }));

export function HardwareForm(props: CatalogueFormProps<HardwareValues>) {
  const { value, errors, onChange } = props;
  return (
    <div className="space-y-5">
      <IdentityFields {...props} slugExample="hc-sr04" />
      <ChoiceField
        id="labs-category"
        label="Category"
        value={value.category}
        options={categoryOptions}
        error={errors.category}
        onChange={(category) => onChange({ category: category as HardwareValues['category'] })}
      />
      <FormField {...textProps(props, 'summary', 'Summary', { multiline: true, rows: 2 })} />
      <FormField {...textProps(props, 'description', 'Description', { multiline: true, rows: 6 })} />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField {...textProps(props, 'interface', 'Interface', { hint: 'Such as I2C, SPI or UART.' })} />
        <FormField {...textProps(props, 'supplyVoltage', 'Supply voltage', { hint: 'Such as 3.3–5 V.' })} />
        <NumberField
          id="labs-priceUSD"
          label="Price"
          unit="USD"
          value={value.priceUSD ?? null}
          error={errors.priceUSD}
          onChange={(priceUSD) => onChange({ priceUSD })}
        />
      </div>
      <RowListField
        id="labs-keySpecs"
        label="Key specifications"
        itemLabel="Specification"
        columns={[
          { key: 'label', label: 'Label' },
          { key: 'value', label: 'Value' },
        ]}
        rows={value.keySpecs}
        error={errors.keySpecs}
        onChange={(keySpecs) => onChange({ keySpecs })}
      />
      <TextListField
        id="labs-typicalUses"
        label="Typical uses"
        itemLabel="Use"
        values={value.typicalUses}
        error={errors.typicalUses}
        onChange={(typicalUses) => onChange({ typicalUses })}
      />
      <FormField {...textProps(props, 'wiringNotes', 'Wiring notes', { multiline: true, rows: 3 })} />
      <FormField
        {...textProps(props, 'datasheetUrl', 'Datasheet address', {
          hint: 'A full address starting with https://.',
        })}
      />
      <TagsField {...props} />
    </div>
  );
}
