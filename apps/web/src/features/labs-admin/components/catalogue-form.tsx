/** The edit form of whichever catalogue is open. */
import type { AdminLabsCatalogue } from '@tinkerlabs/contract/admin-labs';
import type { FieldErrors } from '@/components/moderation/field-errors.ts';
import type {
  BoardForm as BoardValues,
  HardwareForm as HardwareValues,
  LabsForm,
} from '../lib/labs-forms.ts';
import type {
  ProgrammingForm as ProgrammingValues,
  SimulatorForm as SimulatorValues,
} from '../lib/labs-forms.ts';
import { BoardForm } from './board-form.tsx';
import { HardwareForm } from './hardware-form.tsx';
import { ProgrammingForm } from './programming-form.tsx';
import { SimulatorForm } from './simulator-form.tsx';

export function CatalogueForm({
  catalogue,
  value,
  errors,
  onChange,
}: {
  catalogue: AdminLabsCatalogue;
  value: LabsForm;
  errors: FieldErrors;
  onChange: (patch: Partial<LabsForm>) => void;
}) {
  switch (catalogue) {
    case 'hardware':
      return <HardwareForm value={value as HardwareValues} errors={errors} onChange={onChange} />;
    case 'boards':
      return <BoardForm value={value as BoardValues} errors={errors} onChange={onChange} />;
    case 'simulators':
      return <SimulatorForm value={value as SimulatorValues} errors={errors} onChange={onChange} />;
    case 'programming':
      return <ProgrammingForm value={value as ProgrammingValues} errors={errors} onChange={onChange} />;
  }
}
