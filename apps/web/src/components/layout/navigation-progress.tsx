/** A thin bar under the header while the next page (its code or data) is loading. */
import { useNavigation } from 'react-router';

export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-primary-100"
    >
      <div className="h-full w-1/3 animate-[pulse_1s_ease-in-out_infinite] bg-secondary-500" />
    </div>
  );
}
