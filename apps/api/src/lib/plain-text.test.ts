import { describe, expect, it } from 'vitest';
import { render } from '../services/render.js';
import { decodeEntities, htmlToPlainText } from './plain-text.js';

describe('htmlToPlainText', () => {
  it('drops tags, heading anchors and code labels, and decodes entities', () => {
    const html = render(
      '### Introduction\n\nTom &amp; Jerry <3\n\n<$>[note]\n**Note:** a callout.\n<$>\n\n```command\n[label server.js]\nsudo apt install nginx\n```\n',
    ).html;
    const text = htmlToPlainText(html);
    expect(text).toBe('Introduction Tom & Jerry <3 Note: a callout. sudo apt install nginx');
  });

  it('keeps words of adjacent blocks apart', () => {
    expect(htmlToPlainText('<p>one</p><p>two</p><em>th</em>ree')).toBe('one two three');
  });

  it('decodes numeric references and leaves unknown ones alone', () => {
    expect(decodeEntities('&#x24; &#36; &bogus; &#0;')).toBe('$ $ &bogus; &#0;');
  });
});
