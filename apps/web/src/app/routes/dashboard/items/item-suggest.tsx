import { SectionIntro } from '@/components/section-intro.tsx';

export function Component() {
  return (
    <SectionIntro
      title="Suggest an Item"
      intro="Suggest a part for a store's catalogue, with its part number, price and link."
    />
  );
}
