// Any address no route matches. Rendered per request (not the build's prerendered 404), so the frame around the
// not-found page carries the brand and public URLs of the running configuration.
import { notFound } from 'next/navigation';
import { connection } from 'next/server';

export default async function MissingPage(): Promise<never> {
  await connection();
  notFound();
}
