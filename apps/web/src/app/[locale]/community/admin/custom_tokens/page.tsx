// /community/admin/custom_tokens (community-app §2): create (the secret shown once), list and revoke tokens.
import { CustomTokensScreen } from '@/features/admin/custom-tokens/custom-tokens-screen';
import { adminMetadata } from '@/features/admin/shell/metadata';

export const metadata = adminMetadata('Custom tokens');

export default function Page() {
  return <CustomTokensScreen />;
}
