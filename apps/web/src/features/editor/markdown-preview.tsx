'use client';
// The rendered preview of a markdown source, styled as the published page will be.
import { useEffect, useState } from 'react';
import { articleSegments } from '@/components/content/article-segments';
import articleStyles from '@/components/content/article-body.module.css';
import { renderPreview, type PreviewPreset } from './render-preview';
import { ENGLISH_EDITOR_WORDS, type EditorWords } from './editor-words';
import styles from './markdown-editor.module.css';

const RENDER_DELAY_MS = 150;

/** Renders `source` with the server's renderer, a moment after typing pauses. */
export function MarkdownPreview({
  source,
  preset,
  id,
  words = ENGLISH_EDITOR_WORDS,
}: {
  source: string;
  preset: PreviewPreset;
  id?: string;
  /** What the preview says while it has nothing to show (English when not given). */
  words?: Pick<EditorWords, 'nothingToPreview' | 'previewFailed' | 'renderingPreview'>;
}) {
  const [html, setHtml] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    const timer = setTimeout(() => {
      renderPreview(source, preset).then(
        (result) => {
          if (!isCurrent) return;
          setHtml(result);
          setFailed(false);
        },
        () => {
          if (isCurrent) setFailed(true);
        },
      );
    }, RENDER_DELAY_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [source, preset]);

  if (!source.trim()) return <p className={styles.previewEmpty}>{words.nothingToPreview}</p>;
  if (failed) return <p className={styles.previewEmpty}>{words.previewFailed}</p>;
  if (html === null) return <p className={styles.previewEmpty}>{words.renderingPreview}</p>;
  return (
    <div className={articleStyles.article} id={id} data-testid="markdown-preview">
      {articleSegments(html).map((segment, index) =>
        segment.kind === 'html' ? (
          <div
            key={index}
            className={articleStyles.flow}
            dangerouslySetInnerHTML={{ __html: segment.html }}
          />
        ) : (
          <div
            key={index}
            className={articleStyles.codeBlock}
            dangerouslySetInnerHTML={{ __html: segment.html }}
          />
        ),
      )}
    </div>
  );
}
