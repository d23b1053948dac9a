import { SectionIntro } from '@/components/section-intro.tsx';
import { ProfileSettings } from '@/features/profile/components/profile-settings.tsx';

export function Component() {
  return (
    <SectionIntro
      title="Profile"
      intro="Your account: email address, username and the devices where you are signed in."
    >
      <ProfileSettings />
    </SectionIntro>
  );
}
