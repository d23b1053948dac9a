/** /contact: the contact form, and what to write to us about. */
import { SectionIntro } from '@/components/section-intro.tsx';
import { ContactForm } from '@/features/contact/components/contact-form.tsx';

export function Component() {
  return (
    <SectionIntro
      title="Contact"
      intro="Questions, corrections or ideas for a new lab: send us a message and an editor will answer by email."
    >
      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <ContactForm />
        <div className="text-sm text-neutral-700 dark:text-neutral-300">
          <h2 className="text-base font-semibold text-neutral-900 dark:text-white">Good reasons to write</h2>
          <ul className="mt-3 list-disc space-y-2 pl-5">
            <li>A mistake in an article, a lesson or a board’s figures.</li>
            <li>A dead link, or a price that has changed.</li>
            <li>A store, a part or a project we should list.</li>
            <li>An idea for a lab, a simulator or a lesson.</li>
          </ul>
          <p className="mt-4">
            We use your address only to answer you. Members can also suggest stores, parts, projects and
            articles from their dashboard.
          </p>
        </div>
      </div>
    </SectionIntro>
  );
}
