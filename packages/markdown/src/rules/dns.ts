// dns — `[dns <domain> <record types…>]` embeds the DNS lookup tool (types default to `A`).
//
//   [dns example.com A AAAA]
//   → <div class="tool-embed" data-dns-tool-embed data-dns-domain="example.com" data-dns-types="A,AAAA">…</div>
//
// The tool's script is added once at the end of the document (not in safe output).
import type { MarkdownIt, StateBlock, StateCore } from 'markdown-it';
import type { ExtensionContext } from '../util/context.js';
import { lineText } from '../util/lines.js';
import { addScriptOnce, markScriptNeeded } from '../util/scripts.js';

const DNS = /^\[dns (\S+?)(?: (.+))?\]$/;

/** Registers DNS lookup embeds. */
export function dns(md: MarkdownIt, context: ExtensionContext): void {
  md.block.ruler.before(
    'paragraph',
    'dns',
    (state: StateBlock, startLine: number, _endLine: number, silent: boolean) => {
      if (silent) return false;
      const line = lineText(state, startLine);
      if (line.length < 7 || !line.startsWith('[dns ') || !line.endsWith(']')) return false;
      const match = DNS.exec(line);
      if (!match) return false;
      const domain = match[1]!;
      const types = (match[2] ?? '').split(/ +/).filter(Boolean).join(',') || 'A';
      state.line = startLine + 1;
      const token = state.push('dns', 'dns', 0);
      token.block = true;
      token.markup = match[0];
      token.meta = { domain, types };
      markScriptNeeded(state.env, 'dns');
      return true;
    },
  );

  if (!context.isSafe) {
    md.core.ruler.push('dns_script', (state: StateCore) =>
      addScriptOnce(
        state,
        'dns',
        '<script async defer src="https://do-community.github.io/dns-tool-embed/bundle.js" type="text/javascript" onload="window.DNSToolEmbeds()"></script>\n',
      ),
    );
  }

  md.renderer.rules.dns = (tokens, idx) => {
    const { domain, types } = tokens[idx]!.meta as { domain: string; types: string };
    const escape = md.utils.escapeHtml;
    const url = new URL('https://www.digitalocean.com/community/tools/dns');
    url.searchParams.append('domain', domain);
    return `<div class="tool-embed" data-dns-tool-embed data-dns-domain="${escape(domain)}" data-dns-types="${escape(types)}">
    <a href="${url.toString()}" target="_blank">
        Perform a full DNS lookup for ${escape(domain)}
    </a>
</div>\n`;
  };
}
