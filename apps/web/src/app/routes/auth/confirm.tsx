import { SectionIntro } from '@/components/section-intro.tsx';
import { ConfirmSignIn } from '@/features/auth/components/confirm-sign-in.tsx';

export function Component() {
  return (
    <SectionIntro
      title="Confirming Sign-In"
      intro="This page completes the sign-in started from the link in your email."
    >
      <ConfirmSignIn />
    </SectionIntro>
  );
}
