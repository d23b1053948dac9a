import { SectionIntro } from '@/components/section-intro.tsx';
import { SignInForm } from '@/features/auth/components/sign-in-form.tsx';

export function Component() {
  return (
    <SectionIntro
      title="Sign In"
      intro="Sign in with your email address: we send you a link, no password needed."
    >
      <div className="mt-8 max-w-md rounded-xl border border-neutral-200 p-6 shadow-sm dark:border-neutral-800">
        <SignInForm autoFocus />
      </div>
    </SectionIntro>
  );
}
