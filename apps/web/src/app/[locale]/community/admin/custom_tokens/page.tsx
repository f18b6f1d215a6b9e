// /community/admin/custom_tokens (community-app §2): create (the secret shown once), list and revoke tokens.
import { CustomTokensScreen } from '@/features/admin/custom-tokens/custom-tokens-screen';
import { customTokensWords } from '@/features/admin/custom-tokens/custom-tokens-words';
import type { Metadata } from 'next';
import { adminMetadata } from '@/features/admin/shell/metadata';
import { getT } from '@/i18n/translate';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('admin');
  return adminMetadata(t('sidebar.entries.custom_tokens'));
}

export default async function Page() {
  return <CustomTokensScreen words={await customTokensWords()} />;
}
