// /community/settings: the first section.
import { permanentRedirect } from 'next/navigation';

export default function SettingsPage() {
  permanentRedirect('/community/settings/profile');
}
