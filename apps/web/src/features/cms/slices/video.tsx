// Video embed: a YouTube (privacy-enhanced host) or Vimeo player by video id — never an address the editor
// typed — in a 16:9 frame, with its title as the frame's name and an optional caption. The host's player loads
// only when the reader presses play (video-player.tsx).
import { z } from 'zod';
import { field, optionalText, primaryOnly, text, withAliases } from './fields';
import { defineSlice } from './types';
import { VideoPlayer } from './video-player';
import styles from './slices.module.css';

const schema = primaryOnly(
  z
    .preprocess(
      withAliases({ id: ['video_id'], title: ['heading', 'name'], caption: ['text'] }),
      z.object({
        provider: z.enum(['youtube', 'vimeo']).default('youtube'),
        id: z
          .string()
          .trim()
          .regex(/^[A-Za-z0-9_-]{1,64}$/, 'a video id is letters, digits, - and _'),
        title: text(200),
        caption: optionalText(500),
      }),
    )
    .refine((p) => p.provider !== 'vimeo' || /^\d+$/.test(p.id), 'a Vimeo id is a number'),
);

/** The player address of a video (only these two hosts, which the Content-Security-Policy allows). */
export function videoEmbedUrl(provider: 'youtube' | 'vimeo', id: string): string {
  return provider === 'vimeo'
    ? `https://player.vimeo.com/video/${id}`
    : `https://www.youtube-nocookie.com/embed/${id}`;
}

export const videoSlice = defineSlice({
  types: ['video', 'video_embed'],
  label: 'Video',
  fields: {
    primary: [
      field('provider', 'Provider', 'text', 'youtube or vimeo'),
      field('id', 'Video id'),
      field('title', 'Title'),
      field('caption', 'Caption'),
    ],
  },
  schema,
  Component: ({ data, context }) => {
    const p = data.primary;
    return (
      <figure className={styles.figure}>
        <div className={styles.video}>
          <VideoPlayer
            src={videoEmbedUrl(p.provider, p.id)}
            title={p.title}
            host={p.provider === 'vimeo' ? 'Vimeo' : 'YouTube'}
            playLabel={context.words.play}
          />
        </div>
        {p.caption ? <figcaption className={styles.caption}>{p.caption}</figcaption> : null}
      </figure>
    );
  },
});
