/** The fields of a simulator or emulator, as the /labs/simulators pages show them. */
import { simulatorCategories } from '@tinkerlabs/contract/simulators';
import { FormField } from '@/components/moderation/form-field.tsx';
import { simulatorCategoryLabels } from '../lib/catalogues.ts';
import type { SimulatorForm as SimulatorValues } from '../lib/labs-forms.ts';
import { textProps, type CatalogueFormProps } from './fields/catalogue-form-props.ts';
import { ChoiceField } from './fields/choice-field.tsx';
import { TextListField } from './fields/text-list-field.tsx';
import { IdentityFields, TagsField } from './identity-fields.tsx';

const categoryOptions = simulatorCategories.map((value) => ({
  value,
  label: simulatorCategoryLabels[value]!,
}));

export function SimulatorForm(props: CatalogueFormProps<SimulatorValues>) {
  const { value, errors, onChange } = props;
  return (
    <div className="space-y-5">
      <IdentityFields {...props} slugExample="gymnasium" />
      <ChoiceField
        id="labs-category"
        label="Category (the page that lists it)"
        value={value.category}
        options={categoryOptions}
        error={errors.category}
        onChange={(category) => onChange({ category: category as SimulatorValues['category'] })}
      />
      <FormField {...textProps(props, 'summary', 'Summary', { multiline: true, rows: 2 })} />
      <FormField {...textProps(props, 'description', 'Description', { multiline: true, rows: 6 })} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          {...textProps(props, 'url', 'Address', { hint: 'Where to use or download it, https://….' })}
        />
        <FormField {...textProps(props, 'repositoryUrl', 'Repository address')} />
      </div>
      <FormField {...textProps(props, 'license', 'Licence', { hint: 'Such as MIT or GPL-3.0.' })} />
      <TextListField
        id="labs-platforms"
        label="Platforms"
        itemLabel="Platform"
        values={value.platforms}
        error={errors.platforms}
        onChange={(platforms) => onChange({ platforms })}
      />
      <TagsField {...props} />
    </div>
  );
}
