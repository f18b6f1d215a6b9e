// Each page carries its content once (issue #33 goal 2): stripSecondCopies (server/flight-strip.mjs) cuts from a
// page's inline flight data what its HTML already holds (static regions, the text of its own inline scripts) and
// leaves every other byte of the page as it was. Checked on flight data that hand-written rows spell out, on flight
// data that the React build inside Next.js writes and reads back, and on every way of splitting it into scripts.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeFlightScripts, storedPageHtml, stripSecondCopies } from './flight-strip.mjs';

const ESCAPES = { '&': '\\u0026', '>': '\\u003e', '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };
/** An inline script as Next.js writes one (server/app-render/use-flight-response.js). */
const pushScript = (entry, nonce) =>
  `<script${nonce ? ` nonce="${nonce}"` : ''}>self.__next_f.push(${JSON.stringify(entry).replace(
    /[&><\u2028\u2029]/g,
    (c) => ESCAPES[c],
  )})</script>`;

/** The colour theme's script as the root layout puts it in the head: 1024 characters or more, so a text row. */
const themeScript = `(function(){var d=document.documentElement;${'d.dataset.x="é";'.repeat(70)}})();`;
/** A short inline script (a JSON string in the flight data). */
const shortScript = 'window.reefShort=1;';

/** A page as Next.js sends one: the HTML, then the flight data in one script per chunk, among other scripts. */
function documentOf(
  chunks,
  {
    nonce = 'n0nce',
    bodyHtml = '<main><p>Hello</p></main>',
    headHtml = `<script nonce="${nonce}">${themeScript}</script>`,
  } = {},
) {
  const scripts = chunks.map((chunk) => pushScript([1, chunk], nonce));
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${headHtml}` +
    `<script src="/_next/static/chunks/main.js" async="" nonce="${nonce}"></script></head><body>${bodyHtml}` +
    `<script nonce="${nonce}">(self.__next_f=self.__next_f||[]).push([0])</script>` +
    scripts.slice(0, 1).join('') +
    `<script type="application/ld+json">{"@type":"Article","text":"x"}</script>` +
    scripts.slice(1).join('\n') +
    `</body></html>`
  );
}

/** The flight data of a page, read back the way the browser does: each `[1, text]` script in order. */
function flightOf(html) {
  const chunks = [];
  for (const [, text] of html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) {
    if (!text.startsWith('self.__next_f.push(')) continue;
    const entry = JSON.parse(text.slice('self.__next_f.push('.length, -1));
    if (entry[0] === 1) chunks.push(entry[1]);
  }
  return chunks;
}

const bytes = (text) => Buffer.byteLength(text, 'utf8');
/** A text row as React writes one: its length in UTF-8 bytes, in hexadecimal. */
const textRow = (id, text) => `${id}:T${bytes(text).toString(16)},${text}`;

const footerText = `<p>日本語 — ${'naïve résumé 😀 Company About Careers '.repeat(40)}</p>`;
const unrelated = `<p>${'Plain text that is in no region. '.repeat(40)}</p>`;

/** Flight rows like a page's: imports, a hint, text rows, the head's scripts, a region and the rest of the tree. */
const rows = [
  `1:I[12345,["static/chunks/1.js"],"StaticRegion"]\n`,
  `2:I[23456,["static/chunks/2.js"],""]\n`,
  `:HL["/_next/static/css/a.css","style"]\n`,
  textRow('3', themeScript),
  textRow('4', footerText),
  textRow('5', unrelated),
  `0:["$","html",null,{"lang":"en","children":[["$","head",null,{"children":["$","script",null,{"nonce":"n0nce","dangerouslySetInnerHTML":{"__html":"$3"}}]}],` +
    `["$","body",null,{"children":[["$","main",null,{"children":["$","p",null,{"children":"$5"}]}],` +
    `["$","$L1",null,{"as":"footer","region":"reef-region:footer","children":[["$","$L2",null,{"href":"/about","children":"About"}],["$","div",null,{"dangerouslySetInnerHTML":{"__html":"$4"}}]]}]]}]]}]\n`,
];
const stream = rows.join('');
const expected = [
  rows[0],
  rows[1],
  rows[2],
  rows[5],
  rows[6]
    .replace('"__html":"$3"', '"__html":""')
    .replace(
      /"region":"reef-region:footer","children":\[[\s\S]*\]\}\]\]\}\]\]\}\]\n$/,
      '"region":"reef-region:footer","children":null}]]}]]}]\n',
    ),
].join('');

/** `text` cut at the given code point offsets (as TextDecoder's streaming mode cuts: never inside a character). */
function splitAt(text, cuts) {
  const points = [...text];
  const at = [...new Set(cuts.map((cut) => cut % (points.length + 1)))].sort((a, b) => a - b);
  const pieces = [];
  let last = 0;
  for (const cut of at) {
    pieces.push(points.slice(last, cut).join(''));
    last = cut;
  }
  pieces.push(points.slice(last).join(''));
  return pieces;
}

describe('stripSecondCopies', () => {
  it('cuts a region and the head’s script, and drops the text rows only they used', () => {
    const page = documentOf([stream]);
    const out = stripSecondCopies(page);
    expect(flightOf(out).join('')).toBe(expected);
    expect(out.length).toBeLessThan(page.length - themeScript.length - footerText.length);
    // The script stays in the HTML, as it was.
    expect(out).toContain(`<script nonce="n0nce">${themeScript}</script>`);
  });

  it('keeps everything but the flight data byte for byte, and a script with nothing cut in it as it was', () => {
    const cut = rows[0].length + rows[1].length + rows[2].length;
    const page = documentOf(['', stream.slice(0, cut), stream.slice(cut)]);
    const out = stripSecondCopies(page);
    const before = page.split(/<script[^>]*>self\.__next_f\.push\(\[1,[\s\S]*?<\/script>/);
    const after = out.split(/<script[^>]*>self\.__next_f\.push\(\[1,[\s\S]*?<\/script>/);
    expect(after).toEqual(before);
    // The scripts keep their nonce, and a script with nothing cut in it is left exactly as it was.
    expect(out.match(/<script nonce="n0nce">self\.__next_f/g)).toHaveLength(3);
    expect(out).toContain(pushScript([1, stream.slice(0, cut)], 'n0nce'));
    expect(out).not.toContain('naïve résumé');
  });

  it('applies an edit that spans scripts to each piece, keeping the scripts where they were', () => {
    const start = stream.indexOf('4:T');
    // Cuts inside the row's length, inside the text, and in the middle of the script's text row.
    const cuts = [start + 3, stream.indexOf('naïve') + 300, stream.indexOf('d.dataset') + 20];
    cuts.sort((a, b) => a - b);
    const pieces = [stream.slice(0, cuts[0]), ...cuts.map((cut, i) => stream.slice(cut, cuts[i + 1]))];
    const out = flightOf(stripSecondCopies(documentOf(pieces)));
    expect(out).toHaveLength(pieces.length);
    expect(out.join('')).toBe(expected);
  });

  it('cuts a short script’s text given as a string, and only the text of a script the document holds', () => {
    const head = `4:["$","head",null,{"children":[["$","script",null,{"dangerouslySetInnerHTML":{"__html":${JSON.stringify(shortScript)}}}],["$","script",null,{"dangerouslySetInnerHTML":{"__html":"window.other=2;"}}],["$","div",null,{"dangerouslySetInnerHTML":{"__html":${JSON.stringify(shortScript)}}}]]}]\n`;
    const page = documentOf([head], {
      headHtml: `<script>${shortScript}</script><script>window.changed=3;</script>`,
    });
    const out = flightOf(stripSecondCopies(page)).join('');
    expect(out).toContain('["$","script",null,{"dangerouslySetInnerHTML":{"__html":""}}]');
    expect(out).toContain('"__html":"window.other=2;"');
    // Not a script: left as it is.
    expect(out).toContain(
      `["$","div",null,{"dangerouslySetInnerHTML":{"__html":${JSON.stringify(shortScript)}}}]`,
    );
  });

  it('keeps a script’s text row that something else still refers to', () => {
    const shared = stream.replace('["$","p",null,{"children":"$5"}]', '["$","p",null,{"children":"$3"}]');
    const out = flightOf(stripSecondCopies(documentOf([shared]))).join('');
    expect(out).toContain('"__html":""');
    expect(out).toContain(textRow('3', themeScript));
  });

  it('returns a page with nothing to cut as the same string', () => {
    const page = documentOf([rows[0], rows[5]]);
    expect(stripSecondCopies(page)).toBe(page);
    const otherScript = documentOf([stream], { headHtml: '<script>window.notTheTheme=1;</script>' }).replace(
      'reef-region:footer',
      'not-a-region',
    );
    expect(stripSecondCopies(otherScript)).toBe(otherScript);
    expect(stripSecondCopies('<!DOCTYPE html><html><body>Hi</body></html>')).toBe(
      '<!DOCTYPE html><html><body>Hi</body></html>',
    );
  });

  it('leaves a page whose flight data does not read as expected exactly as it came', () => {
    const truncated = documentOf([stream.slice(0, stream.indexOf('5:T') - 5)]);
    const badLength = documentOf([stream.replace(/^3:T[0-9a-f]+,/m, '3:Tfffff,')]);
    const binary = documentOf([stream]).replace('</body>', `${pushScript([3, 'AAEC'])}</body>`);
    const notJson = documentOf([stream]).replace('self.__next_f.push([1,', 'self.__next_f.push([1,,');
    const noRows = documentOf([`not rows "reef-region:x" dangerouslySetInnerHTML\n`]);
    for (const page of [truncated, badLength, binary, notJson, noRows])
      expect(stripSecondCopies(page)).toBe(page);
  });

  it('gives the same flight data however the stream is split into scripts', () => {
    const whole = flightOf(stripSecondCopies(documentOf([stream]))).join('');
    expect(whole).toBe(expected);
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 12 }), (cuts) => {
        const pieces = splitAt(stream, cuts);
        const out = flightOf(stripSecondCopies(documentOf(pieces)));
        expect(out).toHaveLength(pieces.length);
        expect(out.join('')).toBe(whole);
      }),
      { numRuns: 200 },
    );
  });
});

/** The flight data of a page as the browser reads it: each script run against a `self` that records its pushes. */
function pushedFlightOf(html) {
  const pushed = [];
  const self = { __next_f: { push: (...entries) => pushed.push(...entries) } };
  for (const [, text] of html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g))
    if (text.startsWith('self.__next_f.push(')) new Function('self', text)(self);
  return pushed.filter((entry) => entry[0] === 1).map((entry) => entry[1]);
}

describe('mergeFlightScripts (a stored page’s flight data in one script)', () => {
  /** A page as Next.js ends one: its flight scripts in a run just before `</body>`. */
  const endingIn = (chunks, nonces = chunks.map(() => 'n0nce')) =>
    documentOf([]).replace(
      '</body>',
      `${chunks.map((chunk, i) => pushScript([1, chunk], nonces[i])).join('')}</body>`,
    );
  const tricky = `7:["$","p",null,{"children":"it's \\\\ a </script><!-- \u2028 \r ok"}]\n`;
  const cut = rows[0].length + rows[1].length;
  const pieces = ['', stream.slice(0, cut), stream.slice(cut, cut + 50), stream.slice(cut + 50), tricky];

  it('gives the browser the same flight data in one script, without JSON’s `\\"` for every quote', () => {
    const page = endingIn(pieces);
    const out = mergeFlightScripts(page);
    expect(pushedFlightOf(out)).toEqual([pieces.join('')]);
    expect(out.match(/self\.__next_f\.push\(\[1,/g)).toHaveLength(1);
    expect(out.length).toBeLessThan(page.length - 200);
    // Nothing in the text can end the script or open a comment in it.
    const start = out.indexOf(`<script nonce="n0nce">self.__next_f.push([1,'`);
    expect(out.slice(start + 8, -'</script></body></html>'.length)).not.toMatch(/<\/script|<!--/i);
    // Everything before the flight data (the HTML, the bootstrap script) is as it was.
    expect(out.slice(0, start)).toBe(page.slice(0, page.indexOf(pushScript([1, ''], 'n0nce'))));
  });

  it('leaves a page as it came when its flight data is not one run at the end with one nonce', () => {
    const noFlight = '<!DOCTYPE html><html><body>Hi</body></html>';
    const other = endingIn(pieces).replace('</body>', '<p>after</p></body>');
    const mixed = endingIn(pieces, ['n0nce', 'n0nce', undefined, 'n0nce', 'n0nce']);
    for (const page of [noFlight, other, mixed]) expect(mergeFlightScripts(page)).toBe(page);
  });

  it('keeps its own output as it is, and storedPageHtml strips then merges', () => {
    const stored = storedPageHtml(endingIn([stream.slice(0, 30), stream.slice(30)]));
    expect(mergeFlightScripts(stored)).toBe(stored);
    expect(stripSecondCopies(stored)).toBe(stored);
    expect(pushedFlightOf(stored)).toEqual([expected]);
  });
});

describe('stripSecondCopies and static regions (the footer carried once)', () => {
  const footerText = `${'Company About Careers Partners Press Legal Security '.repeat(30)}`;
  const regionRows = [
    `1:I[12345,["static/chunks/1.js"],"StaticRegion"]\n`,
    `2:I[23456,["static/chunks/2.js"],""]\n`,
    `3:I[34567,["static/chunks/3.js"],"UpvoteButton"]\n`,
    textRow('4', footerText),
    // A row only the footer uses, and one the page uses too.
    `5:["$","nav",null,{"aria-label":"Footer","children":[["$","$L2",null,{"href":"/about","prefetch":false,"children":"About"}],["$","p",null,{"children":"$4"}]]}]\n`,
    `6:["$","span",null,{"children":"Tidal Cloud"}]\n`,
    `0:["$","body",null,{"children":[["$","main",null,{"children":["$","h1",null,{"children":"$6"}]}],` +
      `["$","$L1",null,{"as":"footer","region":"reef-region:footer","className":"f","children":[["$","div",null,{"children":"$6"}],"$L5"]}],` +
      `["$","$L1",null,{"as":"aside","region":"reef-region:votes","children":["$","$L3",null,{"count":3}]}]]}]\n`,
  ];
  const page = documentOf([regionRows.join('')]);
  const out = flightOf(stripSecondCopies(page)).join('');

  it('cuts a region of HTML and links to `children: null` and drops the rows only it used', () => {
    expect(out).toContain('"region":"reef-region:footer","className":"f","children":null}]');
    expect(out).not.toContain(footerText);
    expect(out).not.toMatch(/^5:/m);
    expect(out).not.toMatch(/^4:T/m);
    // Still used by the page's heading: kept.
    expect(out).toContain(regionRows[5]);
    expect(stripSecondCopies(page).length).toBeLessThan(page.length - footerText.length);
  });

  it('leaves a region holding an island (a client component that is not a link) whole', () => {
    expect(out).toContain('"region":"reef-region:votes","children":["$","$L3",null,{"count":3}]}]');
    expect(out).toContain(regionRows[2]);
  });

  it('cuts a region holding another region with it, in one edit', () => {
    const nested = documentOf([
      regionRows.slice(0, 6).join('') +
        `0:["$","body",null,{"children":[["$","h1",null,{"children":"$6"}],["$","$L1",null,{"as":"aside","region":"reef-region:side","children":[["$","p",null,{"children":"About the author"}],["$","$L1",null,{"region":"reef-region:share","children":["$","$L2",null,{"href":"/share","children":"Share"}]}],"$L5"]}]]}]\n`,
    ]);
    const cut = flightOf(stripSecondCopies(nested)).join('');
    expect(cut).toContain('"region":"reef-region:side","children":null}]');
    expect(cut).not.toContain('reef-region:share');
    expect(cut).not.toContain('About the author');
    expect(cut).not.toMatch(/^5:/m);
  });

  it('cuts no region of Next.js’s error shell (a not-found page), whose HTML holds none of them', () => {
    const shell = page
      .replace('<html lang="en">', '<html id="__next_error__">')
      .replace('<main><p>Hello</p></main>', '');
    expect(stripSecondCopies(shell)).toBe(shell);
  });

  it('leaves a page whose regions are all islands as it came', () => {
    const islands = documentOf([
      regionRows[2] + regionRows[6].replace(/,\["\$","\$L1",null,\{"as":"footer"[\s\S]*?"\$L5"\]\}\]/, ''),
    ]);
    expect(flightOf(islands).join('')).toContain('reef-region:votes');
    expect(stripSecondCopies(islands)).toBe(islands);
  });
});

describe('stripSecondCopies and the head’s tags (description, canonical, alternates carried once)', () => {
  const description = 'Install Redis, set a password & choose "RDB" or <AOF>.';
  const headRows = [
    `1:I[45678,["static/chunks/4.js"],"IconMark"]\n`,
    `0:{"h":["$","div",null,{"hidden":true,"children":["$","$f",null,{"name":"Next.Metadata","children":"$L2"}]}]}\n`,
    `2:[["$","title","0",{"children":"Redis | Tidal Cloud"}],` +
      `["$","meta","1",{"name":"description","content":${JSON.stringify(description)}}],` +
      `["$","link","2",{"rel":"canonical","href":"https://tidal.example/community/tutorials/redis"}],` +
      `["$","link","3",{"rel":"alternate","hrefLang":"de","href":"https://tidal.example/de/community/tutorials/redis"}],` +
      `["$","meta","4",{"property":"og:title","content":"Redis, but not as the head has it"}],` +
      `["$","$L1","5",{}]]\n`,
  ];
  // The head as React's server renderer writes those tags (attribute values escaped), but og:title another way.
  const headHtml =
    '<title>Redis | Tidal Cloud</title>' +
    '<meta name="description" content="Install Redis, set a password &amp; choose &quot;RDB&quot; or &lt;AOF&gt;."/>' +
    '<link rel="canonical" href="https://tidal.example/community/tutorials/redis"/>' +
    '<link rel="alternate" hrefLang="de" href="https://tidal.example/de/community/tutorials/redis"/>' +
    '<meta property="og:title" content="Redis"/>';
  const page = documentOf([headRows.join('')], { headHtml });
  const out = stripSecondCopies(page);
  const flight = flightOf(out).join('');

  it('cuts from the flight data each meta and link tag the head holds as React wrote it, keeping the title', () => {
    expect(flight).toContain(
      '2:[["$","title","0",{"children":"Redis | Tidal Cloud"}],' +
        '["$","meta","4",{"property":"og:title","content":"Redis, but not as the head has it"}],["$","$L1","5",{}]]\n',
    );
    expect(flight).not.toContain('canonical');
    expect(flight).not.toContain('hrefLang');
    expect(flight).not.toContain('set a password');
  });

  it('marks those tags in the head, where they are, for a client navigation to remove (data-cut)', () => {
    const head = out.slice(0, out.indexOf('</head>'));
    expect(head).toContain(
      '<title>Redis | Tidal Cloud</title>' +
        '<meta data-cut name="description" content="Install Redis, set a password &amp; choose &quot;RDB&quot; or &lt;AOF&gt;."/>' +
        '<link data-cut rel="canonical" href="https://tidal.example/community/tutorials/redis"/>' +
        '<link data-cut rel="alternate" hrefLang="de" href="https://tidal.example/de/community/tutorials/redis"/>' +
        '<meta property="og:title" content="Redis"/>',
    );
    // Nothing else of the page changed but the flight data.
    expect(
      out.replaceAll(' data-cut', '').replace(/<script[^>]*>self\.__next_f[\s\S]*?<\/script>/g, ''),
    ).toBe(page.replace(/<script[^>]*>self\.__next_f[\s\S]*?<\/script>/g, ''));
  });

  it('cuts nothing when the head does not hold a tag as the flight data names it', () => {
    const other = documentOf([headRows.join('')], { headHtml: '<title>Redis | Tidal Cloud</title>' });
    expect(stripSecondCopies(other)).toBe(other);
  });

  it('cuts nothing from Next.js’s error shell, which draws its head from the flight data', () => {
    const shell = page.replace('<html lang="en">', '<html id="__next_error__">');
    expect(stripSecondCopies(shell)).toBe(shell);
  });
});

describe('stripSecondCopies on the flight data React writes', () => {
  const requireFromNext = createRequire(createRequire(import.meta.url).resolve('next/package.json'));
  const rsdw = path.dirname(
    requireFromNext.resolve('next/dist/compiled/react-server-dom-webpack/package.json'),
  );

  /** Flight data for `tree` written by the React server build inside Next.js (it needs the react-server condition). */
  function renderFlight(tree) {
    const script = `
      const React = require('react');
      const { renderToPipeableStream } = require(${JSON.stringify(`${rsdw}/cjs/react-server-dom-webpack-server.node.production.js`)});
      const build = (node) => typeof node === 'string' ? node
        : React.createElement(node.type, node.props, ...(node.children ?? []).map(build));
      const parts = [];
      const sink = new (require('node:stream').Writable)({ write(chunk, _, done) { parts.push(chunk); done(); } });
      sink.on('finish', () => process.stdout.write(Buffer.concat(parts).toString('base64')));
      renderToPipeableStream(build(JSON.parse(process.argv[1])), {}).pipe(sink);`;
    const out = execFileSync(
      process.execPath,
      ['--conditions', 'react-server', '-e', script, JSON.stringify(tree)],
      {
        cwd: path.dirname(requireFromNext.resolve('next/package.json')),
        encoding: 'utf8',
      },
    );
    return Buffer.from(out, 'base64');
  }

  /** The tree a browser reads from a page's flight scripts (each encoded to bytes, as Next's client does). */
  async function readFlight(chunks) {
    const { createFromNodeStream } = requireFromNext(
      `${rsdw}/cjs/react-server-dom-webpack-client.node.production.js`,
    );
    const encoder = new TextEncoder();
    const root = await createFromNodeStream(
      Readable.from(chunks.map((chunk) => Buffer.from(encoder.encode(chunk)))),
      { moduleMap: {}, serverModuleMap: null, moduleLoading: null },
    );
    const plain = (node) => {
      if (Array.isArray(node)) return node.map(plain);
      if (!node || typeof node !== 'object') return node;
      if (node.$$typeof) return { type: node.type, props: plain(node.props) };
      return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, plain(value)]));
    };
    return plain(root);
  }

  it('cuts the head’s scripts in React’s own rows: React reads them back with no text and the rest as it was', async () => {
    const tree = {
      type: 'html',
      props: { lang: 'en' },
      children: [
        {
          type: 'head',
          props: {},
          children: [
            { type: 'script', props: { nonce: 'n0nce', dangerouslySetInnerHTML: { __html: themeScript } } },
            { type: 'script', props: { dangerouslySetInnerHTML: { __html: shortScript } } },
          ],
        },
        {
          type: 'body',
          props: {},
          children: [
            { type: 'p', props: { title: unrelated }, children: ['Written by Ada — “quoted” & <escaped>'] },
          ],
        },
      ],
    };
    const flight = renderFlight(tree);
    // Next writes the data as it streams, each piece decoded in streaming mode: cut it into pieces of bytes likewise.
    const decoder = new TextDecoder('utf-8', { fatal: true });
    const chunks = [];
    for (let at = 0; at < flight.length; at += 997)
      chunks.push(decoder.decode(flight.subarray(at, at + 997), { stream: at + 997 < flight.length }));
    expect(chunks.join('')).toMatch(/^\d+:T[0-9a-f]+,\(function/m);

    const page = documentOf(chunks, {
      headHtml: `<script nonce="n0nce">${themeScript}</script><script>${shortScript}</script>`,
    });
    const out = stripSecondCopies(page);
    expect(page.length - out.length).toBeGreaterThan(themeScript.length);

    const before = await readFlight(flightOf(page));
    const after = await readFlight(flightOf(out));
    const [theme, short] = after.props.children[0].props.children;
    expect(theme.props.dangerouslySetInnerHTML.__html).toBe('');
    expect(short.props.dangerouslySetInnerHTML.__html).toBe('');
    before.props.children[0].props.children[0].props.dangerouslySetInnerHTML.__html = '';
    before.props.children[0].props.children[1].props.dangerouslySetInnerHTML.__html = '';
    expect(after).toEqual(before);
  });

  it('cuts a region in React’s own rows: React reads the region back with no children and the rest as it was', async () => {
    const tree = {
      type: 'body',
      props: {},
      children: [
        { type: 'main', props: {}, children: ['The article'] },
        {
          type: 'footer',
          props: { region: 'reef-region:footer', className: 'footer' },
          children: [{ type: 'p', props: {}, children: [`Links — ${'Blog Careers Press '.repeat(90)}`] }],
        },
      ],
    };
    const page = documentOf([new TextDecoder().decode(renderFlight(tree))]);
    const out = stripSecondCopies(page);
    expect(page.length - out.length).toBeGreaterThan(1500);
    const before = await readFlight(flightOf(page));
    const after = await readFlight(flightOf(out));
    expect(after.props.children[1].props.children).toBeNull();
    before.props.children[1].props.children = null;
    expect(after).toEqual(before);
  });
});
