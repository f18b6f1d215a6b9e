// /community/user/{slug}: where a markdown @mention links (spec: community-app §2, "A user mention links to
// /community/user/{slug}"); the profile itself lives at /community/users/{slug}, so this answers 308 to it.
import { userProfilePath } from '@reef/core';

type Context = { params: Promise<{ slug: string }> };

async function redirectToProfile(_request: Request, { params }: Context): Promise<Response> {
  const { slug } = await params;
  return new Response(null, {
    status: 308,
    headers: { location: userProfilePath(slug), 'cache-control': 'public, max-age=86400' },
  });
}

export { redirectToProfile as GET, redirectToProfile as HEAD };
