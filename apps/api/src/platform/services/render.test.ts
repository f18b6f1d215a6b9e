import { describe, expect, it } from 'vitest';
import { render } from './render.js';

describe('render', () => {
  it('gives the search text of a body: no heading anchors or code labels, entities decoded', () => {
    const { text } = render(
      '### Introduction\n\nTom &amp; Jerry <3\n\n<$>[note]\n**Note:** a callout.\n<$>\n\n```command\n[label server.js]\nsudo apt install nginx\n```\n',
    );
    expect(text).toBe('Introduction Tom & Jerry <3 Note: a callout. sudo apt install nginx');
  });

  it('lists the members a body mentions, as its links show them', () => {
    expect(render('Ask @Ana or `@bob`, [not @carl](/x).', 'question').mentions).toEqual(['ana']);
  });
});
